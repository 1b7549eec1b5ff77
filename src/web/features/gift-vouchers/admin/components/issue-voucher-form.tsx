/**
 * The form that issues a gift voucher (an admin's goodwill gesture or prize): its amount in the
 * site's currency, who it is from and for, email or SMS and the address or number, a message,
 * the day it goes, and why (for the audit log). Checked here with the API's own schema, so the
 * same message shows under the same field before and after the server; the server's refusals
 * (SMS unavailable, a day out of range) go under their fields too, and focus goes to the first.
 */
import { CircleAlert } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import {
  GIFT_VOUCHER_LIMITS,
  giftVoucherIssueSchema,
  type GiftVoucherIssue,
} from '#shared/contracts/gift-vouchers.ts'
import { dhakaToday } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { formatMoney, fromMajor, type CurrencyCode } from '#shared/money.ts'
import { asciiDigits } from '#shared/number-format.ts'
import { Button } from '#web/components/button.tsx'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { SubmitButton } from '#web/components/submit-button.tsx'
import { TextField } from '#web/components/text-field.tsx'
import { TextareaField } from '#web/components/textarea-field.tsx'
import { errorMessage } from '#web/lib/error-message.ts'
import { fieldErrorsOf } from '#web/lib/field-error.ts'

const m = () => messages.giftVoucherAdmin

interface FormValues {
  amount: string
  fromName: string
  recipientName: string
  deliverBy: 'email' | 'sms'
  recipientEmail: string
  recipientPhone: string
  message: string
  deliverOn: string
  reason: string
}

type Errors = Partial<Record<keyof FormValues, string>>

const blank: FormValues = {
  amount: '',
  fromName: '',
  recipientName: '',
  deliverBy: 'email',
  recipientEmail: '',
  recipientPhone: '',
  message: '',
  deliverOn: '',
  reason: '',
}

/** An amount as typed (Bangla digits, thousands separators) as a number; empty is NaN. */
function amountOf(text: string): number {
  const compact = asciiDigits(text).replace(/[,\s]/g, '')
  return compact === '' ? Number.NaN : Number(compact)
}

const optional = (text: string) => text.trim() || undefined

/** The values as the API takes them: the channel not chosen sends nothing. */
function inputOf(values: FormValues): GiftVoucherIssue {
  return {
    amount: amountOf(values.amount),
    fromName: optional(values.fromName),
    recipientName: values.recipientName,
    deliverBy: values.deliverBy,
    recipientEmail: values.deliverBy === 'email' ? optional(values.recipientEmail) : undefined,
    recipientPhone: values.deliverBy === 'sms' ? optional(values.recipientPhone) : undefined,
    message: optional(values.message),
    deliverOn: values.deliverOn || undefined,
    reason: values.reason,
  }
}

export function IssueVoucherForm({
  currency,
  onIssue,
  onCancel,
  onBusyChange,
}: {
  currency: CurrencyCode
  onIssue: (input: GiftVoucherIssue) => Promise<unknown>
  onCancel: () => void
  /** While the request runs the dialog around the form cannot be closed. */
  onBusyChange?: (busy: boolean) => void
}) {
  const [values, setValues] = useState(blank)
  const [errors, setErrors] = useState<Errors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const deliverByError = useId()
  const limits = GIFT_VOUCHER_LIMITS[currency]
  // In the currency typed (the server's words for them too), not the page's first one.
  const bounds = {
    min: formatMoney(fromMajor(limits.min, currency)),
    max: formatMoney(fromMajor(limits.max, currency)),
  }
  // A field's error goes once it is changed: it said what was wrong with the old value.
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((before) => ({ ...before, [key]: value }))
    setErrors((before) => (before[key] ? { ...before, [key]: undefined } : before))
  }

  const focusFirst = (found: Errors) => {
    const first = (Object.keys(blank) as (keyof FormValues)[]).find((key) => found[key])
    if (first) document.querySelector<HTMLElement>(`[data-field="voucher-${first}"]`)?.focus()
  }
  const fieldAttr = (key: keyof FormValues) => ({ 'data-field': `voucher-${key}` })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setFormError(null)
    const input = inputOf(values)
    const parsed = giftVoucherIssueSchema.safeParse(input)
    const found: Errors = {}
    for (const issue of parsed.error?.issues ?? []) {
      const key = issue.path[0] as keyof FormValues
      found[key] ??= issue.message
    }
    // The server's bounds (a sale's), said here before the round trip.
    if (!found.amount && (input.amount < limits.min || input.amount > limits.max)) {
      found.amount = messages.giftVoucher.amountLimits(bounds)
    }
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found)
      focusFirst(found)
      return
    }
    setErrors({})
    setBusy(true)
    onBusyChange?.(true)
    try {
      await onIssue(parsed.data)
    } catch (failure) {
      const fields = fieldErrorsOf(failure).filter(({ field }) => field.split('.')[0]! in blank)
      if (fields.length > 0) {
        const found: Errors = {}
        for (const { field, message } of fields) {
          found[field.split('.')[0] as keyof FormValues] ??= message
        }
        setErrors(found)
        focusFirst(found)
      } else {
        setFormError(errorMessage(failure, m().issueFailed))
      }
    } finally {
      setBusy(false)
      onBusyChange?.(false)
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={m().issueTitle}
      className="mt-6 space-y-5"
    >
      <div className="space-y-5">
        <TextField
          label={m().amount({ currency: currency.toUpperCase() })}
          hint={m().amountHint(bounds)}
          inputMode="decimal"
          autoComplete="off"
          error={errors.amount}
          value={values.amount}
          onChange={(event) => set('amount', event.target.value)}
          {...fieldAttr('amount')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={m().recipientName}
            autoComplete="off"
            maxLength={80}
            error={errors.recipientName}
            value={values.recipientName}
            onChange={(event) => set('recipientName', event.target.value)}
            {...fieldAttr('recipientName')}
          />
          <TextField
            label={m().fromName}
            hint={m().fromNameHint}
            autoComplete="off"
            maxLength={80}
            error={errors.fromName}
            value={values.fromName}
            onChange={(event) => set('fromName', event.target.value)}
            {...fieldAttr('fromName')}
          />
        </div>

        <fieldset aria-describedby={errors.deliverBy ? deliverByError : undefined}>
          <legend className="font-semibold text-slate-800">{m().deliverBy}</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {(['email', 'sms'] as const).map((channel) => (
              <label
                key={channel}
                className="flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2 text-sm font-medium ring-1 ring-slate-300 has-[:checked]:bg-emerald-50 has-[:checked]:ring-2 has-[:checked]:ring-emerald-700"
              >
                <input
                  type="radio"
                  name="voucher-deliverBy"
                  value={channel}
                  checked={values.deliverBy === channel}
                  onChange={() => set('deliverBy', channel)}
                  className="size-4 accent-emerald-700"
                  // The group's error takes focus to the choice made.
                  {...(values.deliverBy === channel && fieldAttr('deliverBy'))}
                />
                {m().channels[channel]}
              </label>
            ))}
          </div>
          {errors.deliverBy && (
            <p
              id={deliverByError}
              className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-700"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {errors.deliverBy}
            </p>
          )}
        </fieldset>

        <div className="grid gap-5 sm:grid-cols-2">
          {values.deliverBy === 'email' ? (
            <TextField
              label={m().recipientEmail}
              type="email"
              autoComplete="off"
              spellCheck={false}
              error={errors.recipientEmail}
              value={values.recipientEmail}
              onChange={(event) => set('recipientEmail', event.target.value)}
              {...fieldAttr('recipientEmail')}
            />
          ) : (
            <TextField
              label={m().recipientPhone}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              error={errors.recipientPhone}
              value={values.recipientPhone}
              onChange={(event) => set('recipientPhone', event.target.value)}
              {...fieldAttr('recipientPhone')}
            />
          )}
          <TextField
            label={m().deliverOn}
            hint={m().deliverOnHint}
            type="date"
            min={dhakaToday()}
            error={errors.deliverOn}
            value={values.deliverOn}
            onChange={(event) => set('deliverOn', event.target.value)}
            {...fieldAttr('deliverOn')}
          />
        </div>

        <TextareaField
          label={m().message}
          hint={m().messageHint}
          rows={3}
          maxLength={300}
          error={errors.message}
          value={values.message}
          onChange={(event) => set('message', event.target.value)}
          {...fieldAttr('message')}
        />
        <TextareaField
          label={m().reason}
          hint={m().reasonHint}
          rows={2}
          maxLength={300}
          error={errors.reason}
          value={values.reason}
          onChange={(event) => set('reason', event.target.value)}
          {...fieldAttr('reason')}
        />
      </div>

      {formError && <StatusAlert tone="error" message={formError} />}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
          {m().close}
        </Button>
        <SubmitButton busy={busy}>{m().issueSubmit}</SubmitButton>
      </div>
    </form>
  )
}
