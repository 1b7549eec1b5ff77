/**
 * Every demo tour's prices and extras are what an admin could save, in the demo's currency's
 * step, in both languages; a child pays less than an adult, an infant nothing.
 */
import { describe, expect, it } from 'vitest'
import { tourPricingInputSchema } from '#shared/contracts/tour-pricing.ts'
import { CURRENCIES, minorStep, toMajor } from '#shared/money.ts'
import { demoPlaces } from './demo-data.ts'
import { demoPricing, demoTravellerDetails } from './demo-pricing.ts'
import { demoPriceMinor } from './insert.ts'

describe.each(CURRENCIES)('demo pricing in %s', (currency) => {
  it.each(demoPlaces.map((place) => [place.placeId, place] as const))('tour %i', (_, place) => {
    const pricing = demoPricing(place, currency)
    const adult = demoPriceMinor(place.price, currency)
    const asInput = {
      categories: pricing.categories.map(({ priceMinor, ...c }) => ({
        ...c,
        price: toMajor(priceMinor),
      })),
      extras: pricing.extras.map(({ priceMinor, ...e }) => ({ ...e, price: toMajor(priceMinor) })),
      privatePrice: pricing.privateMinor == null ? null : toMajor(pricing.privateMinor),
      ...demoTravellerDetails(place),
    }
    expect(tourPricingInputSchema.safeParse(asInput).success).toBe(true)
    const child = pricing.categories.find((c) => c.kind === 'child')!
    expect(child.priceMinor).toBeLessThanOrEqual(adult)
    expect(pricing.categories.find((c) => c.kind === 'infant')).toMatchObject({
      priceMinor: 0,
      seat: false,
    })
    // A private group pays more than any one adult (decision 053); the launch has its price.
    if (pricing.privateMinor != null) expect(pricing.privateMinor).toBeGreaterThan(adult)
    if (place.placeId === 118) expect(pricing.privateMinor).not.toBeNull()
    for (const amount of [
      ...(pricing.privateMinor == null ? [] : [pricing.privateMinor]),
      ...pricing.categories.map((c) => c.priceMinor),
      ...pricing.extras.map((e) => e.priceMinor),
    ]) {
      expect(amount % minorStep(currency)).toBe(0)
    }
    expect(pricing.extras.length).toBeGreaterThanOrEqual(1)
    for (const extra of pricing.extras) expect(extra.nameBn).toMatch(/[\u0980-\u09FF]/)
  })
})
