/**
 * GET /manageorder/export.csv (admins): every order matching Manage Order's filters (or the
 * selected ids), newest first, as CSV written while it is read: a keyset loop fetches
 * EXPORT_BATCH rows at a time and each batch becomes one chunk of the stream, so memory stays
 * the same for ten orders or a million. Cells are written by shared/csv.ts (quoted, formulas
 * shown as text); times are Dhaka's ("2026-11-27 20:45"), and money is plain decimals beside the
 * currency it was charged in: price, paid, refunded and balance due.
 */
import { desc, inArray, sql } from 'drizzle-orm'
import { extrasText, partyText, pickupText } from '#shared/party-text.ts'
import type { z } from 'zod'
import type { exportQuerySchema } from '#shared/contracts/orders-console.ts'
import type { OrderStatus } from '#shared/contracts/orders.ts'
import type { Arrival } from '#shared/contracts/check-in.ts'
import { csvCell, type CsvValue } from '#shared/csv.ts'
import { dhakaTimestamp } from '#shared/dhaka-date.ts'
import { minorUnitsText, toMinor, type CurrencyCode } from '#shared/money.ts'
import { currentLocale, messages, withLocale } from '#shared/messages.ts'
import { orders } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { createdAtText } from '#server/lib/keyset-cursor.ts'
import { toAdminOrder } from './list-orders-page.ts'
import { after } from './order-cursor.ts'
import { orderConditions } from './order-filters.ts'

export const EXPORT_BATCH = 500

const statusText = (status: OrderStatus) =>
  status === 'unpaid' ? messages.orders.unpaidAdmin : messages.lifecycle.status[status]

/** An order as the console answers it, with its check-in mark on the day (issue 32 item 7). */
type Row = ReturnType<typeof toAdminOrder> & { arrival: Arrival | null }
const arrivalText = (arrival: Arrival | null) =>
  arrival === null
    ? ''
    : arrival === 'checked_in'
      ? messages.checkIn.checkedIn
      : messages.checkIn.noShow
/** The API's amount back to exact minor units, written "95.50". */
const money = (major: number) => minorUnitsText(toMinor(major))
/** The columns, the price's heading naming the site's currency (every order is in it). */
const columns = (currency: CurrencyCode): Array<[string, (o: Row) => CsvValue]> => [
  [messages.ordersCsv.orderId, (o) => o._id],
  [messages.dates.reference, (o) => o.reference],
  [messages.ordersCsv.bookedAt, (o) => dhakaTimestamp(o.createdAt)],
  [messages.ordersCsv.customerName, (o) => o.name],
  [messages.account.email, (o) => o.email],
  [messages.orders.phone, (o) => o.phone],
  [messages.orders.tour, (o) => o.tourName],
  [messages.ordersCsv.tourId, (o) => o.tourId],
  [messages.ordersCsv.departureDate, (o) => o.departureDate],
  [messages.dates.travellers, (o) => o.travellers],
  [messages.tourPricing.whoTravels, (o) => partyText(o.party)],
  [messages.tourPricing.extrasLegend, (o) => extrasText(o.extras)],
  [messages.tourPricing.pickupLegend, (o) => pickupText(o.pickup)],
  [currency === 'bdt' ? messages.ordersCsv.priceBdt : messages.ordersCsv.price, (o) => o.tourPrice],
  // What moved, in the currency it was charged in, as plain decimals a spreadsheet adds up.
  [messages.ordersCsv.currency, (o) => o.currency.toUpperCase()],
  [messages.ordersCsv.paid, (o) => money(o.paidAmount)],
  [messages.ordersCsv.refunded, (o) => money(o.refundedAmount)],
  [messages.ordersCsv.balanceDue, (o) => money(o.balanceDue)],
  [messages.orders.status, (o) => statusText(o.status)],
  [messages.checkIn.arrival, (o) => arrivalText(o.arrival)],
  [messages.ordersCsv.paidAt, (o) => (o.isPaid && o.created ? dhakaTimestamp(o.created) : null)],
  [messages.ordersCsv.customerAccount, (o) => o.userUid ?? ''],
  [messages.ordersConsole.contactedAt, (o) => o.contactedAt && dhakaTimestamp(o.contactedAt)],
  [messages.ordersConsole.contactedBy, (o) => o.contactedBy],
  [messages.ordersConsole.note, (o) => o.adminNote],
]

const line = (cells: CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`

/**
 * The CSV, chunk by chunk: a byte-order mark and the header row (so Excel reads UTF-8 names),
 * then one chunk per batch. Headings and states are in the language of the request that
 * started it, whenever the stream is read.
 */
export async function* exportOrdersCsv({
  ctx,
  query,
  batch = EXPORT_BATCH,
}: {
  ctx: Ctx
  query: z.output<typeof exportQuerySchema>
  batch?: number
}): AsyncGenerator<string> {
  const locale = currentLocale()
  const cols = withLocale(locale, () => columns(ctx.pricingCurrency))
  yield `\uFEFF${line(cols.map(([heading]) => heading))}`
  const filters = orderConditions(query)
  const selected = query.ids ? inArray(orders.id, query.ids) : undefined
  let from: { key: string; id: string } | undefined
  for (;;) {
    const rows = await ctx.db
      .select({ row: orders, key: createdAtText(orders.createdAt) })
      .from(orders)
      .where(
        sql.join(
          [
            filters ?? sql`true`,
            selected ?? sql`true`,
            from ? after(sql`${orders.createdAt}`, orders.id, 'booked', 'desc', from) : sql`true`,
          ],
          sql` and `,
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(batch)
    if (rows.length === 0) return
    yield withLocale(locale, () =>
      rows
        .map(({ row }) => {
          const order = { ...toAdminOrder(row), arrival: row.arrival }
          return line(cols.map(([, value]) => value(order)))
        })
        .join(''),
    )
    if (rows.length < batch) return
    const last = rows.at(-1)!
    from = { key: last.key, id: last.row.id }
  }
}
