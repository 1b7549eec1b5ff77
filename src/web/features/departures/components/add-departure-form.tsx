/**
 * "Add a date": one departure (date, seats, optional price per person), checked with the same
 * departureInputSchema the server uses; the server's refusals (a date the tour already has, a
 * date not after today) land under the field they name.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { departureInputSchema } from '#shared/contracts/departures.ts'
import { messages } from '#shared/messages.ts'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { SubmitButton } from '#web/components/submit-button.tsx'
import { TextField } from '#web/components/text-field.tsx'
import { errorMessage } from '#web/lib/error-message.ts'
import { showFieldErrors } from '#web/lib/field-error.ts'
import { useCreateDeparture } from '../api/create-departure.ts'
import { formatShortDate } from '#shared/dhaka-date.ts'
import { toNumber, toPrice } from './number-input.ts'
import { SeatsAndPriceFields } from './seats-and-price-fields.tsx'

const t = messages.departuresAdmin
const FIELDS = ['date', 'capacity', 'price', 'startTime'] as const

type Input = z.input<typeof departureInputSchema>
type Values = z.output<typeof departureInputSchema>
const EMPTY: Partial<Input> = { date: '', price: null, startTime: '' }

export function AddDepartureForm({ tourId, minDate }: { tourId: string; minDate: string }) {
  const create = useCreateDeparture(tourId)
  const headingId = useId()
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string } | null>(
    null,
  )
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(departureInputSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  })

  const onSubmit = handleSubmit(
    async (values) => {
      setOutcome(null)
      try {
        const added = await create.mutateAsync(values)
        reset(EMPTY)
        setOutcome({ tone: 'success', message: t.added({ date: formatShortDate(added.date) }) })
      } catch (error) {
        if (!showFieldErrors(error, { fields: FIELDS, setError, setFocus })) {
          setOutcome({ tone: 'error', message: errorMessage(error, t.addFailed) })
        }
      }
    },
    () => setOutcome(null),
  )

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t.addDate}
      </h2>
      <div className="mt-4 grid gap-x-4 gap-y-4 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label={t.date}
          type="date"
          min={minDate}
          {...register('date')}
          error={errors.date?.message}
        />
        <SeatsAndPriceFields
          capacity={register('capacity', { setValueAs: toNumber })}
          price={register('price', { setValueAs: toPrice })}
          startTime={register('startTime')}
          errors={{
            capacity: errors.capacity?.message,
            price: errors.price?.message,
            startTime: errors.startTime?.message,
          }}
        />
      </div>
      <div className="mt-5 space-y-3">
        {outcome && <StatusAlert tone={outcome.tone} message={outcome.message} />}
        <SubmitButton busy={isSubmitting}>{t.addDateSubmit}</SubmitButton>
      </div>
    </form>
  )
}
