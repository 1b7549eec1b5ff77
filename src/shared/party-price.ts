/**
 * A booking's price from its party and extras: one function for the server, which prices every
 * order, and the tour page, which shows the same total before booking (decision 046). Amounts
 * are integer minor units; the total is the sum of its lines, each a count times a unit price.
 *
 * The rules: at least one adult (an adult, a SAARC or a foreign national) travels; no category
 * the tour does not offer; at most MAX_TRAVELLERS people, infants included; an extra the tour
 * offers, once (an extra per booking is taken once, one per traveller for at most everyone).
 * Stock is not a rule here: the database counts it (migration 0035).
 *
 * A private group (decision 053) takes the whole departure at the tour's private-group price:
 * the same party and extras, every traveller's line at 0, the group's price on top. Whether the
 * date is free for it is the server's to say.
 */
import { MAX_TRAVELLERS } from './booking-limits.ts'
import type { ExtraChoice, PartyInput, TourPricing } from './contracts/tour-pricing.ts'
import {
  categoryKinds,
  type CategoryKind,
  type ExtraLine,
  type PartyLine,
  type TourPricingValues,
} from './tour-pricing-kinds.ts'
import { messages } from './messages.ts'
import { toMinor } from './money.ts'

export interface PricedParty {
  /** The categories that travel, adults first, each with its unit price. */
  party: PartyLine[]
  extras: ExtraLine[]
  /** Travellers who take a seat: what the departure's seats count. */
  seats: number
  /** Everyone, infants on a lap too. */
  people: number
  /**
   * A whole departure taken privately (decision 053): the group's price, which its travellers'
   * lines (each at 0) are covered by; null: priced by the traveller.
   */
  privateMinor: number | null
  totalMinor: number
}

/** What is wrong with a party, on the field an API answer names (`party/child`, `extras/0/id`). */
export interface PartyProblem {
  field: string
  message: string
}

const ADULT_KINDS: readonly CategoryKind[] = ['adult', 'saarc', 'foreign']

export function priceParty({
  adultMinor,
  pricing,
  party,
  extras = [],
  privately = false,
}: {
  /** The adult's price: the departure's own, else the tour's. */
  adultMinor: number
  pricing: TourPricingValues
  party: PartyInput
  extras?: readonly ExtraChoice[]
  /** The whole departure taken privately, at the tour's private-group price. */
  privately?: boolean
}): PricedParty | PartyProblem {
  const m = messages.tourPricing
  const privateMinor = privately ? (pricing.privateMinor ?? null) : null
  if (privately && privateMinor === null) return { field: 'private', message: m.privateNotOffered }
  const lines: PartyLine[] = []
  for (const kind of categoryKinds) {
    const count = party[kind]
    if (count === 0) continue
    // A private group's price covers every traveller: each line says who, at nothing apiece.
    if (kind === 'adult') {
      lines.push({ kind, count, unitMinor: privateMinor === null ? adultMinor : 0, seat: true })
      continue
    }
    const category = pricing.categories.find((c) => c.kind === kind)
    if (!category) return { field: `party/${kind}`, message: m.notOffered }
    lines.push({
      kind,
      count,
      unitMinor: privateMinor === null ? category.priceMinor : 0,
      seat: category.seat,
    })
  }
  const people = lines.reduce((sum, line) => sum + line.count, 0)
  const seats = lines.reduce((sum, line) => sum + (line.seat ? line.count : 0), 0)
  if (!lines.some((line) => ADULT_KINDS.includes(line.kind))) {
    return { field: 'party/adult', message: m.adultRequired }
  }
  if (people > MAX_TRAVELLERS) {
    return { field: 'party', message: m.tooManyPeople({ max: MAX_TRAVELLERS }) }
  }

  const extraLines: ExtraLine[] = []
  for (const [index, choice] of extras.entries()) {
    const extra = pricing.extras.find((e) => e.id === choice.id)
    if (!extra) return { field: `extras/${index}/id`, message: m.noSuchExtra }
    if (extraLines.some((line) => line.id === extra.id)) {
      return { field: `extras/${index}/id`, message: m.extraTwice }
    }
    const most = extra.per === 'booking' ? 1 : people
    if (choice.quantity > most) {
      return { field: `extras/${index}/quantity`, message: m.tooManyOfExtra({ max: most }) }
    }
    extraLines.push({
      id: extra.id,
      name: extra.name,
      nameBn: extra.nameBn,
      per: extra.per,
      quantity: choice.quantity,
      unitMinor: extra.priceMinor,
    })
  }
  return {
    party: lines,
    extras: extraLines,
    seats,
    people,
    privateMinor,
    totalMinor: (privateMinor ?? 0) + partyTotal(lines, extraLines),
  }
}

export const isPartyProblem = (priced: PricedParty | PartyProblem): priced is PartyProblem =>
  'field' in priced

/** The sum of a booking's lines, in minor units. */
export function partyTotal(party: readonly PartyLine[], extras: readonly ExtraLine[]): number {
  return (
    party.reduce((sum, line) => sum + line.count * line.unitMinor, 0) +
    extras.reduce((sum, line) => sum + line.quantity * line.unitMinor, 0)
  )
}

/** A booked party with its adults at another price (a move to a date priced apart). */
export const repriceAdults = (party: readonly PartyLine[], adultMinor: number): PartyLine[] =>
  party.map((line) => (line.kind === 'adult' ? { ...line, unitMinor: adultMinor } : line))

/**
 * A tour's pricing as its page reads it (major units, extras' names in one language) in the
 * minor units the pricing works in; `nameBn` gives the extras' Bangla names when known.
 */
export function pricingValuesOf(
  pricing: TourPricing | undefined,
  nameBn: (id: string) => string | null = () => null,
): TourPricingValues {
  return {
    categories: (pricing?.categories ?? []).map((category) => ({
      kind: category.kind,
      priceMinor: toMinor(category.price),
      minAge: category.minAge,
      maxAge: category.maxAge,
      seat: category.seat,
    })),
    extras: (pricing?.extras ?? []).map((extra) => ({
      id: extra.id,
      name: extra.name,
      nameBn: nameBn(extra.id),
      priceMinor: toMinor(extra.price),
      per: extra.per,
      stock: extra.stock,
    })),
    privateMinor: pricing?.privatePrice == null ? null : toMinor(pricing.privatePrice),
  }
}

/** A party of `n` adults (a booking that says only how many travel). */
export const adultsOnly = (n: number): PartyInput => ({
  adult: n,
  child: 0,
  infant: 0,
  saarc: 0,
  foreign: 0,
})
