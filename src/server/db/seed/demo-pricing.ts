/**
 * The demo tours' prices beside the adult's and their extras (issue 32 item 10), as Bangladeshi
 * operators set them: children 5 to 11 at about 60 % (half on a day trip), infants up to 4 free
 * on a lap; the Sundarbans' forest permits and guards make SAARC and foreign visitors pay more,
 * as the Chittagong Hill Tracts' permits do foreigners. Extras by the kind of trip: an AC coach
 * for a trip by road, a single cabin on a launch (four a departure), a sea-view room on the
 * coast, a car from a Dhaka hotel on a day trip (three a day); the Sundarbans launch may be taken
 * by one group privately. Amounts in the demo's currency,
 * rounded as its adult prices are (insert.ts `demoPriceMinor`). What travellers must tell
 * (`demoTravellerDetails`): the Sundarbans' forest permits and the Hill Tracts' checkpoints want
 * every traveller's nationality and passport or NID three days ahead; a stay of several nights
 * wants the names (hotels and launches list them); a day trip asks nothing.
 */
import type { CurrencyCode } from '#shared/money.ts'
import type {
  PriceCategoryValues,
  TourExtraValues,
  TourPricingValues,
  TravellerDetailsKind,
} from '#shared/contracts/tour-pricing.ts'
import type { DemoPlace } from './demo-types.ts'
import { demoPriceMinor } from './insert.ts'

const SUNDARBANS = new Set([118, 119, 121])
const HILL_TRACTS = new Set([108, 109, 110])
const LAUNCH = new Set([118, 121, 123])
const COAST = new Set([106, 107, 111, 123])
/**
 * The tours a group may take whole (decision 053), and their private-group price in adults'
 * fares: the Sundarbans launch, which a family or an office charters.
 */
const PRIVATE_GROUPS = new Map([[118, 12]])

export function demoPricing(place: DemoPlace, currency: CurrencyCode): TourPricingValues {
  const price = (dollars: number) => demoPriceMinor(dollars, currency)
  const dayTrip = place.durationDays === 1
  const categories: PriceCategoryValues[] = [
    {
      kind: 'child',
      priceMinor: price(place.price * (dayTrip ? 0.5 : 0.6)),
      minAge: 5,
      maxAge: 11,
      seat: true,
    },
    { kind: 'infant', priceMinor: 0, minAge: 0, maxAge: 4, seat: false },
  ]
  if (SUNDARBANS.has(place.placeId)) {
    categories.push(
      {
        kind: 'saarc',
        priceMinor: price(place.price + 25),
        minAge: null,
        maxAge: null,
        seat: true,
      },
      {
        kind: 'foreign',
        priceMinor: price(place.price + 70),
        minAge: null,
        maxAge: null,
        seat: true,
      },
    )
  } else if (HILL_TRACTS.has(place.placeId)) {
    categories.push({
      kind: 'foreign',
      priceMinor: price(place.price + 30),
      minAge: null,
      maxAge: null,
      seat: true,
    })
  }

  const extras: TourExtraValues[] = []
  if (dayTrip) {
    extras.push({
      id: 'hotel-car',
      name: 'Car from your Dhaka hotel',
      nameBn: 'ঢাকার হোটেল থেকে গাড়ি',
      priceMinor: price(15),
      per: 'booking',
      stock: 3,
    })
  } else {
    extras.push({
      id: 'ac-coach',
      name: 'AC coach upgrade',
      nameBn: 'এসি কোচে আপগ্রেড',
      priceMinor: price(12),
      per: 'traveller',
      stock: null,
    })
  }
  if (LAUNCH.has(place.placeId)) {
    extras.push({
      id: 'single-cabin',
      name: 'Single cabin on the launch',
      nameBn: 'লঞ্চে একক কেবিন',
      priceMinor: price(35),
      per: 'booking',
      stock: 4,
    })
  } else if (COAST.has(place.placeId)) {
    extras.push({
      id: 'sea-view',
      name: 'Sea-view room',
      nameBn: 'সমুদ্রমুখী কক্ষ',
      priceMinor: price(20),
      per: 'traveller',
      stock: 8,
    })
  }
  const fares = PRIVATE_GROUPS.get(place.placeId)
  return {
    categories,
    extras,
    privateMinor: fares === undefined ? null : price(place.price * fares),
  }
}

export function demoTravellerDetails(place: DemoPlace): {
  travellerDetails: TravellerDetailsKind
  detailsDueDays: number
} {
  if (SUNDARBANS.has(place.placeId) || HILL_TRACTS.has(place.placeId)) {
    return { travellerDetails: 'permit', detailsDueDays: 3 }
  }
  if (place.durationDays > 1) return { travellerDetails: 'names', detailsDueDays: 2 }
  return { travellerDetails: 'none', detailsDueDays: 2 }
}
