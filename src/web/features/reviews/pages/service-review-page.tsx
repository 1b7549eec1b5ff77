/**
 * /Dashboard/ServiceReview: the review form (spec section 2): a required textarea and a rating
 * from 1 to 5 as a group of radio buttons styled as buttons, so arrow keys move between them as
 * in any radio group. No star is chosen at first (the spec's default of 1 sent a rating nobody
 * chose): sending without one says the rating is required under the stars, which it describes.
 * The stars' numbers are written in the page's digits (১–৫ in Bangla). Success shows 'Your Review
 * Submitted' in green and clears the text; a refusal (one review a day: 409) or a failure shows
 * in red.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { CircleAlert, Star } from 'lucide-react'
import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { reviewInputSchema, type ReviewInput } from '#shared/contracts/catalog.ts'
import { formatCount, messages } from '#shared/messages.ts'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { SubmitButton } from '#web/components/submit-button.tsx'
import { TextareaField } from '#web/components/textarea-field.tsx'
import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx'
import { cx } from '#web/lib/cx.ts'
import { errorMessage } from '#web/lib/error-message.ts'
import { fieldErrorOf } from '#web/lib/field-error.ts'
import { useCreateReview } from '../api/create-review.ts'

type ReviewValues = z.output<typeof reviewInputSchema>

const RATINGS = [1, 2, 3, 4, 5] as const
const ratingWords = () => messages.review.ratingWords

export function ServiceReviewPage() {
  return (
    <DashboardPage title={messages.dashboard.review} intro={messages.review.intro}>
      <ReviewForm />
    </DashboardPage>
  )
}

function ReviewForm() {
  const createReview = useCreateReview()
  const [outcome, setOutcome] = useState<{ message: string; ok: boolean } | null>(null)
  const ratingErrorId = useId()
  const {
    register,
    handleSubmit,
    control,
    resetField,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReviewInput, unknown, ReviewValues>({
    resolver: zodResolver(reviewInputSchema),
    mode: 'onTouched',
    defaultValues: { description: '' },
  })
  // No star yet: 0 (an unchecked group reads as null, an untouched one as undefined).
  const rating = Number(useWatch({ control, name: 'rating' }) ?? 0)
  const ratingError = errors.rating?.message

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null)
    try {
      await createReview.mutateAsync({ description: values.description, rating: values.rating })
      // The spec clears the text; the rating stays as chosen.
      resetField('description', { defaultValue: '' })
      setOutcome({ ok: true, message: messages.review.submitted })
    } catch (error) {
      const fieldError = fieldErrorOf(error)
      if (fieldError?.field === 'description') {
        setError('description', { type: 'server', message: fieldError.message })
        return
      }
      setOutcome({
        ok: false,
        message: errorMessage(error, messages.review.failed),
      })
    }
  })

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="max-w-2xl rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <TextareaField
        label={messages.review.label}
        required
        rows={6}
        maxLength={2000}
        placeholder={messages.review.placeholder}
        error={errors.description?.message}
        {...register('description', { onChange: () => setOutcome(null) })}
      />

      <fieldset className="mt-6">
        <legend className="font-semibold text-slate-800">{messages.planForm.rating}</legend>
        <div className="mt-2 flex flex-wrap items-center gap-1.5 sm:gap-2">
          {RATINGS.map((value) => (
            <label key={value} className="relative cursor-pointer">
              <input
                type="radio"
                value={String(value)}
                className="peer sr-only"
                aria-describedby={ratingError ? ratingErrorId : undefined}
                {...register('rating', { onChange: () => setOutcome(null) })}
              />
              <span
                className={cx(
                  'inline-flex h-12 min-w-12 items-center justify-center gap-1.5 rounded-xl px-3 font-bold sm:px-4 ring-1 transition peer-focus-visible:outline-3 peer-focus-visible:outline-offset-3 peer-focus-visible:outline-emerald-700',
                  value === rating
                    ? 'bg-amber-400 text-slate-900 ring-amber-500'
                    : 'bg-white text-slate-700 ring-slate-300 hover:bg-amber-50',
                )}
              >
                <Star
                  aria-hidden="true"
                  className={cx('size-4', value <= rating ? 'fill-current' : '')}
                />
                {formatCount(value)}
                <span className="sr-only">{messages.review.stars({ n: value })}</span>
              </span>
            </label>
          ))}
          <span
            aria-hidden="true"
            className="w-full text-sm font-medium text-slate-600 sm:ml-2 sm:w-auto"
          >
            {ratingWords()[rating] ?? ''}
          </span>
        </div>
        {ratingError && (
          <p
            id={ratingErrorId}
            className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-700"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {ratingError}
          </p>
        )}
      </fieldset>

      <div className="mt-8 space-y-4">
        {outcome && (
          <StatusAlert tone={outcome.ok ? 'success' : 'error'} message={outcome.message} />
        )}
        <SubmitButton busy={isSubmitting}>{messages.review.submit}</SubmitButton>
      </div>
    </form>
  )
}
