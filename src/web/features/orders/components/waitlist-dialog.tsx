/**
 * Joining the waitlist of a sold-out date (the tour page's date list): the party size (the
 * travellers chosen on the page), the name and the phone prefilled as the booking modal has them.
 * The server answers the customer's place in line, said in the dialog ("You are number 2 in
 * line."); a party that still fits is told to book instead, under the travellers. Loaded on
 * demand, like the booking modal, so forms and zod stay out of the tour page's first load.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { CircleCheck } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import type { z } from 'zod'
import type { Departure } from '#shared/contracts/departures.ts'
import { waitlistJoinSchema, type WaitlistEntry } from '#shared/contracts/waitlist.ts'
import { formatShortDate } from '#shared/dhaka-date.ts'
import { MAX_TRAVELLERS } from '#shared/booking-limits.ts'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { Button } from '#web/components/button.tsx'
import { Modal } from '#web/components/modal.tsx'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { SubmitButton } from '#web/components/submit-button.tsx'
import { TextField } from '#web/components/text-field.tsx'
import { errorMessage } from '#web/lib/error-message.ts'
import { showFieldErrors } from '#web/lib/field-error.ts'
import { useJoinWaitlist } from '../api/waitlist.ts'
import type { BookingUser } from './booking-dialog.tsx'

const m = messages.waitlist

interface WaitlistDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  departure: Departure | undefined
  travellers: number
  user: BookingUser
}

export function WaitlistDialog({ open, onOpenChange, departure, ...form }: WaitlistDialogProps) {
  const [busy, setBusy] = useState(false)
  const date = departure ? formatShortDate(departure.date) : ''
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      locked={busy}
      closeButton
      title={m.title({ date })}
      description={m.intro}
    >
      {departure && (
        <WaitlistForm
          key={departure._id}
          departure={departure}
          {...form}
          onBusyChange={setBusy}
          onClose={() => onOpenChange(false)}
        />
      )}
    </Modal>
  )
}

type Values = z.output<typeof waitlistJoinSchema>
const FIELDS = ['travellers', 'name', 'phone'] as const

function WaitlistForm({
  departure,
  travellers,
  user,
  onBusyChange,
  onClose,
}: Omit<WaitlistDialogProps, 'open' | 'onOpenChange' | 'departure'> & {
  departure: Departure
  onBusyChange: (busy: boolean) => void
  onClose: () => void
}) {
  const join = useJoinWaitlist()
  const [formError, setFormError] = useState<string | null>(null)
  const [joined, setJoined] = useState<WaitlistEntry | null>(null)
  const outcomeRef = useRef<HTMLDivElement>(null)
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<z.input<typeof waitlistJoinSchema>, unknown, Values>({
    resolver: zodResolver(waitlistJoinSchema),
    mode: 'onTouched',
    defaultValues: { travellers, name: user.displayName, phone: user.phone ?? '' },
  })

  // The form is gone once joined: start reading at the outcome.
  useEffect(() => {
    if (joined) outcomeRef.current?.focus()
  }, [joined])

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    onBusyChange(true)
    try {
      setJoined(await join.mutateAsync({ departureId: departure._id, ...values }))
    } catch (error) {
      if (!showFieldErrors(error, { fields: FIELDS, setError, setFocus })) {
        setFormError(errorMessage(error, m.failed))
      }
    } finally {
      onBusyChange(false)
    }
  })

  if (joined) {
    return (
      <div className="mt-6">
        <div
          ref={outcomeRef}
          tabIndex={-1}
          className="flex items-start gap-3 rounded-xl bg-emerald-50 px-4 py-3 text-emerald-950 ring-1 ring-emerald-200 outline-none"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          <p role="status" className="font-semibold">
            {m.joined({ place: joined.place })}
          </p>
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          <Link
            to={paths.dashboardPages.myBooking}
            className="text-center font-semibold text-emerald-800 underline"
          >
            {messages.booking.seeInMyBooking}
          </Link>
          <Button variant="secondary" className="px-6" onClick={onClose}>
            {m.done}
          </Button>
        </div>
      </div>
    )
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6">
      <div className="space-y-5">
        <TextField
          label={m.party}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.min(MAX_TRAVELLERS, departure.capacity)}
          required
          className="max-w-40"
          error={errors.travellers?.message}
          {...register('travellers', { valueAsNumber: true })}
        />
        <TextField
          label={messages.booking.name}
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={messages.account.phone}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          placeholder="+880 1712-345678"
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
      {formError && <StatusAlert className="mt-5" tone="error" message={formError} />}
      <SubmitButton busy={join.isPending} className="mt-6 w-full">
        {join.isPending ? m.joining : m.join}
      </SubmitButton>
    </form>
  )
}
