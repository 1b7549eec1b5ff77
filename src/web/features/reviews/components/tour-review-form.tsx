/**
 * The review form a traveller sees on the tour's page once their trip has happened: a rating
 * of 1 to 5 stars (native radio buttons drawn as stars, so Tab reaches the group and the arrow
 * keys choose, as in any radio group; none is chosen at first) and the text. It checks with the
 * schema the server uses; a refusal naming a field lands under that field, any other above the
 * button, which is busy while posting.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { CircleAlert, Star } from 'lucide-react'
import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import {
  TOUR_REVIEW_TEXT_MAX,
  tourReviewInputSchema,
  type TourReview,
  type TourReviewInput,
  type TourReviewValues,
} from '#shared/contracts/tour-reviews.ts'
import { formatLongDate } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { SubmitButton } from '#web/components/submit-button.tsx'
import { TextareaField } from '#web/components/textarea-field.tsx'
import { cx } from '#web/lib/cx.ts'
import { errorMessage } from '#web/lib/error-message.ts'
import { showFieldErrors } from '#web/lib/field-error.ts'
import { useCreateTourReview } from '../api/create-tour-review.ts'

const t = messages.tourReviews
const RATINGS = [1, 2, 3, 4, 5] as const
const FIELDS = ['rating', 'text'] as const

interface TourReviewFormProps {
  tourId: string
  /** The date of the trip that makes the visitor a traveller (the form names it). */
  travelledOn: string | null
  titleId: string
  onPosted: (review: TourReview) => void
}

export function TourReviewForm({ tourId, travelledOn, titleId, onPosted }: TourReviewFormProps) {
  const createReview = useCreateTourReview(tourId)
  const [failure, setFailure] = useState<string | null>(null)
  const ratingErrorId = useId()
  const {
    register,
    handleSubmit,
    control,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<TourReviewInput, unknown, TourReviewValues>({
    resolver: zodResolver(tourReviewInputSchema),
    mode: 'onTouched',
    defaultValues: { text: '' },
  })
  const chosen = Number(useWatch({ control, name: 'rating' }) ?? 0)

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      onPosted(await createReview.mutateAsync(values))
    } catch (error) {
      if (showFieldErrors(error, { fields: FIELDS, setError, setFocus })) return
      setFailure(errorMessage(error, t.failed))
    }
  })

  const ratingError = errors.rating?.message
  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => void onSubmit(event)}
      className="rounded-2xl bg-emerald-50/60 p-5 ring-1 ring-emerald-200 sm:p-7"
    >
      <h3 id={titleId} tabIndex={-1} className="text-lg font-bold text-slate-900 outline-none">
        {t.formTitle}
      </h3>
      {travelledOn && (
        <p className="mt-1 max-w-prose text-slate-700">
          {t.formIntro({ date: formatLongDate(travelledOn) })}
        </p>
      )}

      <fieldset className="mt-5">
        <legend className="font-semibold text-slate-800">{t.ratingLegend}</legend>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
          <div className="flex items-center">
            {RATINGS.map((value) => (
              <label key={value} className="cursor-pointer">
                <input
                  type="radio"
                  value={String(value)}
                  className="peer sr-only"
                  aria-describedby={ratingError ? ratingErrorId : undefined}
                  {...register('rating', { onChange: () => setFailure(null) })}
                />
                <span className="grid size-11 place-items-center rounded-lg transition peer-focus-visible:outline-3 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-emerald-700 hover:bg-amber-100">
                  <Star
                    aria-hidden="true"
                    strokeWidth={1.5}
                    className={cx(
                      'size-8',
                      value <= chosen ? 'fill-amber-400 text-amber-600' : 'text-slate-500',
                    )}
                  />
                </span>
                <span className="sr-only">{t.starLabel({ n: value })}</span>
              </label>
            ))}
          </div>
          <span aria-hidden="true" className="text-sm font-semibold text-slate-700">
            {t.ratingWords[chosen] ?? ''}
          </span>
        </div>
        {ratingError && (
          <p
            id={ratingErrorId}
            className="mt-1 flex items-start gap-1.5 text-sm font-medium text-red-700"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {ratingError}
          </p>
        )}
      </fieldset>

      <TextareaField
        className="mt-5"
        label={t.textLabel}
        hint={t.textHint({ max: TOUR_REVIEW_TEXT_MAX })}
        required
        rows={5}
        maxLength={TOUR_REVIEW_TEXT_MAX}
        placeholder={t.textPlaceholder}
        error={errors.text?.message}
        {...register('text', { onChange: () => setFailure(null) })}
      />

      <div className="mt-6 space-y-4">
        {failure && <StatusAlert tone="error" message={failure} />}
        <SubmitButton busy={isSubmitting}>{t.submit}</SubmitButton>
      </div>
    </form>
  )
}
