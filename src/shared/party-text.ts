/**
 * A booking's party and extras in words, in the current language: "2 adults, 1 child and
 * 1 infant", "AC coach × 3 and Single cabin". One home for the pages, the manifest and the mails.
 */
import type { CategoryKind, ExtraUnit } from './tour-pricing-kinds.ts'
import { currentLocale, messages } from './messages.ts'
import { localDigits } from './number-format.ts'

const list = (items: string[]) =>
  new Intl.ListFormat(currentLocale(), { type: 'conjunction' }).format(items)

export function partyText(party: readonly { kind: CategoryKind; count: number }[]): string {
  return list(party.map((line) => messages.tourPricing.count({ kind: line.kind, n: line.count })))
}

/** Whether a party is only adults (what every booking was before price categories). */
export const adultsOnlyParty = (party: readonly { kind: CategoryKind }[]): boolean =>
  party.every((line) => line.kind === 'adult')

/** An extra's name in the current language. */
export const localName = (extra: { name: string; nameBn: string | null }): string =>
  currentLocale() === 'bn' && extra.nameBn ? extra.nameBn : extra.name

/** A booking's pickup point and time ("Sayedabad bus counter, 06:30"); none: empty. */
export const pickupText = (
  pickup: { name: string; nameBn: string | null; time: string } | null,
): string =>
  pickup
    ? messages.tourPricing.pickupAt({
        place: localName(pickup),
        time: localDigits(pickup.time, currentLocale()),
      })
    : ''

/** Where a booking's trip starts, for a calendar: its point, time and address. */
export const pickupLocation = (
  pickup: {
    name: string
    nameBn: string | null
    time: string
    address?: string | null
    addressBn?: string | null
  } | null,
): string | null => {
  if (!pickup) return null
  const address =
    currentLocale() === 'bn' && pickup.addressBn ? pickup.addressBn : (pickup.address ?? null)
  return address ? `${pickupText(pickup)}, ${address}` : pickupText(pickup)
}

export function extrasText(
  extras: readonly { name: string; nameBn: string | null; per: ExtraUnit; quantity: number }[],
): string {
  return list(
    extras.map((extra) =>
      extra.per === 'booking' && extra.quantity === 1
        ? localName(extra)
        : messages.tourPricing.extraTimes({ name: localName(extra), n: extra.quantity }),
    ),
  )
}
