/**
 * The booking form's question: send this booking's messages by SMS and/or WhatsApp, to the
 * phone number above (decision 051). Shown only while the site sends by a channel; starts with
 * the channels the customer already chose (Profile or an earlier booking).
 */
import { useEffect, useState } from 'react'
import type { PhoneChannelName } from '#shared/contracts/phone-messages.ts'
import { messages } from '#shared/messages.ts'
import { usePhoneChoice } from '#web/lib/phone-choice.ts'

export function PhoneChannelsField({
  onChange,
}: {
  onChange: (channels: PhoneChannelName[]) => void
}) {
  const choice = usePhoneChoice()
  const [chosen, setChosen] = useState<PhoneChannelName[] | null>(null)
  const offered = choice.data?.offered ?? []
  const current =
    chosen ??
    offered.filter((channel) => (channel === 'sms' ? choice.data?.sms : choice.data?.whatsapp))
  // Tell the form what is ticked now (the saved choice until the customer changes it).
  const ticked = current.join(',')
  useEffect(() => {
    onChange(ticked ? (ticked.split(',') as PhoneChannelName[]) : [])
  }, [ticked, onChange])
  if (offered.length === 0) return null
  const text = messages.phoneChoice
  return (
    <fieldset className="mt-5">
      <legend className="text-sm font-semibold text-slate-800">{text.channels}</legend>
      <div className="mt-2 flex flex-wrap gap-3">
        {offered.map((channel) => (
          <label
            key={channel}
            className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-xl px-4 py-2 text-sm text-slate-900 ring-1 ring-slate-300 has-[:checked]:bg-emerald-50 has-[:checked]:ring-2 has-[:checked]:ring-emerald-700"
          >
            <input
              type="checkbox"
              name="phoneChannels"
              value={channel}
              checked={current.includes(channel)}
              onChange={(event) =>
                setChosen(
                  event.target.checked
                    ? [...current, channel]
                    : current.filter((other) => other !== channel),
                )
              }
              className="size-5 accent-emerald-700"
            />
            <span className="font-semibold">{text[channel]}</span>
          </label>
        ))}
      </div>
      <p className="mt-2 text-sm text-slate-600">{text.phoneHint}</p>
    </fieldset>
  )
}
