/**
 * A manifest as CSV, made in the browser from the manifest answer (at most a few hundred rows).
 * Cells are quoted per RFC 4180 when they hold a comma, a quote or a line break; a cell starting
 * with = + - @ (or a tab or carriage return) gets a leading ' so a spreadsheet shows it as text
 * instead of running it as a formula (CSV injection), as in Manage Order's export.
 */
import type { DepartureManifest, ManifestBooking } from '#shared/contracts/departures.ts'
import { messages } from '#shared/messages.ts'

const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: string | number | null | undefined): string {
  let text = value == null ? '' : String(value)
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

const t = messages.departuresAdmin
const columns: Array<[heading: string, value: (booking: ManifestBooking) => string | number]> = [
  [t.reference, (b) => b.reference],
  [t.name, (b) => b.name],
  [t.phone, (b) => b.phone],
  [t.email, (b) => b.email],
  [t.travellers, (b) => b.travellers],
  [t.payment, (b) => (b.isPaid ? messages.orders.paid : messages.orders.unpaidAdmin)],
]

/** One header row, one row per booking, CRLF line ends. */
export function manifestToCsv(manifest: Pick<DepartureManifest, 'bookings'>): string {
  const rows = [
    columns.map(([heading]) => csvCell(heading)).join(','),
    ...manifest.bookings.map((b) => columns.map(([, value]) => csvCell(value(b))).join(',')),
  ]
  return `${rows.join('\r\n')}\r\n`
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

/** Saves text as a file through a temporary link; the BOM makes Excel read UTF-8 names right. */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the blob after click() returns; let them finish first.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
