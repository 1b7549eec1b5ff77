/**
 * A voucher's row as its readers see it: its state today (an active voucher past its last day
 * is expired, one with nothing left is spent), and the admins' whole view.
 */
import type { AdminGiftVoucher, GiftVoucherState } from '#shared/contracts/gift-vouchers.ts'
import { dhakaToday } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { toMajor } from '#shared/money.ts'
import { orders, type giftVouchers } from '#server/db/schema/index.ts'
import { invalidField } from '#server/lib/errors.ts'

export type VoucherRow = typeof giftVouchers.$inferSelect

export function stateOf(row: VoucherRow, today = dhakaToday()): GiftVoucherState {
  if (row.status !== 'active') return row.status
  if (row.expiresOn < today) return 'expired'
  return row.balanceMinor === 0 ? 'spent' : 'active'
}

/** Why a voucher cannot be spent now, as the field's error; nothing when it can. */
export function refuseUnspendable(row: VoucherRow | undefined, field = 'code'): VoucherRow {
  if (!row) throw invalidField(field, messages.giftVoucher.unknown)
  const state = stateOf(row)
  if (state === 'active') return row
  const why = {
    pending: messages.giftVoucher.notPaid,
    cancelled: messages.giftVoucher.cancelled,
    expired: messages.giftVoucher.expired,
    spent: messages.giftVoucher.spent,
  }[state]
  throw invalidField(field, why)
}

/** What the admins' view reads of a voucher's sale (a left join: null for an issued voucher). */
export const saleColumns = {
  orderReference: orders.reference,
  buyerEmail: orders.email,
  refundedMinor: orders.refundedCents,
}

export interface SaleOf {
  orderReference: string | null
  buyerEmail: string | null
  refundedMinor: number | null
}

export const NO_SALE: SaleOf = { orderReference: null, buyerEmail: null, refundedMinor: null }

export function toAdminVoucher(row: VoucherRow, sale: SaleOf): AdminGiftVoucher {
  return {
    id: row.id,
    code: row.code,
    amount: toMajor(row.amountMinor),
    balance: toMajor(row.balanceMinor),
    currency: row.currency,
    status: stateOf(row),
    origin: row.origin,
    orderId: row.orderId,
    orderReference: sale.orderReference,
    buyerEmail: sale.buyerEmail,
    refundedToBuyer: toMajor(sale.refundedMinor ?? 0),
    fromName: row.fromName,
    recipientName: row.recipientName,
    deliverBy: row.deliverBy,
    recipientEmail: row.recipientEmail,
    recipientPhone: row.recipientPhone,
    message: row.message,
    deliverOn: row.deliverOn,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    expiresOn: row.expiresOn,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelledBy: row.cancelledBy,
    cancelReason: row.cancelReason,
  }
}
