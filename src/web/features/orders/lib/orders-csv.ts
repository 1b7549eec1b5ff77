/** Manage Order's CSV export: the columns (quoting and download: src/web/lib/csv.ts). */
import type { Order } from '#shared/contracts/orders.ts'
import { messages } from '#shared/messages.ts'
import { toCsv, type CsvColumn } from '#web/lib/csv.ts'
import { orderStatusText } from './format.ts'

const columns = (): Array<CsvColumn<Order>> => [
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
  return toCsv(columns(), orders)
}
