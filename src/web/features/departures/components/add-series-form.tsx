/**
 * "Add a series": departures on chosen days of the week between two dates, every week or every
 * other week, checked with the same departureSeriesSchema the server uses. The days are a group
 * of checkboxes and the frequency a pair of radios, each a fieldset with its legend; the answer
 * says how many dates were added and which the tour already had.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { CircleAlert } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { Controller, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { departureSeriesSchema } from '#shared/contracts/departures.ts'
import { messages } from '#shared/messages.ts'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { SubmitButton } from '#web/components/submit-button.tsx'
import { TextField } from '#web/components/text-field.tsx'
import { cx } from '#web/lib/cx.ts'
import { errorMessage } from '#web/lib/error-message.ts'
import { showFieldErrors } from '#web/lib/field-error.ts'
import { useCreateDepartureSeries } from '../api/create-departure-series.ts'
import { formatShortDate } from '#shared/dhaka-date.ts'
import { toNumber, toPrice } from './number-input.ts'
import { SeatsAndPriceFields } from './seats-and-price-fields.tsx'

const t = messages.departuresAdmin
const FIELDS = ['from', 'to', 'weekdays', 'everyWeeks', 'capacity', 'price', 'startTime'] as const

type Input = z.input<typeof departureSeriesSchema>
type Values = z.output<typeof departureSeriesSchema>
const EMPTY: Partial<Input> = {
  from: '',
  to: '',
  weekdays: [],
  everyWeeks: 1,
  price: null,
  startTime: '',
}

interface Outcome {
  tone: 'success' | 'error'
  message: string
  skipped?: string
}

export function AddSeriesForm({ tourId, minDate }: { tourId: string; minDate: string }) {
  const create = useCreateDepartureSeries(tourId)
  const headingId = useId()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(departureSeriesSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  })

  const onSubmit = handleSubmit(
    async (values) => {
      setOutcome(null)
      try {
        const { created, skipped } = await create.mutateAsync(values)
        reset(EMPTY)
        setOutcome({
          tone: 'success',
          message: t.seriesAdded({ n: created.length }),
          skipped: skipped.length
            ? t.seriesSkipped({ dates: skipped.map(formatShortDate).join(', ') })
            : undefined,
        })
      } catch (error) {
        const shown = showFieldErrors(error, {
          fields: FIELDS,
          setError,
          setFocus,
          // A group has no one control to focus.
          focusable: (field) => field !== 'weekdays' && field !== 'everyWeeks',
        })
        if (!shown) setOutcome({ tone: 'error', message: errorMessage(error, t.addFailed) })
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
        {t.addSeries}
      </h2>
      <div className="mt-4 grid gap-x-4 gap-y-4 sm:grid-cols-2">
        <TextField
          label={t.from}
          type="date"
          min={minDate}
          {...register('from')}
          error={errors.from?.message}
        />
        <TextField
          label={t.to}
          type="date"
          min={minDate}
          {...register('to')}
          error={errors.to?.message}
        />
        <Controller
          control={control}
          name="weekdays"
          render={({ field, fieldState }) => (
            <ChoiceGroup
              className="sm:col-span-2"
              legend={t.weekdaysLegend}
              error={fieldState.error?.message}
            >
              {t.weekdays.map((day, index) => {
                const chosen = field.value ?? []
                return (
                  <Choice key={day} label={day}>
                    <input
                      type="checkbox"
                      name={field.name}
                      value={index}
                      checked={chosen.includes(index)}
                      onBlur={field.onBlur}
                      ref={index === 0 ? field.ref : undefined}
                      onChange={(event) =>
                        field.onChange(
                          event.currentTarget.checked
                            ? [...chosen, index].sort((a, b) => a - b)
                            : chosen.filter((d) => d !== index),
                        )
                      }
                      className="size-4 accent-emerald-700"
                    />
                  </Choice>
                )
              })}
            </ChoiceGroup>
          )}
        />
        <Controller
          control={control}
          name="everyWeeks"
          render={({ field, fieldState }) => (
            <ChoiceGroup
              className="sm:col-span-2"
              legend={t.everyLegend}
              error={fieldState.error?.message}
            >
              {(
                [
                  [1, t.everyWeek],
                  [2, t.everyOtherWeek],
                ] as const
              ).map(([weeks, label]) => (
                <Choice key={weeks} label={label}>
                  <input
                    type="radio"
                    name={field.name}
                    value={weeks}
                    checked={field.value === weeks}
                    onBlur={field.onBlur}
                    ref={weeks === 1 ? field.ref : undefined}
                    onChange={() => field.onChange(weeks)}
                    className="size-4 accent-emerald-700"
                  />
                </Choice>
              ))}
            </ChoiceGroup>
          )}
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
        {outcome && (
          <div className="space-y-2">
            <StatusAlert tone={outcome.tone} message={outcome.message} />
            {outcome.skipped && <StatusAlert tone="info" message={outcome.skipped} />}
          </div>
        )}
        <SubmitButton busy={isSubmitting}>{t.addSeriesSubmit}</SubmitButton>
      </div>
    </form>
  )
}

function ChoiceGroup({
  legend,
  error,
  className,
  children,
}: {
  legend: string
  error?: string
  className?: string
  children: ReactNode
}) {
  const errorId = useId()
  return (
    <fieldset className={cx('min-w-0', className)} aria-describedby={error ? errorId : undefined}>
      <legend className="font-semibold text-slate-800">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">{children}</div>
      {error && (
        <p id={errorId} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </fieldset>
  )
}

function Choice({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium text-slate-800 ring-1 ring-slate-300 has-checked:bg-emerald-50 has-checked:ring-emerald-700 has-focus-visible:ring-2 has-focus-visible:ring-emerald-700">
      {children}
      {label}
    </label>
  )
}
