/**
 * Manage Order's CSV export. Cells are quoted per RFC 4180 when they hold a comma, a quote or a
 * line break; a cell starting with = + - @ (or a tab or carriage return) gets a leading ' so a
 * spreadsheet shows it as text instead of running it as a formula (CSV injection).
 */
import type { Order } from '#shared/contracts/orders.ts'
import { messages } from '#shared/messages.ts'
import { orderStatusText } from './format.ts'

const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value == null ? '' : String(value)
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

const columns: Array<[heading: string, value: (order: Order) => string | number | null]> = [
  [messages.ordersCsv.orderId, (o) => o._id],
  [messages.dates.reference, (o) => o.reference],
  [messages.ordersCsv.bookedAt, (o) => o.createdAt],
  [messages.ordersCsv.customerName, (o) => o.name],
  [messages.account.email, (o) => o.email],
  [messages.orders.phone, (o) => o.phone],
  [messages.orders.tour, (o) => o.tourName],
  [messages.ordersCsv.tourId, (o) => o.tourId],
  [messages.ordersCsv.departureDate, (o) => o.departureDate],
  [messages.dates.travellers, (o) => o.travellers],
  [messages.ordersCsv.price, (o) => o.tourPrice],
  [messages.orders.status, (o) => orderStatusText(o, 'admin')],
  [messages.ordersCsv.paidAt, (o) => (o.isPaid ? o.created : null)],
  [messages.ordersCsv.customerAccount, (o) => o.userUid ?? ''],
]

/** The orders as CSV text, one header row then one row per order, CRLF line ends. */
export function ordersToCsv(orders: readonly Order[]): string {
  const rows = [
    columns.map(([heading]) => csvCell(heading)).join(','),
    ...orders.map((order) => columns.map(([, value]) => csvCell(value(order))).join(',')),
  ]
  return `${rows.join('\r\n')}\r\n`
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
