/**
 * The form that creates a promo code or edits one (decision 050): its text, a percentage or a
 * fixed amount in the site's currency, its limits (uses in total and per customer, the first
 * and last booking day in Dhaka, the tours, the minimum spend) and whether it is paused. Checked
 * here with the API's own schema, so the same message shows under the same field before and
 * after the server; the server's refusals (a code's text taken) go under their fields too.
 */
import { useState, type FormEvent } from 'react'
import {
  promoCodeInputSchema,
  type AdminPromoCode,
  type PromoCodeInput,
  type PromoKind,
} from '#shared/contracts/promo-codes.ts'
import { messages } from '#shared/messages.ts'
import type { CurrencyCode } from '#shared/money.ts'
import { Button } from '#web/components/button.tsx'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { SubmitButton } from '#web/components/submit-button.tsx'
import { TextField } from '#web/components/text-field.tsx'
import { errorMessage } from '#web/lib/error-message.ts'
import { fieldErrorsOf } from '#web/lib/field-error.ts'
import { useTourChoices } from '../api/get-tours.ts'

const m = () => messages.promoAdmin

interface FormValues {
  code: string
  kind: PromoKind
  percent: string
  amount: string
  maxUses: string
  maxUsesPerCustomer: string
  startsOn: string
  endsOn: string
  tourIds: string[]
  minSpend: string
  paused: boolean
}

const text = (value: number | string | null) => (value === null ? '' : String(value))

function valuesOf(code: AdminPromoCode | undefined): FormValues {
  return {
    code: code?.code ?? '',
    kind: code?.kind ?? 'percent',
    percent: text(code?.percent ?? null),
    amount: text(code?.amount ?? null),
    maxUses: text(code?.maxUses ?? null),
    maxUsesPerCustomer: text(code?.maxUsesPerCustomer ?? null),
    startsOn: code?.startsOn ?? '',
    endsOn: code?.endsOn ?? '',
    tourIds: code?.tourIds ?? [],
    minSpend: text(code?.minSpend ?? null),
    paused: code?.paused ?? false,
  }
}

/** A number box's text as the API takes it: empty is none; anything else a number (or NaN). */
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value))

function inputOf(values: FormValues): PromoCodeInput {
  return {
    code: values.code,
    kind: values.kind,
    percent: values.kind === 'percent' ? numberOrNull(values.percent) : null,
    amount: values.kind === 'amount' ? numberOrNull(values.amount) : null,
    maxUses: numberOrNull(values.maxUses),
    maxUsesPerCustomer: numberOrNull(values.maxUsesPerCustomer),
    startsOn: values.startsOn || null,
    endsOn: values.endsOn || null,
    tourIds: values.tourIds,
    minSpend: numberOrNull(values.minSpend),
    paused: values.paused,
  }
}

export function PromoCodeForm({
  code,
  currency,
  onSave,
  onCancel,
}: {
  /** The code edited; none: a new one. */
  code?: AdminPromoCode
  currency: CurrencyCode
  onSave: (input: PromoCodeInput) => Promise<unknown>
  onCancel: () => void
}) {
  const [values, setValues] = useState(() => valuesOf(code))
  const [errors, setErrors] = useState<Partial<Record<keyof FormValues, string>>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const tours = useTourChoices()
  const currencyName = currency.toUpperCase()
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((before) => ({ ...before, [key]: value }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFormError(null)
    const parsed = promoCodeInputSchema.safeParse(inputOf(values))
    if (!parsed.success) {
      const found: Partial<Record<keyof FormValues, string>> = {}
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof FormValues
        found[key] ??= issue.message
      }
      setErrors(found)
      focusFirst(found)
      return
    }
    setErrors({})
    setBusy(true)
    try {
      await onSave(parsed.data)
    } catch (failure) {
      const fields = fieldErrorsOf(failure)
      if (fields.length > 0) {
        const found: Partial<Record<keyof FormValues, string>> = {}
        for (const { field, message } of fields) {
          found[field.split('.')[0] as keyof FormValues] ??= message
        }
        setErrors(found)
        focusFirst(found)
      } else {
        setFormError(errorMessage(failure, m().saveFailed))
      }
    } finally {
      setBusy(false)
    }
  }

  const idPrefix = code ? `promo-${code.id}` : 'promo-new'
  const focusFirst = (found: Partial<Record<keyof FormValues, string>>) => {
    const first = (Object.keys(values) as (keyof FormValues)[]).find((key) => found[key])
    if (first) {
      document.querySelector<HTMLElement>(`[data-field="${idPrefix}-${first}"]`)?.focus()
    }
  }
  const fieldAttr = (key: keyof FormValues) => ({ 'data-field': `${idPrefix}-${key}` })

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      aria-label={code ? m().editCode({ code: code.code }) : m().createTitle}
    >
      <h2 className="text-lg font-bold text-slate-900">
        {code ? m().editCode({ code: code.code }) : m().createTitle}
      </h2>
      <TextField
        label={m().code}
        hint={m().codeHint}
        error={errors.code}
        value={values.code}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={32}
        onChange={(event) => set('code', event.target.value)}
        {...fieldAttr('code')}
      />

      <fieldset>
        <legend className="font-semibold text-slate-800">{m().kind}</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {(['percent', 'amount'] as const).map((kind) => (
            <label
              key={kind}
              className="flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2 text-sm font-medium ring-1 ring-slate-300 has-[:checked]:bg-emerald-50 has-[:checked]:ring-2 has-[:checked]:ring-emerald-700"
            >
              <input
                type="radio"
                name={`${idPrefix}-kind`}
                value={kind}
                checked={values.kind === kind}
                onChange={() => set('kind', kind)}
                className="size-4 accent-emerald-700"
              />
              {kind === 'percent' ? m().kindPercent : m().kindAmount}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        {values.kind === 'percent' ? (
          <TextField
            label={m().percent}
            inputMode="numeric"
            error={errors.percent}
            value={values.percent}
            onChange={(event) => set('percent', event.target.value)}
            {...fieldAttr('percent')}
          />
        ) : (
          <TextField
            label={m().amount({ currency: currencyName })}
            inputMode="decimal"
            error={errors.amount}
            value={values.amount}
            onChange={(event) => set('amount', event.target.value)}
            {...fieldAttr('amount')}
          />
        )}
        <TextField
          label={m().minSpend({ currency: currencyName })}
          hint={m().minSpendHint}
          inputMode="decimal"
          error={errors.minSpend}
          value={values.minSpend}
          onChange={(event) => set('minSpend', event.target.value)}
          {...fieldAttr('minSpend')}
        />
        <TextField
          label={m().maxUses}
          hint={m().limitHint}
          inputMode="numeric"
          error={errors.maxUses}
          value={values.maxUses}
          onChange={(event) => set('maxUses', event.target.value)}
          {...fieldAttr('maxUses')}
        />
        <TextField
          label={m().maxUsesPerCustomer}
          hint={m().limitHint}
          inputMode="numeric"
          error={errors.maxUsesPerCustomer}
          value={values.maxUsesPerCustomer}
          onChange={(event) => set('maxUsesPerCustomer', event.target.value)}
          {...fieldAttr('maxUsesPerCustomer')}
        />
        <TextField
          label={m().startsOn}
          hint={m().windowHint}
          type="date"
          error={errors.startsOn}
          value={values.startsOn}
          onChange={(event) => set('startsOn', event.target.value)}
          {...fieldAttr('startsOn')}
        />
        <TextField
          label={m().endsOn}
          hint={m().windowHint}
          type="date"
          error={errors.endsOn}
          value={values.endsOn}
          onChange={(event) => set('endsOn', event.target.value)}
          {...fieldAttr('endsOn')}
        />
      </div>

      <fieldset>
        <legend className="font-semibold text-slate-800">{m().tours}</legend>
        <p className="mt-1 text-sm text-slate-600">{m().toursHint}</p>
        {errors.tourIds && (
          <p className="mt-1 text-sm font-medium text-red-700">{errors.tourIds}</p>
        )}
        <div className="mt-2 max-h-48 space-y-1 overflow-y-auto rounded-xl p-2 ring-1 ring-slate-200">
          {(tours.data ?? []).map((tour) => (
            <label key={tour.id} className="flex items-center gap-2 px-1 py-1 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-emerald-700"
                checked={values.tourIds.includes(tour.id)}
                onChange={(event) =>
                  set(
                    'tourIds',
                    event.target.checked
                      ? [...values.tourIds, tour.id]
                      : values.tourIds.filter((id) => id !== tour.id),
                  )
                }
              />
              {tour.name}
            </label>
          ))}
        </div>
      </fieldset>

      <label className="flex items-center gap-2 font-medium text-slate-800">
        <input
          type="checkbox"
          className="size-4 accent-emerald-700"
          checked={values.paused}
          onChange={(event) => set('paused', event.target.checked)}
        />
        {m().pausedField}
      </label>

      {formError && <StatusAlert tone="error" message={formError} />}

      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={busy}>{m().save}</SubmitButton>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {m().cancel}
        </Button>
      </div>
    </form>
  )
}
