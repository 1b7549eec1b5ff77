import type { Receipt } from '#shared/contracts/payments.ts'
import type { Config } from '#server/config.ts'
import { getPayableOrder } from '#server/features/orders/index.ts'
import { listMoneyLines } from '#server/features/orders/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { Forbidden, NotFound } from '#server/lib/errors.ts'
import { messages } from '#shared/messages.ts'
import { minorStep, toMajor, toMinor } from '#shared/money.ts'
import { vatIncluded } from '#shared/vat.ts'

/**
 * GET /receipt/:orderId — the receipt of a paid order, for its customer or an admin: the payment
 * it was first, and the whole account a customer can print (Mushak-6.3's fields when the
 * company is VAT-registered). Every figure is the server's, in cents until the answer.
 */
export async function getReceipt({
  ctx,
  orderId,
  invoice,
}: {
  ctx: UserCtx
  orderId: string
  invoice: Config['invoice']
}): Promise<Receipt> {
  const { order, ownerId } = await getPayableOrder({ ctx, orderId })
  if (ownerId !== ctx.user.id && !ctx.user.isAdmin) {
    throw new Forbidden(messages.errors.ownReceiptsOnly)
  }
  if (order.paidAmount <= 0 || !order.transaction || order.amount === null || !order.created) {
    throw new NotFound(messages.errors.notPaidYet)
  }
  const lines = await listMoneyLines({ ctx, orderId })
  // VAT is in what the company keeps: paid less refunded (pending refunds included).
  const netPaidCents = toMinor(order.paidAmount) - toMinor(order.refundedAmount)
  const vat =
    invoice.vatPercent > 0
      ? vatIncluded(Math.max(0, netPaidCents), invoice.vatPercent, minorStep(order.currency))
      : null
  return {
    orderId: order._id,
    reference: order.reference,
    tourName: order.tourName,
    departureDate: order.departureDate,
    travellers: order.travellers,
    party: order.party,
    extras: order.extras,
    amount: order.amount,
    currency: order.currency,
    last4: order.last4,
    paidWith: order.paidWith,
    created: order.created,
    transaction: order.transaction,
    issuedAt: new Date().toISOString(),
    price: order.tourPrice,
    promoCode: order.promoCode ?? null,
    discount: order.discount ?? 0,
    privatePrice: order.privatePrice ?? null,
    sale: order.sale ?? null,
    paidAmount: order.paidAmount,
    refundedAmount: order.refundedAmount,
    balanceDue: order.balanceDue,
    lines,
    customer: { name: order.name, email: order.email, phone: order.phone },
    seller: {
      name: messages.brand,
      address: `${messages.contact.addressStreet}, ${messages.contact.addressCity}`,
      tradeLicence: invoice.tradeLicence,
      bin: invoice.bin,
    },
    vat: vat && {
      percent: invoice.vatPercent,
      amount: toMajor(vat.vatCents),
      net: toMajor(vat.netCents),
    },
  }
}
