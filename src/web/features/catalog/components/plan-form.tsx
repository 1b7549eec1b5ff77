/**
 * The tour plan form of Add Plan and of editing a plan: every spec field (section 3, Place),
 * validated field by field with the same placeInputSchema the server uses, errors shown as the
 * admin leaves a field or submits. A Division select fills the division id and name together;
 * both stay visible as the spec's fields. The plan's name and description in Bangla are optional
 * (Bangla pages show the English without them). A valid image address gets a live preview, and the
 * plan is not saved while its image cannot be loaded (checked again on submit); instead of an
 * address, the admin can upload pictures (plan-pictures.tsx), ordered, each with its alt texts:
 * the first one's address fills the field and the list is saved as the plan's `images`. Then
 * its itinerary and lists (plan-content-fieldset.tsx) and its pickup and meeting points
 * (plan-pickup-fieldset.tsx), sent whole as its `content`, and the
 * plan's booking terms (plan-terms-fieldset.tsx): deposit, balance days, cancellation tiers;
 * an edit saves only the terms the admin changed. Server answers naming a field ('Invalid body
 * field "placeId": …', or a tier's '/cancellationPolicy/1/refundPercent') land under that field.
 */
import { ImageOff } from 'lucide-react'
import { useEffect, useId, useState, type ReactNode } from 'react'
import { useForm, useWatch, type Control } from 'react-hook-form'
import {
  placeInputSchema,
  type Place,
  type PlaceValues,
  type PlanValues,
  type TourTerms,
} from '#shared/contracts/catalog.ts'
import { messages } from '#shared/messages.ts'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { SubmitButton } from '#web/components/submit-button.tsx'
import { TextField } from '#web/components/text-field.tsx'
import { TextareaField } from '#web/components/textarea-field.tsx'
import { useDivisions } from '#web/features/catalog/api/get-divisions.ts'
import { useSiteCurrency } from '#web/lib/currency.ts'
import { errorMessage } from '#web/lib/error-message.ts'
import { fieldErrorsOf } from '#web/lib/field-error.ts'
import {
  EMPTY_PLAN,
  formFieldOf,
  planResolver,
  planToForm,
  savedToForm,
  termsOf,
  withoutUnchangedTerms,
  type FormErrorName,
  type PlanFormValues,
} from './plan-form-values.ts'
import { PlanPictures, picturesOf, type PictureItem } from './plan-pictures.tsx'
import {
  checkDraft,
  contentToDraft,
  focusContentBox,
  PlanContentFieldset,
  type ContentErrors,
} from './plan-content-fieldset.tsx'
import {
  checkPricingDraft,
  focusPricingBox,
  PlanPricingFieldset,
  pricingBoxOf,
  pricingToDraft,
  type PricingErrors,
} from './plan-pricing-fieldset.tsx'
import { PlanTermsFieldset } from './plan-terms-fieldset.tsx'
import { PlanPickupFieldset } from './plan-pickup-fieldset.tsx'

type Field = Exclude<keyof PlanFormValues, 'policy' | 'tiers'>

const imageLoadError = () => messages.planForm.imageLoadError
const imageHttpError = () => messages.planForm.imageHttpError

/** Whether a browser can draw the image at `url` (a broken link, a 404, a page: no). */
function imageLoads(url: string, timeoutMs = 15_000): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image()
    const done = (loaded: boolean) => {
      clearTimeout(timer)
      image.onload = image.onerror = null
      resolve(loaded)
    }
    const timer = setTimeout(() => done(false), timeoutMs)
    image.onload = () => done(image.naturalWidth > 0)
    image.onerror = () => done(false)
    image.src = url
  })
}

/** Why the plan cannot be saved with this image, or null when it loads. */
async function imageProblem(url: string): Promise<string | null> {
  // The site's content security policy loads images from itself and https only.
  if (url.startsWith('http:')) return imageHttpError()
  return (await imageLoads(url)) ? null : imageLoadError()
}

interface PlanFormProps {
  /** The plan being edited, as its admin wrote it (both languages); absent when adding. */
  place?: PlanValues
  /** The edited plan's booking terms as they are now (GET /places/:id/terms). */
  terms?: TourTerms
  submitLabel: string
  save: (values: PlaceValues) => Promise<Place>
  /** The green line after a save. */
  savedMessage: (place: Place) => string
  /** Shown under the green line, e.g. a link to the tour's page. */
  savedExtra?: (place: Place) => ReactNode
}

export function PlanForm({
  place,
  terms,
  submitLabel,
  save,
  savedMessage,
  savedExtra,
}: PlanFormProps) {
  const banglaHintId = useId()
  // Prices are in the site's pricing currency: dollars with cents, or whole taka.
  const taka = useSiteCurrency() === 'bdt'
  const [saved, setSaved] = useState<Place | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const [uploading, setUploading] = useState(false)
  const [pictures, setPictures] = useState<PictureItem[]>(() => picturesOf(place?.gallery))
  const [content, setContent] = useState(() => contentToDraft(place?.content))
  const [contentErrors, setContentErrors] = useState<ContentErrors>({})
  const [pricing, setPricing] = useState(() => pricingToDraft(place?.pricing))
  const [pricingErrors, setPricingErrors] = useState<PricingErrors>({})
  // The resolver is kinder to blank rows until the admin first tries to save.
  const [check] = useState(() => {
    let submitted = false
    return {
      resolver: planResolver({ submitted: () => submitted }),
      submitting: () => {
        submitted = true
      },
    }
  })
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    setFocus,
    setValue,
    getValues,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<PlanFormValues, unknown, PlaceValues>({
    resolver: check.resolver,
    mode: 'onTouched',
    defaultValues: place ? planToForm(place, terms) : EMPTY_PLAN,
  })
  // The plan's terms as stored: an edit saves only the terms that differ from them.
  const [storedTerms, setStoredTerms] = useState(() =>
    place ? termsOf(planToForm(place, terms)) : undefined,
  )

  /** Puts a refusal's field errors under their boxes; false when it names none of them. */
  function showServerErrors(error: unknown): boolean {
    const fields = fieldErrorsOf(error)
    // The itinerary's and lists' boxes are the content fieldset's own.
    const inContent = fields.flatMap(({ field, message }) =>
      field.startsWith('content.') ? [[field.slice('content.'.length), message] as const] : [],
    )
    setContentErrors(Object.fromEntries(inContent))
    // So are the prices' and extras'.
    const inPricing = fields.flatMap(({ field, message }) =>
      field.startsWith('pricing.')
        ? [[pricingBoxOf(pricing, field.slice('pricing.'.length)), message] as const]
        : [],
    )
    setPricingErrors(Object.fromEntries(inPricing))
    const named = fields.flatMap(({ field, message }) => {
      const name = formFieldOf(field)
      return name ? [{ name, message }] : []
    })
    for (const { name, message } of named) setError(name, { type: 'server', message })
    const first = named[0]?.name
    if (first !== undefined) focusField(first)
    else if (inContent[0]) requestAnimationFrame(() => focusContentBox(inContent[0]![0]))
    else if (inPricing[0]) requestAnimationFrame(() => focusPricingBox(inPricing[0]![0]))
    return named.length + inContent.length + inPricing.length > 0
  }

  function focusField(name: FormErrorName) {
    // The policy as a whole: its first box.
    if (name.startsWith('root.')) setFocus('tiers.0.daysBefore')
    else setFocus(name as Exclude<FormErrorName, `root.${string}`>)
  }

  const onSubmit = handleSubmit(
    async (values) => {
      setFormError(null)
      setSaved(null)
      if (uploading) {
        setFormError(messages.planForm.waitForUpload)
        return
      }
      // Never a plan whose picture visitors would see broken.
      const problem = await imageProblem(values.image)
      if (problem) {
        setError('image', { type: 'load', message: problem })
        setFocus('image')
        return
      }
      const checked = checkDraft(content, values.duration)
      setContentErrors('errors' in checked ? checked.errors : {})
      if ('errors' in checked) {
        requestAnimationFrame(() => focusContentBox(Object.keys(checked.errors)[0]!))
        return
      }
      const prices = checkPricingDraft(pricing)
      setPricingErrors('errors' in prices ? prices.errors : {})
      if ('errors' in prices) {
        requestAnimationFrame(() => focusPricingBox(Object.keys(prices.errors)[0]!))
        return
      }
      try {
        const withPictures: PlaceValues = {
          ...values,
          images: pictures.map(({ url, alt, altBn }) => ({ url, alt, altBn })),
          content: checked.content,
          pricing: prices.pricing,
        }
        const result = await save(
          storedTerms ? withoutUnchangedTerms(withPictures, storedTerms) : withPictures,
        )
        // Adding starts a blank form (spec: a 200 resets it); editing keeps the saved values.
        if (place) {
          const typed = savedToForm(values, getValues())
          reset(typed)
          setStoredTerms(termsOf(typed))
        } else {
          reset(EMPTY_PLAN)
          setPictures([])
          setContent(contentToDraft(undefined))
          setPricing(pricingToDraft(undefined))
        }
        setSaved(result)
      } catch (error) {
        if (!showServerErrors(error)) {
          setFormError(errorMessage(error, messages.planForm.saveFailed))
        }
      }
    },
    (invalid) => {
      setSaved(null)
      // The itinerary's problems are said at once too, under their boxes.
      const checked = checkDraft(content, Number(getValues('duration')))
      setContentErrors('errors' in checked ? checked.errors : {})
      const prices = checkPricingDraft(pricing)
      setPricingErrors('errors' in prices ? prices.errors : {})
      // Other fields need fixing first; say now too if the image is one of them.
      const url = String(getValues('image')).trim()
      if (invalid.image || !url) return
      void imageProblem(url).then((problem) => {
        if (problem && String(getValues('image')).trim() === url) {
          setError('image', { type: 'load', message: problem })
        }
      })
    },
  )

  const text = (name: Field) => ({ ...register(name), error: errors[name]?.message })
  const number = (name: Field, inputMode: 'numeric' | 'decimal' = 'numeric') => ({
    ...text(name),
    inputMode,
    autoComplete: 'off',
  })

  return (
    <form
      noValidate
      onSubmit={(event) => {
        check.submitting()
        void onSubmit(event)
      }}
      className="max-w-3xl"
    >
      <p className="text-sm text-slate-600">{messages.planForm.allRequired}</p>

      <fieldset className="mt-6">
        <legend className="sr-only">{messages.planForm.place}</legend>
        <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
          <TextField
            label={messages.planForm.placeIdLabel}
            hint={messages.planForm.placeIdHint}
            {...number('placeId')}
          />
          <TextField
            label={messages.planForm.placeName}
            autoComplete="off"
            {...text('placeName')}
          />
          <TextareaField
            className="sm:col-span-2"
            label={messages.planForm.description}
            rows={5}
            {...text('description')}
          />
          <TextField
            label={messages.tourPlans.price}
            hint={taka ? messages.planForm.priceHintTaka : messages.planForm.priceHint}
            {...number('price', taka ? 'numeric' : 'decimal')}
          />
          <TextField
            label={messages.planForm.reviewCount}
            hint={messages.planForm.reviewCountHint}
            {...number('review')}
          />
          <TextField label={messages.planForm.duration} {...number('duration')} />
          <TextField
            label={messages.planForm.rating}
            hint={messages.planForm.ratingHint}
            {...number('rating', 'decimal')}
          />
        </div>
      </fieldset>

      {/* Optional: Bangla pages show the English where these are empty. */}
      <fieldset
        aria-describedby={banglaHintId}
        className="mt-8 min-w-0 border-t border-slate-200 pt-6 [&>legend]:float-left [&>legend]:mb-2 [&>legend]:w-full [&>legend+*]:clear-both"
      >
        <legend className="text-lg font-bold text-slate-900">{messages.planBangla.legend}</legend>
        <p id={banglaHintId} className="mb-4 text-sm text-slate-600">
          {messages.planBangla.hint}
        </p>
        <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
          <TextField
            label={messages.planBangla.placeName}
            lang="bn"
            autoComplete="off"
            {...text('placeNameBn')}
          />
          <TextareaField
            className="sm:col-span-2"
            label={messages.planBangla.description}
            lang="bn"
            rows={5}
            {...text('descriptionBn')}
          />
        </div>
      </fieldset>

      <fieldset className="mt-8 min-w-0 border-t border-slate-200 pt-6 [&>legend]:float-left [&>legend]:mb-4 [&>legend]:w-full [&>legend+*]:clear-both">
        <legend className="text-lg font-bold text-slate-900">{messages.planForm.division}</legend>
        <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
          <DivisionSelect control={control} setValue={setValue} />
          <TextField label={messages.planForm.divisionId} {...number('parentID')} />
          <TextField
            label={messages.planForm.divisionName}
            autoComplete="off"
            {...text('divisionName')}
          />
        </div>
      </fieldset>

      <fieldset className="mt-8 min-w-0 border-t border-slate-200 pt-6 [&>legend]:float-left [&>legend]:mb-4 [&>legend]:w-full [&>legend+*]:clear-both">
        <legend className="text-lg font-bold text-slate-900">{messages.gallery.legend}</legend>
        <TextField
          label={messages.planForm.imageUrl}
          type="url"
          inputMode="url"
          autoComplete="off"
          // The first picture is the plan's: the box shows its address.
          readOnly={pictures.length > 0}
          hint={pictures.length > 0 ? messages.gallery.fromGallery : messages.planForm.imageUrlHint}
          {...text('image')}
        />
        <PlanPictures
          pictures={pictures}
          onUploading={setUploading}
          onChange={(next) => {
            setPictures(next)
            const first = next[0]
            if (first && first.url !== getValues('image')) {
              setValue('image', first.url, {
                shouldValidate: true,
                shouldDirty: true,
                shouldTouch: true,
              })
            }
          }}
        />
        <ImagePreview
          control={control}
          onFailed={(url) => {
            // Only if the field still holds that address (the admin may have typed on).
            if (String(getValues('image')).trim() === url) {
              setError('image', { type: 'load', message: imageLoadError() })
            }
          }}
        />
      </fieldset>

      <PlanContentFieldset
        className="mt-8 border-t border-slate-200 pt-6"
        draft={content}
        errors={contentErrors}
        onChange={(next) => {
          setContent(next)
          setContentErrors({})
        }}
      />

      <PlanPickupFieldset
        className="mt-8 border-t border-slate-200 pt-6"
        points={content.pickupPoints}
        errors={contentErrors}
        onChange={(pickupPoints) => {
          setContent((draft) => ({ ...draft, pickupPoints }))
          setContentErrors({})
        }}
      />

      <div className="mt-8 border-t border-slate-200 pt-6">
        <PlanPricingFieldset
          draft={pricing}
          errors={pricingErrors}
          currencyHint={taka ? messages.planForm.priceHintTaka : messages.planForm.priceHint}
          onChange={(next) => {
            setPricing(next)
            setPricingErrors({})
          }}
        />
      </div>

      <PlanTermsFieldset
        className="mt-8"
        control={control}
        register={register}
        clearErrors={clearErrors}
        errors={errors}
      />

      <div className="mt-8 space-y-4">
        {errors.root?.form?.message && (
          <StatusAlert tone="error" message={errors.root.form.message} />
        )}
        {formError && <StatusAlert tone="error" message={formError} />}
        {saved && (
          <div className="space-y-2">
            <StatusAlert tone="success" message={savedMessage(saved)} />
            {savedExtra?.(saved)}
          </div>
        )}
        <SubmitButton busy={isSubmitting}>{submitLabel}</SubmitButton>
      </div>
    </form>
  )
}

type SetValue = ReturnType<typeof useForm<PlanFormValues, unknown, PlaceValues>>['setValue']

/** Picks a division and fills both spec fields; shows the pair's division when they match one. */
function DivisionSelect({
  control,
  setValue,
}: {
  control: Control<PlanFormValues, unknown, PlaceValues>
  setValue: SetValue
}) {
  const id = useId()
  const divisions = useDivisions()
  const [parentID, divisionName] = useWatch({ control, name: ['parentID', 'divisionName'] })
  // The plan's divisionName is the division's English name, whatever the page's language.
  const current = divisions.data?.find(
    (d) =>
      String(d.id) === String(parentID ?? '').trim() &&
      d.divisionNameEn.toLowerCase() ===
        String(divisionName ?? '')
          .trim()
          .toLowerCase(),
  )

  function choose(value: string) {
    const division = divisions.data?.find((d) => String(d.id) === value)
    if (!division) return
    const options = { shouldValidate: true, shouldDirty: true, shouldTouch: true }
    setValue('parentID', String(division.id), options)
    setValue('divisionName', division.divisionNameEn, options)
  }

  const hint = divisions.isError
    ? messages.planForm.divisionsFailed
    : messages.planForm.divisionHint
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="block font-semibold text-slate-800">
        {messages.planForm.chooseDivision}
      </label>
      <select
        id={id}
        value={current ? String(current.id) : ''}
        onChange={(event) => choose(event.target.value)}
        disabled={!divisions.isSuccess}
        aria-describedby={`${id}-hint`}
        className="mt-2 block w-full rounded-xl border-0 bg-white px-4 py-3 text-slate-900 shadow-sm ring-1 ring-slate-300 focus:ring-2 focus:ring-emerald-700 focus:outline-none disabled:bg-slate-50 disabled:text-slate-500 sm:max-w-sm"
      >
        <option value="">
          {divisions.isPending ? messages.planForm.loadingDivisions : messages.planForm.choose}
        </option>
        {divisions.data?.map((d) => (
          <option key={d._id} value={String(d.id)}>
            {messages.planForm.divisionOption({ name: d.divisionName, id: d.id })}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="mt-2 text-sm text-slate-600">
        {hint}
      </p>
    </div>
  )
}

/** Waits until typing pauses, so a half-typed address is not fetched as an image. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}

function ImagePreview({
  control,
  onFailed,
}: {
  control: Control<PlanFormValues, unknown, PlaceValues>
  onFailed: (url: string) => void
}) {
  const typed = String(useWatch({ control, name: 'image' }) ?? '').trim()
  const url = useSettled(typed, 400)
  const [failed, setFailed] = useState<string | null>(null)
  const valid = url !== '' && placeInputSchema.shape.image.safeParse(url).success

  if (!valid) return null
  // The site's content security policy loads images from itself and https only.
  if (url.startsWith('http:')) {
    return <p className="mt-3 text-sm text-slate-600">{imageHttpError()}</p>
  }
  return (
    <figure className="mt-4">
      {failed === url ? (
        <div className="flex aspect-video w-full max-w-sm flex-col items-center justify-center gap-2 rounded-xl bg-slate-100 p-4 text-center text-sm text-slate-600 ring-1 ring-slate-200">
          <ImageOff aria-hidden="true" className="size-6" />
          {messages.planForm.previewFailed}
        </div>
      ) : (
        <img
          key={url}
          src={url}
          alt={messages.planForm.previewAlt}
          onError={() => {
            setFailed(url)
            onFailed(url)
          }}
          className="aspect-video w-full max-w-sm rounded-xl bg-slate-100 object-cover ring-1 ring-slate-200"
        />
      )}
      <figcaption className="mt-2 text-sm text-slate-600">{messages.planForm.preview}</figcaption>
    </figure>
  )
}
