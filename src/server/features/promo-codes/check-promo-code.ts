/**
 * POST /promo-codes/check — the booking dialog's quote: whether a code applies to the booking it
 * is about to send (the tour, the date, who travels, the extras), and what it would take off.
 * Priced as the booking is priced (create-order.ts, decision 046: the date's adult price, else
 * the tour's); the booking applies the code again under its lock, so a quote promises nothing.
 */
import { eq } from 'drizzle-orm'
import type { PromoCheckValues, PromoQuote } from '#shared/contracts/promo-codes.ts'
import { messages } from '#shared/messages.ts'
import { toMajor, toMinor } from '#shared/money.ts'
import { adultsOnly, isPartyProblem, priceParty, pricingValuesOf } from '#shared/party-price.ts'
import { departures } from '#server/db/schema/index.ts'
import { cachedPlace } from '#server/features/catalog/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { invalidField, NotFound } from '#server/lib/errors.ts'
import { applyPromoCode } from './apply-promo-code.ts'

export async function checkPromoCode({
  ctx,
  input,
}: {
  ctx: UserCtx
  input: PromoCheckValues
}): Promise<PromoQuote> {
  const { value: tour } = await cachedPlace({ ctx, tourId: input.tourId, locale: 'en' }).catch(
    (error: unknown) => {
      if (error instanceof NotFound) throw invalidField('tourId', messages.errors.noSuchTour)
      throw error
    },
  )
  let adultMinor = toMinor(tour.price)
  if (input.departureId) {
    const [departure] = await ctx.db
      .select({ tourId: departures.tourId, priceCents: departures.priceCents })
      .from(departures)
      .where(eq(departures.id, input.departureId))
    if (!departure || departure.tourId !== tour._id) {
      throw invalidField('departureId', messages.errors.noSuchDeparture)
    }
    adultMinor = departure.priceCents ?? adultMinor
  }
  const priced = priceParty({
    adultMinor,
    pricing: pricingValuesOf(tour.tourPricing),
    party: input.party ?? adultsOnly(input.travellers ?? 1),
    extras: input.extras,
    privately: input.private === true,
  })
  if (isPartyProblem(priced)) throw invalidField(priced.field, priced.message)
  const applied = await applyPromoCode({
    db: ctx.db,
    code: input.code,
    field: 'code',
    userId: ctx.user.id,
    tourId: tour._id,
    subtotalMinor: priced.totalMinor,
    currency: ctx.pricingCurrency,
    lock: false,
  })
  return {
    code: applied.code,
    kind: applied.percent !== null ? 'percent' : 'amount',
    percent: applied.percent,
    currency: ctx.pricingCurrency,
    subtotal: toMajor(priced.totalMinor),
    discount: toMajor(applied.discountMinor),
    total: toMajor(priced.totalMinor - applied.discountMinor),
  }
}
