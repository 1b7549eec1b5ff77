/**
 * Cancelling one booking: by its customer (the refund its cancellation policy gives), by an
 * admin (the policy's refund, or everything), or because its departure was cancelled
 * (everything). The terms are computed by the server from the locked row; the customer sees
 * them first (GET …/cancellation) and the same computation decides when they confirm.
 *
 * Exactly once: the transaction locks the order and cancels only a live one, so double clicks,
 * two tabs, retries and a departure's cancellation racing the customer cancel it once and plan
 * its refunds once (ledger.ts). The provider is called after the commit — the refunds
 * (send-refunds.ts) and the cancellation of a payment still open — never inside it.
 */
import type { CancellationTerms } from '#shared/contracts/lifecycle.ts'
import {
  DEFAULT_CANCELLATION_POLICY,
  refundCents,
  refundPercentAt,
  sortedTiers,
} from '#shared/cancellation-policy.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { daysBetween, dhakaToday } from '#shared/dhaka-date.ts'
import { VOUCHER_INTENT_PREFIX } from '#shared/gift-voucher-code.ts'
import { toMajor } from '#shared/money.ts'
import { orders } from '#server/db/schema/index.ts'
import { eq } from 'drizzle-orm'
import { recordAudit } from '#server/features/audit/index.ts'
import { enqueueMail } from '#server/features/mail/index.ts'
import { bookingCancelled, reasonOnRecord, type Reason } from '#server/features/mail/index.ts'
import { cancellationPhone, queuePhone } from '#server/features/phone-messages/index.ts'
import { verifiedEmailOf } from '#server/features/accounts/index.ts'
import type { Db } from '#server/db/client.ts'
import type { Ctx, SessionUser } from '#server/lib/context.ts'
import { Conflict, Forbidden, NotFound } from '#server/lib/errors.ts'
import { lockOrder, netPaidCents, planRefunds, type OrderRow } from './ledger.ts'
import { statusOf, toMailOrder, toOrder } from './order-row.ts'
import { messages } from '#shared/messages.ts'

export type CancelledBy = 'customer' | 'admin' | 'departure'

/** What cancelling `row` now would do: whether it can be, and the refund. */
export function cancellationTerms(
  row: OrderRow,
  refund: 'policy' | 'full',
  { today = dhakaToday(), by = 'customer' }: { today?: string; by?: CancelledBy } = {},
): CancellationTerms {
  const held = Math.max(0, netPaidCents(row))
  const policy = row.cancellationPolicy ?? [...DEFAULT_CANCELLATION_POLICY]
  const daysBefore = row.departureDate ? daysBetween(today, row.departureDate) : null
  const status = statusOf(row, today)
  const refusal =
    row.cancelledAt !== null
      ? messages.errors.orderCancelledKept
      : // A cancelled departure's bookings are refunded whenever the work reaches them.
        by !== 'departure' && (status === 'completed' || (daysBefore !== null && daysBefore < 0))
        ? messages.errors.alreadyTravelled
        : // A gift voucher paid for is money someone else may be spending: the voucher is
          // cancelled on its own page, which refunds only what is left on it (decision 054).
          row.sale === 'gift-voucher' && row.paidCents > 0
          ? messages.giftVoucher.saleNotCancelled
          : null
  // No date yet: as far from it as the policy's longest notice.
  const percent =
    refund === 'full'
      ? 100
      : daysBefore === null
        ? (sortedTiers(policy)[0]?.refundPercent ?? 0)
        : refundPercentAt(policy, daysBefore)
  const cents = refusal ? 0 : refundCents(held, percent, row.currency)
  return {
    cancellable: refusal === null,
    refusal,
    daysBefore,
    refundPercent: percent,
    paid: toMajor(held),
    refund: toMajor(cents),
    policy,
  }
}

function mayCancel(user: SessionUser | undefined, row: OrderRow, by: CancelledBy): void {
  if (by === 'departure') return
  if (!user) throw new Forbidden()
  if (row.userId !== user.id && !user.isAdmin)
    throw new Forbidden(messages.errors.ownOrdersCancelOnly)
}

/** GET /orders/:orderId/cancellation — the terms, for the customer (or an admin) to see first. */
export async function previewCancellation({
  ctx,
  orderId,
}: {
  ctx: Ctx
  orderId: string
}): Promise<CancellationTerms> {
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, orderId))
  if (!row) throw new NotFound(messages.errors.noSuchOrder)
  mayCancel(ctx.user, row, 'customer')
  return cancellationTerms(row, 'policy')
}

/**
 * Cancels a locked live order in the caller's transaction: the row, the refund of `refundCents`
 * planned on its payments (sent after the commit, send-refunds.ts), the audit entry, and the
 * customer's mail and phone message. The caller has checked that it may be cancelled, and for
 * how much.
 */
export async function cancelLocked(
  tx: Db,
  ctx: Ctx,
  row: OrderRow,
  {
    by,
    refundCents: cents,
    reason,
    terms,
  }: {
    /** Who cancels; 'hold': a part-paid booking whose hold ran out (release-part-paid.ts). */
    by: CancelledBy | 'hold'
    refundCents: number
    reason?: Reason
    /** The policy's terms behind the refund, for the audit log (none: not a policy's). */
    terms?: Pick<CancellationTerms, 'refundPercent' | 'daysBefore'>
  },
): Promise<OrderRow> {
  const recorded = reason === undefined ? null : reasonOnRecord(reason)
  const [cancelledRow] = await tx
    .update(orders)
    .set({
      cancelledAt: new Date(),
      cancelledBy: by,
      cancelReason: recorded,
      isPaid: false,
      holdExpiresAt: null,
    })
    .where(eq(orders.id, row.id))
    .returning()
  let voucherCents = 0
  const settled = await planRefunds(tx, cancelledRow!, {
    amountCents: cents,
    purpose: by === 'departure' ? 'departure-cancelled' : 'cancellation',
    actor: ctx.user,
    onPlanned: (intentId, planned) => {
      if (intentId.startsWith(VOUCHER_INTENT_PREFIX)) voucherCents += planned
    },
  })
  await recordAudit(tx, ctx.user, {
    action: 'order.cancelled',
    subject: { type: 'order', id: row.id },
    before: { status: statusOf(row), paidCents: row.paidCents, refundedCents: row.refundedCents },
    after: {
      status: statusOf(settled),
      by,
      refundCents: cents,
      ...terms,
      reason: recorded,
    },
  })
  const to = await verifiedEmailOf(tx, settled.userId)
  if (to) {
    await enqueueMail(
      tx,
      bookingCancelled(
        toMailOrder(settled),
        {
          refundCents: cents,
          voucherCents,
          byCustomer: by === 'customer' && row.userId === ctx.user?.id,
          reason: reason ?? null,
        },
        ctx.publicUrl,
        to,
      ),
    )
  }
  await queuePhone(
    tx,
    { userId: settled.userId, channels: ctx.phoneChannels },
    cancellationPhone(toMailOrder(settled), { departure: by === 'departure' }),
  )
  return settled
}

export interface CancelOutcome {
  order: Order
  /** Dollars being refunded by this cancellation (0 when it had happened already). */
  refund: number
  /** False when the order was cancelled already (a second click): nothing changed. */
  cancelled: boolean
  /** The order's open payment, to cancel at the provider now that the booking is cancelled. */
  openIntentId: string | null
}

/**
 * Cancels one booking in its own transaction. A booking already cancelled answers as it is
 * (`cancelled: false`): the same request twice cancels once. Sending the refunds and closing an
 * open payment are the caller's, after this returns (orders/cancel-booking.ts does both).
 */
export async function cancelOrder({
  ctx,
  orderId,
  by,
  refund,
  reason,
}: {
  ctx: Ctx
  orderId: string
  by: CancelledBy
  refund: 'policy' | 'full'
  reason?: Reason
}): Promise<CancelOutcome> {
  if (refund === 'full' && by === 'customer')
    throw new Forbidden(messages.errors.fullRefundAdminsOnly)
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId)
    if (!row) throw new NotFound(messages.errors.noSuchOrder)
    mayCancel(ctx.user, row, by)
    if (row.cancelledAt !== null) {
      return { row, refundCents: 0, cancelled: false }
    }
    const terms = cancellationTerms(row, refund, { by })
    if (!terms.cancellable) throw new Conflict(terms.refusal ?? messages.errors.notAllowed)
    const cents = Math.round(terms.refund * 100)
    const settled = await cancelLocked(tx, ctx, row, {
      by,
      refundCents: cents,
      reason,
      terms: { refundPercent: terms.refundPercent, daysBefore: terms.daysBefore },
    })
    return { row: settled, refundCents: cents, cancelled: true }
  })
  if (outcome.cancelled) ctx.mailQueued()
  if (outcome.cancelled) ctx.phoneQueued?.()
  return {
    order: toOrder(outcome.row),
    refund: toMajor(outcome.refundCents),
    cancelled: outcome.cancelled,
    openIntentId: outcome.cancelled ? outcome.row.paymentIntentId : null,
  }
}
