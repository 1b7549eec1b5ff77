/**
 * Gift vouchers as a payment provider (decision 054): the owner of the orders' ledger rows whose
 * intent is a redemption (`gv_…`, redeem-voucher.ts), so a booking's refund — a cancellation, a
 * move to a cheaper date, a departure cancelled — returns to the voucher it was paid from through
 * the same planned refunds and sweep as a card's or bKash's (orders/send-refunds.ts).
 *
 * A refund is an entry on the voucher keyed by the refund row's id (the provider's idempotency
 * key): asked twice, by a request and the sweep, or after a crash, it is credited once. The
 * voucher's life is lengthened to at least 90 days from the refund, so money returned to it can
 * still be spent. A cancelled voucher takes nothing back: the refund fails, and the money stays
 * on the booking for an admin to return by hand (refund.failed on the audit log).
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { giftVoucherEntries, giftVouchers, orders } from '#server/db/schema/index.ts'
import type { PaymentProvider, ProviderRefund } from '#server/lib/payment-provider.ts'
import { VOUCHER_INTENT_PREFIX } from '#shared/gift-voucher-code.ts'

/** Days a voucher stays spendable, at least, after money returns to it. */
const REFUND_KEEPS_DAYS = 90

type Entry = typeof giftVoucherEntries.$inferSelect

const refundOf = (entry: Entry, intentId: string): ProviderRefund => ({
  id: entry.id,
  intentId,
  amountCents: entry.amountMinor,
  status: 'succeeded',
})

export function giftVoucherProvider(db: Db): PaymentProvider {
  const entryByKey = async (key: string) =>
    (await db.select().from(giftVoucherEntries).where(eq(giftVoucherEntries.key, key)))[0]
  return {
    name: 'gift-voucher',
    publishableKey: null,
    owns: (intentId) => intentId.startsWith(VOUCHER_INTENT_PREFIX),
    createIntent: () => Promise.reject(new Error('a gift voucher is spent, not paid through')),
    // A redemption is taken in the transaction that records it: there is nothing open to cancel.
    cancelIntent: async (id) => ((await entryByKey(id)) ? 'succeeded' : undefined),
    retrieveIntent: async (id) => {
      const entry = await entryByKey(id)
      if (!entry) return undefined
      const [voucher] = await db
        .select({ currency: giftVouchers.currency })
        .from(giftVouchers)
        .where(eq(giftVouchers.id, entry.voucherId))
      return {
        id,
        status: 'succeeded',
        amountCents: -entry.amountMinor,
        currency: voucher?.currency ?? 'bdt',
        orderId: entry.orderId ?? undefined,
        last4: null,
        created: Math.floor(entry.createdAt.getTime() / 1000),
        lastError: null,
        clientSecret: null,
      }
    },
    refund: async ({ intentId, amountCents, key }) => {
      const refundKey = `refund:${key}`
      return db.transaction(async (tx) => {
        const [done] = await tx
          .select()
          .from(giftVoucherEntries)
          .where(eq(giftVoucherEntries.key, refundKey))
        if (done) return refundOf(done, intentId)
        const [spent] = await tx
          .select()
          .from(giftVoucherEntries)
          .where(eq(giftVoucherEntries.key, intentId))
        if (!spent) throw new Error(`no gift voucher redemption ${intentId}`)
        // The booking's row before the voucher's, the order of locks everywhere (the entry's
        // foreign key would take it after, against a redemption holding it and waiting here).
        if (spent.orderId) {
          await tx
            .select({ id: orders.id })
            .from(orders)
            .where(eq(orders.id, spent.orderId))
            .for('key share')
        }
        const [voucher] = await tx
          .select()
          .from(giftVouchers)
          .where(eq(giftVouchers.id, spent.voucherId))
          .for('update')
        // Another sweep may have returned it while this one waited for the lock.
        const [sent] = await tx
          .select()
          .from(giftVoucherEntries)
          .where(eq(giftVoucherEntries.key, refundKey))
        if (sent) return refundOf(sent, intentId)
        if (!voucher || voucher.status === 'cancelled') {
          return { id: `declined:${key}`, intentId, amountCents, status: 'failed' }
        }
        const [entry] = await tx
          .insert(giftVoucherEntries)
          .values({
            voucherId: voucher.id,
            kind: 'refunded',
            amountMinor: amountCents,
            orderId: spent.orderId,
            key: refundKey,
          })
          .returning()
        await tx
          .update(giftVouchers)
          .set({
            balanceMinor: sql`${giftVouchers.balanceMinor} + ${amountCents}`,
            expiresOn: sql`greatest(${giftVouchers.expiresOn}, (now() at time zone 'Asia/Dhaka')::date + ${REFUND_KEEPS_DAYS}::int)`,
          })
          .where(and(eq(giftVouchers.id, voucher.id)))
        return refundOf(entry!, intentId)
      })
    },
    retrieveRefund: async ({ intentId, refundId }) => {
      if (refundId.startsWith('declined:')) {
        return { id: refundId, intentId, amountCents: 0, status: 'failed' }
      }
      const [entry] = await db
        .select()
        .from(giftVoucherEntries)
        .where(eq(giftVoucherEntries.id, refundId))
      return entry ? refundOf(entry, intentId) : undefined
    },
    verifyWebhook: () => Promise.reject(new Error('gift vouchers send no webhooks')),
  }
}
