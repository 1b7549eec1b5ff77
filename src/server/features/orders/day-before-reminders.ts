/**
 * The day before a departure (Dhaka's calendar), each live booking's customer gets a message to
 * their phone with the pickup point and time, or the departure's start time (decision 051): by
 * the channels they consented to, once — the phone outbox's (kind, ref, channel) is unique, so
 * however many instances sweep, and however often after a restart, it is queued once.
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'
import type { Db } from '#server/db/client.ts'
import { departures, orders, type PhoneChannel } from '#server/db/schema/index.ts'
import { awaitingPhone, dayBeforePhone, queuePhone } from '#server/features/phone-messages/index.ts'
import { toMailOrder } from './order-row.ts'

/** Queues tomorrow's reminders not queued yet; answers how many messages were queued. */
export async function queueDayBeforeReminders({
  db,
  phoneChannels,
  today = dhakaToday(),
}: {
  db: Db
  phoneChannels: readonly PhoneChannel[] | undefined
  today?: string
}): Promise<number> {
  if (!phoneChannels?.length) return 0
  const rows = await db
    .select({ order: orders, startTime: departures.startTime })
    .from(orders)
    .leftJoin(departures, eq(departures.id, orders.departureId))
    .where(
      and(
        eq(orders.departureDate, addDays(today, 1)),
        isNull(orders.cancelledAt),
        isNull(orders.expiredAt),
        // Paid, or a deposit, or a hold still running: the customer is coming.
        sql`(${orders.isPaid} or ${orders.paidCents} > 0 or ${orders.holdExpiresAt} > now())`,
        awaitingPhone('day-before', orders.id, orders.userId),
      ),
    )
    .limit(500)
  let queued = 0
  for (const { order, startTime } of rows) {
    queued += await queuePhone(
      db,
      { userId: order.userId, channels: phoneChannels },
      dayBeforePhone(toMailOrder(order), startTime),
    )
  }
  return queued
}
