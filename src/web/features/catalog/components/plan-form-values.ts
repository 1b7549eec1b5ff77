/**
 * The plan form's values and how they become the API's: every input holds text (an empty box is
 * "missing", not 0; an empty Bangla box is "none"), the booking terms add a policy choice (the company's default, or the plan's
 * own tiers, rows of two boxes). One resolver checks the whole form with the server's
 * placeInputSchema and puts each message under the box it is about, so the form and the API
 * can never disagree; a server refusal's field path maps to a box the same way.
 */
import { toNestErrors } from '@hookform/resolvers'
import type { FieldErrors, FieldPath, Resolver } from 'react-hook-form'
import {
  DEFAULT_CANCELLATION_POLICY,
  sortedTiers,
  type PolicyTier,
} from '#shared/cancellation-policy.ts'
import {
  placeInputSchema,
  type PlaceValues,
  type PlanValues,
  type TourTerms,
} from '#shared/contracts/catalog.ts'

export const PLACE_FIELDS = [
  'placeId',
  'placeName',
  'description',
  'price',
  'review',
  'duration',
  'rating',
  'parentID',
  'image',
  'divisionName',
] as const
type PlaceField = (typeof PLACE_FIELDS)[number]

/** The plan's optional Bangla texts: an empty box is none (the English shows instead). */
export const BANGLA_FIELDS = ['placeNameBn', 'descriptionBn'] as const
type BanglaField = (typeof BANGLA_FIELDS)[number]

/** A tier as typed: two boxes. */
export interface TierText {
  daysBefore: string
  refundPercent: string
}

export interface PlanFormValues extends Record<PlaceField | BanglaField, string> {
  /** Empty: no deposits. */
  depositPercent: string
  balanceDueDays: string
  policy: 'default' | 'own'
  tiers: TierText[]
}

/** What a new plan starts with when its balance days are not changed (the database's default). */
export const DEFAULT_BALANCE_DUE_DAYS = 14

const tierText = (tiers: readonly PolicyTier[]): TierText[] =>
  sortedTiers(tiers).map((tier) => ({
    daysBefore: String(tier.daysBefore),
    refundPercent: String(tier.refundPercent),
  }))

const samePolicy = (a: readonly PolicyTier[], b: readonly PolicyTier[]) =>
  JSON.stringify(sortedTiers(a)) === JSON.stringify(sortedTiers(b))

/** The booking terms' boxes for a plan's terms (a new plan: no deposits, the default policy). */
export function termsToForm(
  terms?: TourTerms,
): Pick<PlanFormValues, 'depositPercent' | 'balanceDueDays' | 'policy' | 'tiers'> {
  const own = terms && !samePolicy(terms.cancellationPolicy, DEFAULT_CANCELLATION_POLICY)
  return {
    depositPercent: terms?.depositPercent == null ? '' : String(terms.depositPercent),
    balanceDueDays: String(terms?.balanceDueDays ?? DEFAULT_BALANCE_DUE_DAYS),
    policy: own ? 'own' : 'default',
    // The default's tiers wait behind "own", as a start to edit from.
    tiers: tierText(own ? terms.cancellationPolicy : DEFAULT_CANCELLATION_POLICY),
  }
}

export const EMPTY_PLAN: PlanFormValues = {
  placeId: '',
  placeName: '',
  description: '',
  price: '',
  review: '',
  duration: '',
  rating: '',
  parentID: '',
  image: '',
  divisionName: '',
  placeNameBn: '',
  descriptionBn: '',
  ...termsToForm(),
}

export function planToForm(place: PlanValues, terms?: TourTerms): PlanFormValues {
  return {
    placeId: String(place.placeId),
    placeName: place.placeName,
    description: place.description,
    price: String(place.price),
    review: String(place.review),
    duration: String(place.duration),
    rating: String(place.rating),
    parentID: String(place.parentID),
    image: place.image,
    divisionName: place.divisionName,
    placeNameBn: place.placeNameBn ?? '',
    descriptionBn: place.descriptionBn ?? '',
    ...termsToForm(terms),
  }
}

/** The saved values back into boxes (numbers as the server keeps them, e.g. "85" for "85.00"). */
export function savedToForm(values: PlaceValues, typed: PlanFormValues): PlanFormValues {
  const place = Object.fromEntries(PLACE_FIELDS.map((f) => [f, String(values[f])]))
  const bangla = Object.fromEntries(BANGLA_FIELDS.map((f) => [f, values[f] ?? '']))
  return { ...typed, ...place, ...bangla }
}

/** A box's number; empty is missing (the schema says it is required), junk is NaN. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text))

/** The request body the form's values make (unchecked: the schema checks it). */
export function formToInput(values: PlanFormValues): Record<string, unknown> {
  const { policy, tiers, depositPercent, balanceDueDays, ...place } = values
  return {
    ...place,
    depositPercent: depositPercent.trim() === '' ? null : Number(depositPercent),
    // Empty: left as it is (a new plan gets the default).
    balanceDueDays: numberOf(balanceDueDays),
    // Rows in the order typed, so a refusal's row number is the row on screen.
    cancellationPolicy:
      policy === 'default'
        ? null
        : tiers.map((tier) => ({
            daysBefore: numberOf(tier.daysBefore),
            refundPercent: numberOf(tier.refundPercent),
          })),
  }
}

/** Where an error about the body's `path` ('cancellationPolicy.1.refundPercent') is shown. */
export type FormErrorName = FieldPath<PlanFormValues> | `root.${string}`

export function formFieldOf(path: string): FormErrorName | null {
  if ((PLACE_FIELDS as readonly string[]).includes(path)) return path as PlaceField
  if ((BANGLA_FIELDS as readonly string[]).includes(path)) return path as BanglaField
  if (path === 'depositPercent' || path === 'balanceDueDays') return path
  // The policy as a whole (no tiers, too many, two with the same days) shows above its rows.
  if (path === 'cancellationPolicy') return 'root.policy'
  const tier = /^cancellationPolicy\.(\d+)\.(daysBefore|refundPercent)$/.exec(path)
  if (tier) return `tiers.${Number(tier[1])}.${tier[2] as keyof TierText}`
  return null
}

/**
 * react-hook-form's resolver: placeInputSchema on the body the values make. react-hook-form
 * checks the whole tiers array after a row is added or removed; until the first submit, a box
 * still blank is not told off for it then (a new row would open with two errors): it is when
 * the admin leaves it, or submits.
 */
export function planResolver({
  submitted,
}: {
  submitted: () => boolean
}): Resolver<PlanFormValues, unknown, PlaceValues> {
  return async (values, _context, options) => {
    const parsed = await placeInputSchema.safeParseAsync(formToInput(values))
    if (parsed.success) return { values: parsed.data, errors: {} }
    const rowsOnly = options.names?.length === 1 && options.names[0] === 'tiers'
    const flat: Record<string, { type: string; message: string }> = {}
    for (const issue of parsed.error.issues) {
      const field = formFieldOf(issue.path.join('.')) ?? 'root.form'
      if (rowsOnly && !submitted() && isBlankBox(values, field)) continue
      flat[field] ??= { type: issue.code, message: issue.message }
    }
    return { values: {}, errors: toNestErrors(flat as FieldErrors, options) }
  }
}

function isBlankBox(values: PlanFormValues, field: string): boolean {
  const box = /^tiers\.(\d+)\.(daysBefore|refundPercent)$/.exec(field)
  if (!box) return false
  return values.tiers[Number(box[1])]?.[box[2] as keyof TierText].trim() === ''
}

type Terms = Pick<PlaceValues, 'cancellationPolicy' | 'depositPercent' | 'balanceDueDays'>

/** The booking terms the form's values hold, as the API takes them. */
export function termsOf(values: PlanFormValues): Terms {
  const input = formToInput(values)
  return {
    cancellationPolicy: input.cancellationPolicy as Terms['cancellationPolicy'],
    depositPercent: input.depositPercent as Terms['depositPercent'],
    balanceDueDays: input.balanceDueDays as Terms['balanceDueDays'],
  }
}

/**
 * The values to save when editing: each booking term only when it differs from the plan's, so
 * saving an untouched form leaves the terms exactly as stored (the terms the page reads show
 * the company's default for a plan without its own policy, which must stay "none of its own").
 */
export function withoutUnchangedTerms(values: PlaceValues, before: Terms): PlaceValues {
  const same = (a: unknown, b: unknown) =>
    JSON.stringify(Array.isArray(a) ? sortedTiers(a as PolicyTier[]) : a) ===
    JSON.stringify(Array.isArray(b) ? sortedTiers(b as PolicyTier[]) : b)
  const result: PlaceValues = { ...values }
  for (const key of ['cancellationPolicy', 'depositPercent', 'balanceDueDays'] as const) {
    if (same(values[key], before[key])) delete result[key]
  }
  return result
}
