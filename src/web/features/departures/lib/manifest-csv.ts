/**
 * A manifest as CSV, made in the browser from the manifest answer (at most a few hundred rows);
 * quoting and download: src/web/lib/csv.ts.
 */
import type { DepartureManifest, ManifestBooking } from '#shared/contracts/departures.ts'
import { messages } from '#shared/messages.ts'
import { extrasText, partyText, pickupText } from '#shared/party-text.ts'
import { toCsv, type CsvColumn } from '#web/lib/csv.ts'
import { arrivalText } from './arrival-text.ts'

const t = messages.departuresAdmin
const columns = (): Array<CsvColumn<ManifestBooking>> => [
  [t.reference, (b) => b.reference],
  [t.name, (b) => b.name],
  [t.phone, (b) => b.phone],
  [t.email, (b) => b.email],
  [t.travellers, (b) => b.travellers],
  [messages.tourPricing.whoTravels, (b) => partyText(b.party)],
  [messages.travellers.names, (b) => b.travellerNames.join('; ')],
  [messages.tourPricing.extrasLegend, (b) => extrasText(b.extras)],
  [messages.tourPricing.pickupLegend, (b) => pickupText(b.pickup)],
  [t.payment, (b) => (b.isPaid ? messages.orders.paid : messages.orders.unpaidAdmin)],
  [messages.ordersCsv.balanceDue, (b) => b.balanceDue],
  [messages.checkIn.arrival, (b) => arrivalText(b.arrival)],
]

/** One header row, one row per booking, CRLF line ends. */
export function manifestToCsv(manifest: Pick<DepartureManifest, 'bookings'>): string {
  return toCsv(columns(), manifest.bookings)
}

/** `manifest-<tour>-<date>.csv`, the tour's name in lower case with dashes. */
export function manifestFileName(tourName: string, date: string): string {
  const slug = tourName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `manifest-${slug || 'tour'}-${date}.csv`
}
