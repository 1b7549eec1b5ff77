/**
 * What the money property tests compare after each schedule, read in one place: the orders, their
 * ledger rows, the audit log's money entries for them, and the card sandbox's intents and refunds.
 */
import { and, inArray } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import {
  auditLog,
  moneyMovements,
  orders,
  sandboxIntents,
  sandboxRefunds,
} from '#server/db/schema/index.ts'

export async function readMoneyState(db: Db, orderIds: string[], auditActions: string[]) {
  const rows = await db.select().from(orders).where(inArray(orders.id, orderIds))
  const ledger = await db
    .select()
    .from(moneyMovements)
    .where(inArray(moneyMovements.orderId, orderIds))
  const audit = await db
    .select({ action: auditLog.action, subjectId: auditLog.subjectId })
    .from(auditLog)
    .where(and(inArray(auditLog.subjectId, orderIds), inArray(auditLog.action, auditActions)))
  const cardIntents = await db
    .select()
    .from(sandboxIntents)
    .where(inArray(sandboxIntents.orderId, orderIds))
  const cardRefunds = cardIntents.length
    ? await db
        .select()
        .from(sandboxRefunds)
        .where(
          inArray(
            sandboxRefunds.intentId,
            cardIntents.map((intent) => intent.id),
          ),
        )
    : []
  return { rows, ledger, audit, cardIntents, cardRefunds }
}
