/**
 * A plan's prices beside the adult's and its extras (places.pricing; decision 046): saved from
 * what an admin sent (amounts in the pricing currency's step, each extra keeping its id so
 * bookings still name it), read by a visitor in one language and by the edit form in both.
 */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import {
  extraCategoryKinds,
  type TourPricing,
  type PriceCategoryValues,
  type TourPricingForm,
  type TourPricingValues,
  type TravellerDetailsKind,
} from '#shared/contracts/tour-pricing.ts'
import type { z } from 'zod'
import type { tourPricingInputSchema } from '#shared/contracts/tour-pricing.ts'
import { messages, type Locale } from '#shared/messages.ts'
import { toMajor } from '#shared/money.ts'
import type { Db } from '#server/db/client.ts'
import { places } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { invalidField } from '#server/lib/errors.ts'
import { priceInput } from '#server/lib/price-input.ts'
import { inLanguage } from './place-row.ts'

type CheckedPricing = z.output<typeof tourPricingInputSchema>

/**
 * The pricing to store from what an admin sent: amounts in minor units (a taka site's whole),
 * the categories in their fixed order, a new extra given an id and a kept one checked to be the
 * plan's (`kept`: what is stored now).
 */
function pricingValues(
  ctx: Pick<Ctx, 'pricingCurrency'>,
  input: CheckedPricing,
  kept: TourPricingValues | null,
): TourPricingValues {
  const categories = [...input.categories]
    .sort((a, b) => extraCategoryKinds.indexOf(a.kind) - extraCategoryKinds.indexOf(b.kind))
    .map((category) => ({
      kind: category.kind,
      priceMinor: priceInput(
        ctx,
        category.price,
        `pricing/categories/${input.categories.indexOf(category)}/price`,
      ),
      minAge: category.minAge,
      maxAge: category.maxAge,
      seat: category.seat ?? category.kind !== 'infant',
    }))
  const known = new Set(kept?.extras.map((extra) => extra.id))
  const extras = input.extras.map((extra, index) => {
    if (extra.id !== undefined && !known.has(extra.id)) {
      throw invalidField(`pricing/extras/${index}/id`, messages.tourPricing.extraId)
    }
    return {
      id: extra.id ?? randomBytes(6).toString('hex'),
      name: extra.name,
      nameBn: extra.nameBn,
      priceMinor: priceInput(ctx, extra.price, `pricing/extras/${index}/price`),
      per: extra.per,
      stock: extra.stock,
    }
  })
  return {
    categories,
    extras,
    privateMinor:
      input.privatePrice === null
        ? null
        : priceInput(ctx, input.privatePrice, 'pricing/privatePrice'),
  }
}

/**
 * The plan's columns an admin's pricing sets: its prices and extras, and what a booking must
 * tell of its travellers and by when (each absent: unchanged).
 */
export function pricingColumns(
  ctx: Pick<Ctx, 'pricingCurrency'>,
  input: CheckedPricing,
  kept: TourPricingValues | null,
) {
  return {
    pricing: pricingValues(ctx, input, kept),
    ...(input.travellerDetails !== undefined && { travellerDetails: input.travellerDetails }),
    ...(input.detailsDueDays !== undefined && { detailsDueDays: input.detailsDueDays }),
  }
}

/** A plan's pricing as stored: places.pricing, and what it asks of travellers. */
export interface StoredPricing {
  values: TourPricingValues | null
  travellerDetails: TravellerDetailsKind
  detailsDueDays: number
}

/** A category as the API answers it: its price in major units. */
const categoryOut = ({ priceMinor, ...category }: PriceCategoryValues) => ({
  ...category,
  price: toMajor(priceMinor),
})

/** The private-group price in major units; null: none (pricing stored before it has none). */
const privatePriceOf = (values: TourPricingValues | null) =>
  values?.privateMinor == null ? null : toMajor(values.privateMinor)

/** The pricing as a visitor reads it in `locale`: amounts in major units, names in a language. */
export function toTourPricing(
  { values, travellerDetails, detailsDueDays }: StoredPricing,
  locale: Locale,
): TourPricing {
  return {
    travellerDetails,
    detailsDueDays,
    categories: (values?.categories ?? []).map(categoryOut),
    extras: (values?.extras ?? []).map((extra) => ({
      id: extra.id,
      name: inLanguage(locale, extra.name, extra.nameBn),
      price: toMajor(extra.priceMinor),
      per: extra.per,
      stock: extra.stock,
    })),
    privatePrice: privatePriceOf(values),
  }
}

/** The pricing as its edit form reads it back: what it would send to keep it as it is. */
export function toPricingForm({
  values,
  travellerDetails,
  detailsDueDays,
}: StoredPricing): TourPricingForm {
  return {
    travellerDetails,
    detailsDueDays,
    categories: (values?.categories ?? []).map(categoryOut),
    extras: (values?.extras ?? []).map((extra) => ({
      id: extra.id,
      name: extra.name,
      nameBn: extra.nameBn,
      price: toMajor(extra.priceMinor),
      per: extra.per,
      stock: extra.stock,
    })),
    privatePrice: privatePriceOf(values),
  }
}

/** The stored pricing of the plan with this uuid; none stored: adults only, no extras, no details. */
export async function readPricing(db: Db, id: string): Promise<StoredPricing> {
  const [row] = await db
    .select({
      values: places.pricing,
      travellerDetails: places.travellerDetails,
      detailsDueDays: places.detailsDueDays,
    })
    .from(places)
    .where(eq(places.id, id))
  return row ?? { values: null, travellerDetails: 'none', detailsDueDays: 2 }
}
