/**
 * The Gift vouchers page's buy form (issue 33 item 4): the amount (a suggested one, or any other
 * within the site currency's limits), who it is from and for, email or SMS with the matching
 * field, a message with its character count, and the delivery day (a native date input, from
 * today in Dhaka to a year ahead). A summary under the fields says what the customer pays; on
 * submit the server makes the voucher and its sale order, and the customer goes on to pay that
 * order on the Pay page. Checked with the server's own schema (and the amount's limits, which
 * depend on the site's currency); the server's refusals land under their fields.
 */
import { ArrowRight } from 'lucide-react'
import { useId, useState } from 'react'
import { useForm, useWatch, type Resolver } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { z } from 'zod'
import {
  GIFT_VOUCHER_LIMITS,
  type GiftVoucherPurchase,
  type giftVoucherPurchaseSchema,
} from '#shared/contracts/gift-vouchers.ts'
import { addDays, dhakaToday, formatShortDate } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { formatMoney, fromMajor, type CurrencyCode } from '#shared/money.ts'
import { paths } from '#shared/paths.ts'
import { Price } from '#web/components/price.tsx'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { SubmitButton } from '#web/components/submit-button.tsx'
import { TextareaField } from '#web/components/textarea-field.tsx'
import { TextField } from '#web/components/text-field.tsx'
import { cx } from '#web/lib/cx.ts'
import { errorMessage } from '#web/lib/error-message.ts'
import { showFieldErrors } from '#web/lib/field-error.ts'
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts'
import { useBuyGiftVoucher } from '../api/buy-gift-voucher.ts'

type Output = z.output<typeof giftVoucherPurchaseSchema>

const FIELDS = [
  'amount',
  'fromName',
  'recipientName',
  'deliverBy',
  'recipientEmail',
  'recipientPhone',
  'message',
  'deliverOn',
] as const

/** The longest message the server keeps (the contract's). */
export const MESSAGE_MAX = 300

// The server's own schema, loaded when the form is first touched (lazy-zod-resolver.ts).
const check = lazyZodResolver(() =>
  import('#shared/contracts/gift-vouchers.ts').then((m) => m.giftVoucherPurchaseSchema),
)

/** An empty optional field is no value at all (the schema's optional, not an empty string). */
const optional = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

/** The limits' sentence when `amount` is a number outside them, else null. */
function outsideLimits(amount: unknown, currency: CurrencyCode): string | null {
  const { min, max } = GIFT_VOUCHER_LIMITS[currency]
  if (typeof amount !== 'number' || Number.isNaN(amount)) return null
  if (amount >= min && amount <= max) return null
  return messages.giftVoucher.amountLimits({
    min: formatMoney(fromMajor(min, currency)),
    max: formatMoney(fromMajor(max, currency)),
  })
}

export function BuyVoucherForm({
  currency,
  fromName,
}: {
  currency: CurrencyCode
  /** The account's name: who the voucher is from unless the customer says otherwise. */
  fromName: string
}) {
  const t = messages.giftVoucherPage
  const limits = GIFT_VOUCHER_LIMITS[currency]
  const buy = useBuyGiftVoucher()
  const navigate = useNavigate()
  const [failure, setFailure] = useState<string | null>(null)
  const headingId = useId()
  const [today] = useState(() => dhakaToday())
  // The schema's checks, then the amount's limits in the site's currency (the server's too).
  const [resolver] = useState(
    (): Resolver<GiftVoucherPurchase, unknown, Output> => async (values, context, options) => {
      const result = await check.resolver(values, context, options)
      const limit = outsideLimits(values.amount, currency)
      if (!limit || result.errors.amount) return result
      return {
        values: {},
        errors: { ...result.errors, amount: { type: 'limits', message: limit } },
      }
    },
  )
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    control,
    formState: { errors },
  } = useForm<GiftVoucherPurchase, unknown, Output>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      amount: limits.suggested[1],
      fromName,
      recipientName: '',
      deliverBy: 'email',
      message: '',
      deliverOn: today,
    },
  })
  const [amount, deliverBy, recipientName, deliverOn, message] = useWatch({
    control,
    name: ['amount', 'deliverBy', 'recipientName', 'deliverOn', 'message'],
  })
  const messageLength = message?.length ?? 0
  const validAmount =
    typeof amount === 'number' && !Number.isNaN(amount) && !outsideLimits(amount, currency)
      ? fromMajor(amount, currency)
      : null

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      // No message is no message at all, not an empty one.
      const bought = await buy.mutateAsync({ ...values, message: values.message || undefined })
      await navigate(paths.dashboardPay(bought.orderId))
    } catch (error) {
      if (showFieldErrors(error, { fields: FIELDS, setError, setFocus })) return
      setFailure(errorMessage(error, t.buyFailed))
    }
  })

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      onFocus={check.preload}
      onPointerDown={check.preload}
      aria-labelledby={headingId}
      noValidate
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {t.buyTitle}
      </h2>

      <fieldset className="mt-6 min-w-0">
        <legend className="font-semibold text-slate-800">{t.suggested}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {limits.suggested.map((value) => (
            <label
              key={value}
              className={cx(
                'flex cursor-pointer items-center justify-center rounded-xl px-3 py-3 text-lg font-bold tabular-nums ring-1 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-700',
                amount === value
                  ? 'bg-emerald-50 text-emerald-900 ring-2 ring-emerald-700'
                  : 'bg-white text-slate-900 ring-slate-300 hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                name="suggested-amount"
                value={value}
                checked={amount === value}
                onChange={() =>
                  setValue('amount', value, { shouldValidate: true, shouldDirty: true })
                }
                className="sr-only"
              />
              {formatMoney(fromMajor(value, currency))}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t.customAmount}
        hint={t.amountHint({
          min: formatMoney(fromMajor(limits.min, currency)),
          max: formatMoney(fromMajor(limits.max, currency)),
        })}
        type="number"
        inputMode={currency === 'usd' ? 'decimal' : 'numeric'}
        min={limits.min}
        max={limits.max}
        step={currency === 'usd' ? 0.01 : 1}
        required
        className="mt-4 sm:max-w-xs"
        error={errors.amount?.message}
        {...register('amount', { valueAsNumber: true })}
      />

      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <TextField
          label={t.fromName}
          hint={t.fromNameHint}
          autoComplete="name"
          required
          error={errors.fromName?.message}
          {...register('fromName')}
        />
        <TextField
          label={t.recipientName}
          autoComplete="off"
          required
          error={errors.recipientName?.message}
          {...register('recipientName')}
        />
      </div>

      <fieldset
        className="mt-6 min-w-0"
        aria-describedby={errors.deliverBy ? `${headingId}-deliver-by-error` : undefined}
      >
        <legend className="font-semibold text-slate-800">{t.deliverBy}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:max-w-sm">
          {(['email', 'sms'] as const).map((channel) => (
            <label
              key={channel}
              className={cx(
                'flex cursor-pointer items-center gap-3 rounded-xl px-4 py-3 font-medium ring-1 transition',
                deliverBy === channel
                  ? 'bg-emerald-50 text-slate-900 ring-2 ring-emerald-700'
                  : 'bg-white text-slate-900 ring-slate-300 hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                value={channel}
                className="size-4 shrink-0 accent-emerald-700"
                {...register('deliverBy')}
              />
              {channel === 'sms' ? t.bySms : t.byEmail}
            </label>
          ))}
        </div>
        {errors.deliverBy?.message && (
          <p
            id={`${headingId}-deliver-by-error`}
            role="alert"
            className="mt-2 text-sm font-medium text-red-700"
          >
            {errors.deliverBy.message}
          </p>
        )}
      </fieldset>
      {/* Only the chosen channel's field: the other's value goes with it. */}
      {deliverBy === 'sms' ? (
        <TextField
          key="sms"
          label={t.recipientPhone}
          hint={t.recipientPhoneHint}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          required
          className="mt-4 sm:max-w-sm"
          error={errors.recipientPhone?.message}
          {...register('recipientPhone', { setValueAs: optional, shouldUnregister: true })}
        />
      ) : (
        <TextField
          key="email"
          label={t.recipientEmail}
          type="email"
          autoComplete="off"
          required
          className="mt-4 sm:max-w-sm"
          error={errors.recipientEmail?.message}
          {...register('recipientEmail', { setValueAs: optional, shouldUnregister: true })}
        />
      )}

      <TextareaField
        label={t.message}
        hint={t.messageCount({ count: messageLength, max: MESSAGE_MAX })}
        rows={4}
        maxLength={MESSAGE_MAX}
        className="mt-6"
        error={errors.message?.message}
        {...register('message')}
      />

      <TextField
        label={t.deliverOn}
        hint={t.deliverOnHint}
        type="date"
        min={today}
        max={addDays(today, 365)}
        className="mt-6 sm:max-w-xs"
        error={errors.deliverOn?.message}
        {...register('deliverOn', { setValueAs: optional })}
      />

      <section
        aria-labelledby={`${headingId}-summary`}
        className="mt-8 rounded-2xl bg-emerald-50/70 p-5 ring-1 ring-emerald-100"
      >
        <h3 id={`${headingId}-summary`} className="text-sm font-semibold text-slate-600">
          {t.summaryTitle}
        </h3>
        <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-slate-600">{t.summaryValue}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            {validAmount ? formatMoney(validAmount) : t.notYet}
          </dd>
          <dt className="text-slate-600">{t.summaryFor}</dt>
          <dd className="font-medium break-words text-slate-900">
            {recipientName.trim() || t.notYet}
          </dd>
          <dt className="text-slate-600">{t.summarySent}</dt>
          <dd className="text-slate-900">
            {t.sentOn({ channel: deliverBy, date: formatShortDate(deliverOn || today) })}
          </dd>
        </dl>
        <div className="mt-4 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 border-t border-emerald-200 pt-4">
          <span className="font-medium text-slate-700">{t.toPay}</span>
          <span className="text-right text-2xl font-extrabold tracking-tight text-slate-900 tabular-nums">
            {validAmount ? (
              <Price
                amount={validAmount}
                approxClassName="block text-sm font-normal tracking-normal text-slate-600"
              />
            ) : (
              <span className="text-base font-medium tracking-normal text-slate-600">
                {t.notYet}
              </span>
            )}
          </span>
        </div>
        <p className="mt-3 text-sm text-slate-600">{t.payNext}</p>
      </section>

      {failure && <StatusAlert tone="error" message={failure} className="mt-6" />}

      <SubmitButton busy={buy.isPending} className="mt-6 w-full sm:w-auto">
        {t.submit}
        {!buy.isPending && <ArrowRight aria-hidden="true" className="size-4" />}
      </SubmitButton>
    </form>
  )
}
