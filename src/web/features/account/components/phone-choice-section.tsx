/**
 * The Profile's "Messages to your phone": a Bangladeshi mobile number and the channels (SMS,
 * WhatsApp) the customer's booking messages go by (decision 051). Shown only while the site
 * sends by at least one; a channel ended by a STOP reply says so until it is chosen again.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import {
  phoneChoiceInputSchema,
  type PhoneChoice,
  type PhoneChoiceInput,
} from '#shared/contracts/phone-messages.ts'
import { formatBdMobile } from '#shared/bd-mobile.ts'
import { messages } from '#shared/messages.ts'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { SubmitButton } from '#web/components/submit-button.tsx'
import { TextField } from '#web/components/text-field.tsx'
import { usePhoneChoice } from '#web/lib/phone-choice.ts'
import { useSetPhoneChoice } from '../api/set-phone-choice.ts'
import { failureText, placeFieldErrors } from '../server-errors.ts'
import { ProfileSection } from './profile-section.tsx'

export function PhoneChoiceSection({ profilePhone }: { profilePhone: string | null }) {
  const choice = usePhoneChoice()
  if (!choice.data || choice.data.offered.length === 0) return null
  return <PhoneChoiceForm choice={choice.data} profilePhone={profilePhone} />
}

function PhoneChoiceForm({
  choice,
  profilePhone,
}: {
  choice: PhoneChoice
  profilePhone: string | null
}) {
  const text = messages.phoneChoice
  const save = useSetPhoneChoice()
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string } | null>(
    null,
  )
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof phoneChoiceInputSchema>, unknown, PhoneChoiceInput>({
    resolver: zodResolver(phoneChoiceInputSchema),
    defaultValues: {
      phone: choice.phone ? formatBdMobile(choice.phone) : (profilePhone ?? ''),
      sms: choice.sms,
      whatsapp: choice.whatsapp,
    },
  })
  const onSubmit = handleSubmit(async (input) => {
    setOutcome(null)
    try {
      const saved = await save.mutateAsync(input)
      // The number as it is kept (+880 1712-345678), whatever way it was typed.
      reset({
        phone:
          saved.phone && (saved.sms || saved.whatsapp) ? formatBdMobile(saved.phone) : input.phone,
        sms: saved.sms,
        whatsapp: saved.whatsapp,
      })
      setOutcome({ tone: 'success', message: text.saved })
    } catch (error) {
      if (!placeFieldErrors(error, ['phone'], setError)) {
        setOutcome({ tone: 'error', message: failureText(error) })
      }
    }
  })

  return (
    <ProfileSection title={text.title}>
      <p className="mb-5 max-w-xl text-slate-700">{text.intro}</p>
      {outcome && <StatusAlert tone={outcome.tone} message={outcome.message} className="mb-6" />}
      <form aria-label={text.title} noValidate onSubmit={onSubmit} className="max-w-xl">
        <TextField
          label={text.phone}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="01712-345678"
          hint={text.phoneHint}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <fieldset className="mt-5">
          <legend className="text-sm font-semibold text-slate-800">{text.channels}</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {(['sms', 'whatsapp'] as const)
              .filter((channel) => choice.offered.includes(channel))
              .map((channel) => (
                <label
                  key={channel}
                  className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-xl px-4 py-2 text-slate-900 ring-1 ring-slate-300 has-[:checked]:bg-emerald-50 has-[:checked]:ring-2 has-[:checked]:ring-emerald-700"
                >
                  <input
                    type="checkbox"
                    className="size-5 accent-emerald-700"
                    {...register(channel)}
                  />
                  <span className="font-semibold">{text[channel]}</span>
                </label>
              ))}
          </div>
        </fieldset>
        {choice.stopped.map((channel) => (
          <p key={channel} className="mt-3 text-sm text-slate-700">
            {text.stopped({ channel: text[channel] })}
          </p>
        ))}
        <SubmitButton busy={save.isPending} className="mt-6">
          {text.save}
        </SubmitButton>
      </form>
    </ProfileSection>
  )
}
