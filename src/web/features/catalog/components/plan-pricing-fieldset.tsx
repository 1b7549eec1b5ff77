/**
 * The plan form's prices beside the adult's and its extras (issue 32 items 4 and 5; decision
 * 046): a box to offer each category (children and infants with their ages, SAARC and foreign
 * nationals), its price and whether it takes a seat; and the extras, each a row with its names,
 * price, whether it is charged a booking or a traveller, and the stock a date has. The boxes hold
 * text; the server's own schema (tourPricingInputSchema) checks them before saving, so the form
 * and the API say the same, and each message shows under its box. Last, what a booking must
 * tell of its travellers (names; for permits nationality and a document) and how many days
 * before the departure (issue 32 item 6).
 */
import { Trash2 } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import {
  extraCategoryKinds,
  extraUnits,
  TOUR_EXTRAS_MAX,
  tourPricingInputSchema,
  travellerDetailsKinds,
  type TravellerDetailsKind,
  type ExtraCategoryKind,
  type ExtraUnit,
  type TourPricingForm,
  type TourPricingInput,
} from '#shared/contracts/tour-pricing.ts'
import { messages } from '#shared/messages.ts'
import { Button, IconButton } from '#web/components/button.tsx'
import { TextField } from '#web/components/text-field.tsx'

const p = () => messages.tourPricing

interface CategoryDraft {
  offered: boolean
  price: string
  minAge: string
  maxAge: string
  seat: boolean
}

interface ExtraDraft {
  key: string
  /** A saved extra's id (bookings name it); none for a new one. */
  id?: string
  name: string
  nameBn: string
  price: string
  per: ExtraUnit
  stock: string
}

export interface PricingDraft {
  categories: Record<ExtraCategoryKind, CategoryDraft>
  extras: ExtraDraft[]
  travellerDetails: TravellerDetailsKind
  detailsDueDays: string
  /** The private-group price as typed (decision 053); empty: not offered. */
  privatePrice: string
}

/** A message a box shows, by its path in the draft (`categories.child.price`, `extras.0.name`). */
export type PricingErrors = Record<string, string>

type CheckedPricing = ReturnType<typeof tourPricingInputSchema.parse>

let nextKey = 0
const newKey = () => `extra-${nextKey++}`
const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n))

export function pricingToDraft(pricing: TourPricingForm | undefined): PricingDraft {
  const categories = Object.fromEntries(
    extraCategoryKinds.map((kind) => {
      const saved = pricing?.categories.find((c) => c.kind === kind)
      return [
        kind,
        {
          offered: saved !== undefined,
          price: text(saved?.price),
          minAge: text(saved?.minAge),
          maxAge: text(saved?.maxAge),
          seat: saved?.seat ?? kind !== 'infant',
        },
      ]
    }),
  ) as PricingDraft['categories']
  return {
    categories,
    extras: (pricing?.extras ?? []).map((extra) => ({
      key: newKey(),
      id: extra.id,
      name: extra.name,
      nameBn: extra.nameBn ?? '',
      price: String(extra.price),
      per: extra.per,
      stock: text(extra.stock),
    })),
    travellerDetails: pricing?.travellerDetails ?? 'none',
    detailsDueDays: String(pricing?.detailsDueDays ?? 2),
    privatePrice: text(pricing?.privatePrice),
  }
}

/** A box's number: empty is none (null); anything else as typed, for the schema to judge. */
const numberOrNull = (box: string) => (box.trim() === '' ? null : Number(box.trim()))
const offeredKinds = (draft: PricingDraft) =>
  extraCategoryKinds.filter((kind) => draft.categories[kind].offered)

function draftToInput(draft: PricingDraft): TourPricingInput {
  return {
    categories: offeredKinds(draft).map((kind) => {
      const category = draft.categories[kind]
      return {
        kind,
        price: numberOrNull(category.price) ?? Number.NaN,
        minAge: numberOrNull(category.minAge),
        maxAge: numberOrNull(category.maxAge),
        seat: category.seat,
      }
    }),
    extras: draft.extras.map((extra) => ({
      ...(extra.id && { id: extra.id }),
      name: extra.name,
      nameBn: extra.nameBn,
      price: numberOrNull(extra.price) ?? Number.NaN,
      per: extra.per,
      stock: numberOrNull(extra.stock),
    })),
    travellerDetails: draft.travellerDetails,
    detailsDueDays: numberOrNull(draft.detailsDueDays) ?? Number.NaN,
    privatePrice: numberOrNull(draft.privatePrice),
  }
}

/**
 * A path of the API's (`categories.1.price`, as sent) as the draft's box (`categories.infant.price`):
 * the categories are sent in their fixed order, the offered ones only.
 */
export function pricingBoxOf(draft: PricingDraft, path: string): string {
  const [head, index, ...rest] = path.split('.')
  if (head !== 'categories' || index === undefined) return path
  const kind = offeredKinds(draft)[Number(index)]
  return kind ? ['categories', kind, ...rest].join('.') : path
}

export function checkPricingDraft(
  draft: PricingDraft,
): { pricing: CheckedPricing } | { errors: PricingErrors } {
  const parsed = tourPricingInputSchema.safeParse(draftToInput(draft))
  if (parsed.success) return { pricing: parsed.data }
  const errors: PricingErrors = {}
  for (const issue of parsed.error.issues) {
    errors[pricingBoxOf(draft, issue.path.join('.'))] ??= issue.message
  }
  return { errors }
}

/** Focuses the box a draft path names. */
export function focusPricingBox(path: string) {
  document.querySelector<HTMLElement>(`[data-pricing="${CSS.escape(path)}"]`)?.focus()
}

export function PlanPricingFieldset({
  draft,
  onChange,
  errors,
  currencyHint,
}: {
  draft: PricingDraft
  onChange: (draft: PricingDraft) => void
  errors: PricingErrors
  /** What prices are typed in (the plan's price's hint: dollars and cents, or whole taka). */
  currencyHint: string
}) {
  const id = useId()
  const list = useRef<HTMLOListElement>(null)
  const [announcement, setAnnouncement] = useState('')
  const box = (path: string) => ({ 'data-pricing': path, error: errors[path] })
  const setCategory = (kind: ExtraCategoryKind, values: Partial<CategoryDraft>) =>
    onChange({
      ...draft,
      categories: { ...draft.categories, [kind]: { ...draft.categories[kind], ...values } },
    })
  const setExtra = (index: number, values: Partial<ExtraDraft>) =>
    onChange({
      ...draft,
      extras: draft.extras.map((extra, i) => (i === index ? { ...extra, ...values } : extra)),
    })

  function addExtra() {
    const extra: ExtraDraft = {
      key: newKey(),
      name: '',
      nameBn: '',
      price: '',
      per: 'booking',
      stock: '',
    }
    onChange({ ...draft, extras: [...draft.extras, extra] })
    setAnnouncement(p().extraAdded({ n: draft.extras.length + 1 }))
    requestAnimationFrame(() =>
      list.current?.querySelector<HTMLInputElement>(`[data-extra="${extra.key}"] input`)?.focus(),
    )
  }

  function removeExtra(index: number) {
    const next = draft.extras.filter((_, i) => i !== index)
    onChange({ ...draft, extras: next })
    setAnnouncement(p().extraRemoved({ n: index + 1 }))
    const neighbour = next[Math.min(index, next.length - 1)]
    requestAnimationFrame(() =>
      (neighbour
        ? list.current?.querySelector<HTMLElement>(
            `[data-extra="${neighbour.key}"] [data-action="remove"]`,
          )
        : document.getElementById(`${id}-add-extra`)
      )?.focus(),
    )
  }

  return (
    <div className="space-y-8">
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">{p().formLegend}</legend>
        <p className="text-sm text-slate-600">{p().formHint}</p>
        <ul className="space-y-3">
          {extraCategoryKinds.map((kind) => {
            const category = draft.categories[kind]
            const aged = kind === 'child' || kind === 'infant'
            const label = p().kind({ kind })
            return (
              <li key={kind} className="rounded-xl p-4 ring-1 ring-slate-200">
                <label className="flex items-center gap-2 font-semibold text-slate-900">
                  <input
                    type="checkbox"
                    className="size-4 accent-emerald-700"
                    checked={category.offered}
                    data-pricing={`categories.${kind}.kind`}
                    onChange={(event) => setCategory(kind, { offered: event.target.checked })}
                  />
                  {p().offer({ kind: label })}
                </label>
                {errors[`categories.${kind}.kind`] && (
                  <p className="mt-1 text-sm font-medium text-red-700">
                    {errors[`categories.${kind}.kind`]}
                  </p>
                )}
                {category.offered && (
                  <div className="mt-3 grid gap-3 sm:grid-cols-3">
                    <TextField
                      label={p().priceLabel({ kind: label })}
                      hint={currencyHint}
                      inputMode="decimal"
                      autoComplete="off"
                      {...box(`categories.${kind}.price`)}
                      value={category.price}
                      onChange={(event) => setCategory(kind, { price: event.target.value })}
                    />
                    {aged && (
                      <>
                        <TextField
                          label={p().minAge}
                          inputMode="numeric"
                          autoComplete="off"
                          {...box(`categories.${kind}.minAge`)}
                          value={category.minAge}
                          onChange={(event) => setCategory(kind, { minAge: event.target.value })}
                        />
                        <TextField
                          label={p().maxAge}
                          inputMode="numeric"
                          autoComplete="off"
                          {...box(`categories.${kind}.maxAge`)}
                          value={category.maxAge}
                          onChange={(event) => setCategory(kind, { maxAge: event.target.value })}
                        />
                      </>
                    )}
                    <label className="flex items-center gap-2 text-sm text-slate-800 sm:col-span-3">
                      <input
                        type="checkbox"
                        className="size-4 accent-emerald-700"
                        checked={category.seat}
                        onChange={(event) => setCategory(kind, { seat: event.target.checked })}
                      />
                      {p().takesSeat}
                    </label>
                  </div>
                )}
              </li>
            )
          })}
        </ul>
        <TextField
          label={p().privateLabel}
          hint={`${p().privateHint} ${currencyHint}`}
          inputMode="decimal"
          autoComplete="off"
          {...box('privatePrice')}
          value={draft.privatePrice}
          onChange={(event) => onChange({ ...draft, privatePrice: event.target.value })}
        />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">{p().extrasFormLegend}</legend>
        <p className="text-sm text-slate-600">{p().extrasFormHint({ max: TOUR_EXTRAS_MAX })}</p>
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
        {errors.extras && (
          <p data-pricing="extras" tabIndex={-1} className="text-sm font-medium text-red-700">
            {errors.extras}
          </p>
        )}
        {draft.extras.length === 0 ? (
          <p className="text-sm text-slate-600">{p().noExtras}</p>
        ) : (
          <ol ref={list} className="space-y-4">
            {draft.extras.map((extra, index) => (
              <li
                key={extra.key}
                data-extra={extra.key}
                className="rounded-xl p-4 ring-1 ring-slate-200 sm:flex sm:gap-4"
              >
                <fieldset className="grid min-w-0 flex-1 gap-3 sm:grid-cols-2">
                  <legend className="mb-2 font-semibold text-slate-900">
                    {p().extraN({ n: index + 1 })}
                  </legend>
                  <TextField
                    label={p().extraName}
                    {...box(`extras.${index}.name`)}
                    value={extra.name}
                    onChange={(event) => setExtra(index, { name: event.target.value })}
                  />
                  <TextField
                    label={p().extraNameBn}
                    lang="bn"
                    {...box(`extras.${index}.nameBn`)}
                    value={extra.nameBn}
                    onChange={(event) => setExtra(index, { nameBn: event.target.value })}
                  />
                  <TextField
                    label={p().extraPrice}
                    hint={currencyHint}
                    inputMode="decimal"
                    autoComplete="off"
                    {...box(`extras.${index}.price`)}
                    value={extra.price}
                    onChange={(event) => setExtra(index, { price: event.target.value })}
                  />
                  <TextField
                    label={p().stock}
                    hint={p().stockHint}
                    inputMode="numeric"
                    autoComplete="off"
                    {...box(`extras.${index}.stock`)}
                    value={extra.stock}
                    onChange={(event) => setExtra(index, { stock: event.target.value })}
                  />
                  <fieldset className="sm:col-span-2">
                    <legend className="text-sm font-medium text-slate-800">{p().charged}</legend>
                    <div className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
                      {extraUnits.map((unit) => (
                        <label key={unit} className="flex items-center gap-2 text-slate-800">
                          <input
                            type="radio"
                            name={`${id}-per-${extra.key}`}
                            className="size-4 accent-emerald-700"
                            checked={extra.per === unit}
                            onChange={() => setExtra(index, { per: unit })}
                          />
                          {p().chargedPer({ per: unit })}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                </fieldset>
                <div className="mt-3 flex sm:mt-0 sm:flex-col">
                  <IconButton
                    label={p().removeExtra({ n: index + 1 })}
                    action="remove"
                    onClick={() => removeExtra(index)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </IconButton>
                </div>
              </li>
            ))}
          </ol>
        )}
        <Button
          id={`${id}-add-extra`}
          variant="outline"
          size="sm"
          disabled={draft.extras.length >= TOUR_EXTRAS_MAX}
          onClick={addExtra}
        >
          {p().addExtra}
        </Button>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">{p().detailsLegend}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-details`} className="block text-sm font-medium text-slate-800">
              {p().detailsLabel}
            </label>
            <select
              id={`${id}-details`}
              data-pricing="travellerDetails"
              className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
              value={draft.travellerDetails}
              onChange={(event) =>
                onChange({
                  ...draft,
                  travellerDetails: event.target.value as TravellerDetailsKind,
                })
              }
            >
              {travellerDetailsKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {p().detailsOption({ kind })}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label={p().dueDaysLabel}
            hint={p().dueDaysHint}
            inputMode="numeric"
            autoComplete="off"
            {...box('detailsDueDays')}
            value={draft.detailsDueDays}
            onChange={(event) => onChange({ ...draft, detailsDueDays: event.target.value })}
          />
        </div>
      </fieldset>
    </div>
  )
}
