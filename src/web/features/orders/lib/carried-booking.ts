/**
 * A signed-out visitor's choice on a tour's page (its date and party), carried through sign-in
 * in the return address: `/tour-details/<id>?date=2026-12-05&travellers=2&child=1&book=1`
 * (`travellers`: the adults; the other categories by their names, when any travel). Back
 * on the page, Book Now reads it, chooses that date and party and opens the booking modal
 * (`book=1`), then takes the three out of the address so a reload or Back does not open it
 * again. The address can be typed by anyone: a value that is not a calendar date or a whole
 * number of travellers within a booking's limits is ignored, and the page checks the date
 * against the tour's live seats before using it.
 */
import { MAX_TRAVELLERS } from '#shared/booking-limits.ts'
import { isCalendarDate } from '#shared/dhaka-date.ts'
import { extraCategoryKinds, type ExtraCategoryKind } from '#shared/tour-pricing-kinds.ts'

export interface CarriedBooking {
  /** `YYYY-MM-DD`, a real calendar date; null when absent or not one. */
  date: string | null
  /** 1 to MAX_TRAVELLERS; null when absent or not a whole number in range. The adults. */
  travellers: number | null
  /** The other categories that travel (`child=1&infant=1`), each 1 to MAX_TRAVELLERS. */
  party: Partial<Record<ExtraCategoryKind, number>>
  /**
   * Whether the booking modal should open once the page is ready: asked for, and nothing carried
   * is invalid (a tampered choice opens nothing; the visitor picks again).
   */
  book: boolean
}

const DATE = 'date'
const TRAVELLERS = 'travellers'
const BOOK = 'book'

const countOf = (text: string | null): number | null => {
  const count = text !== null && /^[0-9]{1,2}$/.test(text) ? Number(text) : NaN
  return count >= 1 && count <= MAX_TRAVELLERS ? count : null
}

export function readCarriedBooking(search: URLSearchParams): CarriedBooking {
  const date = search.get(DATE)
  const travellers = search.get(TRAVELLERS)
  const party: CarriedBooking['party'] = {}
  let valid = true
  for (const kind of extraCategoryKinds) {
    if (!search.has(kind)) continue
    const count = countOf(search.get(kind))
    if (count === null) valid = false
    else party[kind] = count
  }
  const carried = {
    date: date !== null && isCalendarDate(date) ? date : null,
    travellers: countOf(travellers),
    party,
  }
  valid &&=
    (date === null || carried.date !== null) && (travellers === null || carried.travellers !== null)
  return { ...carried, book: valid && search.get(BOOK) === '1' }
}

/** Whether the address carries anything for Book Now (even an invalid value, to clear it). */
export function carriesBooking(search: URLSearchParams): boolean {
  return [DATE, TRAVELLERS, BOOK, ...extraCategoryKinds].some((key) => search.has(key))
}

/** `search` with the choice added (replacing any carried before), to return to after sign-in. */
export function withCarriedBooking(
  search: URLSearchParams,
  choice: { date: string | null; travellers: number; party?: CarriedBooking['party'] },
): URLSearchParams {
  const next = withoutCarriedBooking(search)
  if (choice.date) next.set(DATE, choice.date)
  next.set(TRAVELLERS, String(choice.travellers))
  for (const kind of extraCategoryKinds) {
    const count = choice.party?.[kind]
    if (count) next.set(kind, String(count))
  }
  next.set(BOOK, '1')
  return next
}

/** `search` without the carried choice, other parameters kept. */
export function withoutCarriedBooking(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search)
  next.delete(DATE)
  next.delete(TRAVELLERS)
  next.delete(BOOK)
  for (const kind of extraCategoryKinds) next.delete(kind)
  return next
}
