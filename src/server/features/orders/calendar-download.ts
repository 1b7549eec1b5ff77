/**
 * GET /orders/:orderId/calendar — a dated booking's calendar file, to download from My Booking
 * (the confirmation mail attaches the same): your own booking, any for admins; in the booking's
 * language, its pickup or meeting point as the event's place. A booking without a date, or
 * cancelled, has none.
 */
import { eq } from 'drizzle-orm'
import { withLocale, messages } from '#shared/messages.ts'
import { orders, places } from '#server/db/schema/index.ts'
import type { MailAttachment } from '#server/db/schema/mail.ts'
import { bookingCalendar } from '#server/features/mail/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { Forbidden, NotFound } from '#server/lib/errors.ts'
import { toMailOrder } from './order-row.ts'

export async function downloadCalendar({
  ctx,
  orderId,
}: {
  ctx: UserCtx
  orderId: string
}): Promise<MailAttachment> {
  const [found] = await ctx.db
    .select({ order: orders, days: places.durationDays })
    .from(orders)
    .leftJoin(places, eq(places.id, orders.tourId))
    .where(eq(orders.id, orderId))
  if (!found) throw new NotFound(messages.errors.noSuchOrder)
  const { order: row, days } = found
  if (row.userId !== ctx.user.id && !ctx.user.isAdmin) {
    throw new Forbidden(messages.errors.ownOrdersOnly)
  }
  const order = toMailOrder(row)
  const file =
    row.cancelledAt === null
      ? withLocale(row.locale, () => bookingCalendar(order, ctx.publicUrl, days ?? 1))
      : undefined
  if (!file) throw new NotFound(messages.errors.noCalendar)
  return file
}
