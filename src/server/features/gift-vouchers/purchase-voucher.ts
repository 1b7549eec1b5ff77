/**
 * POST /gift-vouchers — a customer buys a voucher for someone: the voucher (pending) and its sale
 * order in one transaction, to be paid on the Pay page like a booking. Paid, the voucher comes
 * alive in the payment's transaction (the orders trigger, migration 0039) and goes to its
 * recipient on its day (deliver-vouchers.ts).
 */
import { randomBytes } from 'node:crypto'
import { GIFT_VOUCHER_LIMITS, type GiftVoucherPurchased } from '#shared/contracts/gift-vouchers.ts'
import type { z } from 'zod'
import type { giftVoucherPurchaseSchema } from '#shared/contracts/gift-vouchers.ts'
import { toBdMobile } from '#shared/bd-mobile.ts'
import { addDays, addYears, dhakaToday } from '#shared/dhaka-date.ts'
import { newGiftVoucherCode } from '#shared/gift-voucher-code.ts'
import { currentLocale, messages, withLocale } from '#shared/messages.ts'
import { formatMoney, fromMajor, toMajor } from '#shared/money.ts'
import { giftVouchers } from '#server/db/schema/index.ts'
import { createSaleOrder } from '#server/features/orders/index.ts'
import type { Ctx, UserCtx } from '#server/lib/context.ts'
import { invalidField } from '#server/lib/errors.ts'
import { isUniqueViolation } from '#server/lib/pg-errors.ts'
import { priceInput } from '#server/lib/price-input.ts'

type Recipient = Pick<
  z.output<typeof giftVoucherPurchaseSchema>,
  | 'amount'
  | 'recipientName'
  | 'deliverBy'
  | 'recipientEmail'
  | 'recipientPhone'
  | 'message'
  | 'deliverOn'
>

/** A voucher can be spent for two years after the day it is delivered. */
export const VOUCHER_YEARS = 2

/** The values a sale and an admin's issue store alike, checked: amount, recipient, day. */
export function voucherTerms(
  ctx: Pick<Ctx, 'pricingCurrency' | 'phoneChannels'>,
  input: Recipient,
) {
  const currency = ctx.pricingCurrency
  const limits = GIFT_VOUCHER_LIMITS[currency]
  const amountMinor = priceInput(ctx, input.amount, 'amount')
  if (input.amount < limits.min || input.amount > limits.max) {
    throw invalidField(
      'amount',
      messages.giftVoucher.amountLimits({
        min: formatMoney(fromMajor(limits.min, currency)),
        max: formatMoney(fromMajor(limits.max, currency)),
      }),
    )
  }
  const today = dhakaToday()
  const deliverOn = input.deliverOn ?? today
  if (deliverOn < today || deliverOn > addDays(today, 365)) {
    throw invalidField('deliverOn', messages.giftVoucher.deliverOnRange)
  }
  const sms = input.deliverBy === 'sms'
  if (sms && !ctx.phoneChannels?.includes('sms')) {
    throw invalidField('deliverBy', messages.giftVoucher.smsUnavailable)
  }
  return {
    currency,
    amountMinor,
    recipientName: input.recipientName,
    deliverBy: input.deliverBy,
    recipientEmail: sms ? null : (input.recipientEmail?.toLowerCase() ?? null),
    recipientPhone: sms ? toBdMobile(input.recipientPhone ?? '') : null,
    message: input.message || null,
    deliverOn,
    expiresOn: addYears(deliverOn, VOUCHER_YEARS),
    locale: currentLocale(),
  }
}

export const newCode = () => newGiftVoucherCode((size) => randomBytes(size))

export async function purchaseGiftVoucher({
  ctx,
  input,
}: {
  ctx: UserCtx
  input: z.output<typeof giftVoucherPurchaseSchema>
}): Promise<GiftVoucherPurchased> {
  const terms = voucherTerms(ctx, input)
  for (let attempt = 0; ; attempt++) {
    try {
      return await ctx.db.transaction(async (tx) => {
        const order = await createSaleOrder(tx, ctx, {
          kind: 'gift-voucher',
          name: withLocale('en', () => messages.giftVoucher.saleName),
          nameBn: withLocale('bn', () => messages.giftVoucher.saleName),
          priceMinor: terms.amountMinor,
        })
        const [voucher] = await tx
          .insert(giftVouchers)
          .values({
            ...terms,
            code: newCode(),
            status: 'pending',
            origin: 'sold',
            orderId: order.id,
            buyerId: ctx.user.id,
            fromName: input.fromName ?? ctx.user.name,
          })
          .returning({ id: giftVouchers.id })
        return {
          voucherId: voucher!.id,
          orderId: order.id,
          reference: order.reference,
          amount: toMajor(terms.amountMinor),
          currency: terms.currency,
        }
      })
    } catch (error) {
      // A code or a reference drawn twice (about one in a million): draw again.
      if (attempt < 3 && isUniqueViolation(error)) continue
      throw error
    }
  }
}
