/**
 * Reminders of a deposit's balance, 7 and 2 days before it is due, each queued once per
 * booking. Exactly once comes from the outbox itself: a reminder is a mail of kind
 * `balance-reminder-7` or `-2` with the order as its ref, and (kind, ref) is unique — so however
 * many instances sweep at once, and however often a sweep runs again after a restart, the
 * insert lands once and the outbox's worker delivers it (docs/decisions/019-booking-lifecycle.md).
 *
 * The 7-day reminder goes from 7 days before the due date until 3; from 2 days before, only the
 * 2-day one (a deposit paid 5 days before gets one reminder, not two at once).
 */
import { and, eq, gt, gte, isNotNull, isNull, lte, sql } from 'drizzle-orm'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'
import type { Db } from '#server/db/client.ts'
import { mailOutbox, orders } from '#server/db/schema/index.ts'
import { outboxInsert } from '#server/features/mail/index.ts'
import { balanceReminder } from '#server/features/mail/index.ts'
import { balanceReminderPhone, queuePhone } from '#server/features/phone-messages/index.ts'
import type { PhoneChannel } from '#server/db/schema/index.ts'
import { verifiedEmailOf } from '#server/features/accounts/index.ts'
import { toMailOrder } from './order-row.ts'

/** Balances not paid, due within the next `days` days (today included). */
const dueWithin = (today: string, fromDays: number, toDays: number) =>
  and(
    isNotNull(orders.balanceDueOn),
    isNull(orders.cancelledAt),
    eq(orders.isPaid, false),
    gt(orders.paidCents, 0),
    gte(orders.balanceDueOn, addDays(today, fromDays)),
    lte(orders.balanceDueOn, addDays(today, toDays)),
  )

/** Queues the reminders due today; answers how many were queued (0 when all were already). */
export async function queueBalanceReminders({
  db,
  publicUrl,
  phoneChannels,
  today = dhakaToday(),
}: {
  db: Db
  publicUrl: string
  /** The channels a reminder also goes by, to consenting customers (decision 051). */
  phoneChannels?: readonly PhoneChannel[]
  today?: string
}): Promise<number> {
  let queued = 0
  for (const [daysBefore, from, to] of [
    [7, 3, 7],
    [2, 0, 2],
  ] as const) {
    const kind = `balance-reminder-${daysBefore}`
    // Only those without this reminder yet: the outbox's (kind, ref) index answers it.
    const rows = await db
      .select()
      .from(orders)
      .where(
        and(
          dueWithin(today, from, to),
          sql`not exists (select 1 from ${mailOutbox} m where m.kind = ${kind} and m.ref = ${orders.id}::text)`,
        ),
      )
      .limit(500)
    for (const row of rows) {
      if (row.balanceDueOn) {
        const balance = row.tourPriceCents - (row.paidCents - row.refundedCents)
        await queuePhone(
          db,
          { userId: row.userId, channels: phoneChannels },
          balanceReminderPhone(toMailOrder(row), daysBefore, balance, row.balanceDueOn),
        )
      }
      const to = await verifiedEmailOf(db, row.userId)
      if (!to) continue
      const inserted = await outboxInsert(
        db,
        balanceReminder(toMailOrder(row), daysBefore, publicUrl, to),
      ).returning({ id: mailOutbox.id })
      queued += inserted.length
    }
  }
  return queued
}
