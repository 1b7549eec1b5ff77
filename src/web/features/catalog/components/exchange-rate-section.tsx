/**
 * Manage Plan's 'Prices in taka' (admins): the taka per US dollar every page shows its estimate
 * in the other currency with (taka beside dollars; on a site that prices in taka, 'Prices in US
 * dollars', dollars beside taka), when it was set (Dhaka time), and a form to set another.
 * Prices themselves stay in the pricing currency, as they are charged. The form checks with the
 * schema the server uses; a refusal's message lands under the field, and the outcome is
 * announced.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { exchangeRateInputSchema, type ExchangeRate } from '#shared/contracts/exchange-rate.ts'
import { currentLocale, messages } from '#shared/messages.ts'
import { formatRate } from '#shared/money.ts'
import { QueryError } from '#web/components/query-error.tsx'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { SubmitButton } from '#web/components/submit-button.tsx'
import { TextField } from '#web/components/text-field.tsx'
import { useSiteCurrency } from '#web/lib/currency.ts'
import { cx } from '#web/lib/cx.ts'
import { errorMessage } from '#web/lib/error-message.ts'
import { useExchangeRate } from '#web/lib/exchange-rate.ts'
import { showFieldErrors } from '#web/lib/field-error.ts'
import { useSetExchangeRate } from '../api/set-exchange-rate.ts'

const m = messages.money
const FIELDS = ['takaPerDollar'] as const

type Input = z.input<typeof exchangeRateInputSchema>
type Values = z.output<typeof exchangeRateInputSchema>

/** Bangla digits typed on a Bangla keyboard read as the number they are (১২১.৫০ → 121.50). */
export function latinDigits(text: string): string {
  return text.trim().replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6))
}

function setOn(iso: string): string {
  return new Intl.DateTimeFormat(currentLocale() === 'bn' ? 'bn-BD' : 'en-GB', {
    timeZone: 'Asia/Dhaka',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso))
}

/** "1 US dollar = ৳120.50, set on 24 Nov 2026, 14:05 (Dhaka time)." */
export function describeRate(rate: ExchangeRate): string {
  const amount = formatRate(rate.takaPerDollar)
  return rate.setAt
    ? m.rateNow({ rate: amount, date: setOn(rate.setAt) })
    : m.rateDefault({ rate: amount })
}

export function ExchangeRateSection({ className }: { className?: string }) {
  const rate = useExchangeRate()
  const taka = useSiteCurrency() === 'bdt'
  const save = useSetExchangeRate()
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
    resolver: zodResolver(exchangeRateInputSchema),
    mode: 'onTouched',
    defaultValues: { takaPerDollar: '' },
  })

  const onSubmit = handleSubmit(
    async (values) => {
      setOutcome(null)
      try {
        const saved = await save.mutateAsync(values)
        reset({ takaPerDollar: '' })
        setOutcome({
          tone: 'success',
          message: m.rateSaved({ rate: formatRate(saved.takaPerDollar) }),
        })
      } catch (error) {
        if (!showFieldErrors(error, { fields: FIELDS, setError, setFocus })) {
          setOutcome({ tone: 'error', message: errorMessage(error, m.rateSaveFailed) })
        }
      }
    },
    () => setOutcome(null),
  )

  return (
    <section
      aria-labelledby={headingId}
      className={cx('rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6', className)}
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {taka ? m.rateTitleUsd : m.rateTitle}
      </h2>
      <p className="mt-1 max-w-prose text-sm text-slate-600">
        {taka ? m.rateIntroTaka : m.rateIntro}
      </p>

      <div className="mt-4">
        {rate.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            {m.rateLoading}
          </p>
        ) : rate.isError ? (
          <QueryError
            message={m.rateLoadFailed}
            onRetry={() => void rate.refetch()}
            retrying={rate.isFetching}
          />
        ) : (
          <p className="font-semibold text-slate-900 tabular-nums">{describeRate(rate.data)}</p>
        )}
      </div>

      <form
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => void onSubmit(event)}
        className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start"
      >
        <TextField
          className="sm:w-72"
          label={m.rateField}
          inputMode="decimal"
          autoComplete="off"
          hint={m.rateHint}
          error={errors.takaPerDollar?.message}
          {...register('takaPerDollar', {
            setValueAs: (value: unknown) =>
              typeof value === 'string' ? latinDigits(value) : value,
          })}
        />
        <SubmitButton busy={isSubmitting} className="sm:mt-7">
          {m.rateSave}
        </SubmitButton>
      </form>
      {outcome && <StatusAlert className="mt-4" tone={outcome.tone} message={outcome.message} />}
    </section>
  )
}
