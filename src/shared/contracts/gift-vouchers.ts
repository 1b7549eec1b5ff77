/**
 * Gift vouchers (issue 33 item 4, decision 054): bought on the site for someone, delivered by
 * mail or SMS on a chosen day, spent in part or whole on a booking's payment; issued and
 * cancelled by admins. Amounts are major units in the voucher's currency, like every price the
 * API carries; the database keeps minor units.
 */
import { z } from 'zod'
import { toBdMobile } from '../bd-mobile.ts'
import { messages } from '../messages.ts'
import { CURRENCIES } from '../money.ts'
import { calendarDateSchema } from './departures.ts'
import { pageOf, partlyCountedTotal } from './paging.ts'

const m = () => messages.giftVoucher

/** What a customer types: letters and digits, any case, with or without dashes and spaces. */
export const giftVoucherCodeSchema = z
  .string({ error: () => m().codeRequired })
  .trim()
  .min(1, { error: () => m().codeRequired })
  .max(40, { error: () => m().codeShape })
  .describe('A voucher code, e.g. GV-7K3M-9Q4A-2B6D (case, dashes and spaces do not matter)')

export const giftVoucherChannelSchema = z.enum(['email', 'sms'])

/** Who a voucher goes to, how and when: a sale's and an admin's issue alike. */
const recipientShape = {
  recipientName: z
    .string({ error: () => m().recipientNameRequired })
    .trim()
    .min(1, { error: () => m().recipientNameRequired })
    .max(80, { error: () => m().nameTooLong }),
  deliverBy: giftVoucherChannelSchema.describe('email: to recipientEmail; sms: to recipientPhone'),
  recipientEmail: z
    .email({ error: () => m().emailInvalid })
    .max(254, { error: () => m().emailInvalid })
    .optional(),
  recipientPhone: z
    .string()
    .trim()
    .max(30, { error: () => m().phoneInvalid })
    .optional()
    .describe('A Bangladeshi mobile number, Bangla digits accepted; kept as E.164'),
  message: z
    .string()
    .trim()
    .max(300, { error: () => m().messageTooLong })
    .optional()
    .describe('A few words to the recipient'),
  deliverOn: calendarDateSchema
    .optional()
    .describe('The day it goes to the recipient (Asia/Dhaka); absent: today'),
}

function recipientChecks(
  input: { deliverBy: 'email' | 'sms'; recipientEmail?: string; recipientPhone?: string },
  ctx: z.RefinementCtx,
) {
  if (input.deliverBy === 'email' && !input.recipientEmail) {
    ctx.addIssue({ code: 'custom', path: ['recipientEmail'], message: m().emailInvalid })
  }
  if (input.deliverBy === 'sms' && !toBdMobile(input.recipientPhone ?? '')) {
    ctx.addIssue({ code: 'custom', path: ['recipientPhone'], message: m().phoneInvalid })
  }
}

const amountSchema = z
  .number({ error: () => m().amountRange })
  .positive({ error: () => m().amountRange })
  .describe("The voucher's value in the site's currency")

/** POST /gift-vouchers: a customer buys one; they pay for it on the Pay page. */
export const giftVoucherPurchaseSchema = z
  .object({
    amount: amountSchema,
    fromName: z
      .string()
      .trim()
      .min(1, { error: () => m().fromNameRequired })
      .max(80, { error: () => m().nameTooLong })
      .optional()
      .describe("Who it is from, as the recipient reads it; absent: the account's name"),
    ...recipientShape,
  })
  .superRefine(recipientChecks)
export type GiftVoucherPurchase = z.input<typeof giftVoucherPurchaseSchema>

export const giftVoucherPurchasedSchema = z.object({
  voucherId: z.string(),
  orderId: z.string().describe('The sale: pay it on the Pay page like a booking'),
  reference: z.string(),
  amount: z.number(),
  currency: z.enum(CURRENCIES),
})
export type GiftVoucherPurchased = z.infer<typeof giftVoucherPurchasedSchema>

/** The amounts a voucher may be bought for, in major units of each currency. */
export const GIFT_VOUCHER_LIMITS = {
  bdt: { min: 500, max: 200_000, suggested: [1_000, 2_500, 5_000, 10_000] },
  usd: { min: 10, max: 2_000, suggested: [25, 50, 100, 200] },
} as const

export const giftVoucherStatusSchema = z.enum([
  'pending',
  'active',
  'cancelled',
  'expired',
  'spent',
])
export type GiftVoucherState = z.infer<typeof giftVoucherStatusSchema>

/** POST /gift-vouchers/check: what a code holds (the holder's view: no names). */
export const giftVoucherCheckSchema = z.object({ code: giftVoucherCodeSchema })
export const giftVoucherBalanceSchema = z.object({
  code: z.string().describe('The code, as printed'),
  amount: z.number(),
  balance: z.number(),
  currency: z.enum(CURRENCIES),
  status: giftVoucherStatusSchema,
  expiresOn: z.string(),
})
export type GiftVoucherBalance = z.infer<typeof giftVoucherBalanceSchema>

/** POST /orders/:orderId/gift-voucher: spend a voucher on what is due on your booking. */
export const giftVoucherRedeemSchema = z.object({ code: giftVoucherCodeSchema })
export const giftVoucherRedeemedSchema = z.object({
  applied: z.number().describe('Taken from the voucher and paid on the booking'),
  balance: z.number().describe('What is left on the voucher'),
  due: z.number().describe('What is still to pay on the booking'),
  currency: z.enum(CURRENCIES),
  isPaid: z.boolean(),
})
export type GiftVoucherRedeemed = z.infer<typeof giftVoucherRedeemedSchema>

/** The vouchers a customer bought (GET /gift-vouchers/mine). */
export const ownGiftVoucherSchema = z.object({
  id: z.string(),
  orderId: z.string().nullable(),
  code: z.string().nullable().describe('Shown once the sale is paid'),
  amount: z.number(),
  balance: z.number(),
  currency: z.enum(CURRENCIES),
  status: giftVoucherStatusSchema,
  recipientName: z.string(),
  deliverBy: giftVoucherChannelSchema,
  deliverOn: z.string(),
  deliveredAt: z.string().nullable(),
  expiresOn: z.string(),
  createdAt: z.string(),
})
export type OwnGiftVoucher = z.infer<typeof ownGiftVoucherSchema>
export const ownGiftVouchersSchema = z.array(ownGiftVoucherSchema)

/** An admin issues one (a goodwill gesture, a prize): amount, recipient and why. */
export const giftVoucherIssueSchema = z
  .object({
    amount: amountSchema,
    fromName: z
      .string()
      .trim()
      .min(1, { error: () => m().fromNameRequired })
      .max(80, { error: () => m().nameTooLong })
      .optional()
      .describe('Who it is from; absent: the company'),
    ...recipientShape,
    reason: z
      .string({ error: () => m().reasonRequired })
      .trim()
      .min(3, { error: () => m().reasonRequired })
      .max(300, { error: () => m().reasonTooLong })
      .describe('Why it was issued: on the audit log'),
  })
  .superRefine(recipientChecks)
export type GiftVoucherIssue = z.input<typeof giftVoucherIssueSchema>

export const giftVoucherCancelSchema = z.object({
  reason: z
    .string({ error: () => m().reasonRequired })
    .trim()
    .min(3, { error: () => m().reasonRequired })
    .max(300, { error: () => m().reasonTooLong }),
  refund: z
    .boolean()
    .optional()
    .describe(
      "Refund what is left on it to its buyer, on the payment that bought it (a sold voucher's sale is then cancelled)",
    ),
})
export type GiftVoucherCancel = z.infer<typeof giftVoucherCancelSchema>
export const giftVoucherIdParamsSchema = z.object({ id: z.uuid() })

export const adminGiftVoucherSchema = z.object({
  id: z.string(),
  code: z.string(),
  amount: z.number(),
  balance: z.number(),
  currency: z.enum(CURRENCIES),
  status: giftVoucherStatusSchema,
  origin: z.enum(['sold', 'issued']),
  orderId: z.string().nullable(),
  orderReference: z.string().nullable(),
  buyerEmail: z.string().nullable(),
  refundedToBuyer: z.number().describe("What its sale's payment was refunded to the buyer"),
  fromName: z.string(),
  recipientName: z.string(),
  deliverBy: giftVoucherChannelSchema,
  recipientEmail: z.string().nullable(),
  recipientPhone: z.string().nullable(),
  message: z.string().nullable(),
  deliverOn: z.string(),
  deliveredAt: z.string().nullable(),
  expiresOn: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  cancelledBy: z.string().nullable(),
  cancelReason: z.string().nullable(),
})
export type AdminGiftVoucher = z.infer<typeof adminGiftVoucherSchema>
export const adminGiftVouchersPageSchema = pageOf(
  adminGiftVoucherSchema,
  partlyCountedTotal('How many vouchers there are, on the first page; null on the next'),
)
export type AdminGiftVouchersPage = z.infer<typeof adminGiftVouchersPageSchema>
export const adminGiftVouchersQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(80)
    .optional()
    .describe("A code, or part of a recipient's or buyer's name or email"),
})

export const giftVoucherEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(['sold', 'issued', 'redeemed', 'refunded', 'cancelled']),
  amount: z.number().describe('Signed: + onto the voucher, − off it'),
  orderId: z.string().nullable(),
  orderReference: z.string().nullable(),
  actorEmail: z.string().nullable(),
  createdAt: z.string(),
})
export type GiftVoucherEntry = z.infer<typeof giftVoucherEntrySchema>
export const adminGiftVoucherLedgerSchema = z.object({
  voucher: adminGiftVoucherSchema,
  entries: z.array(giftVoucherEntrySchema),
})
export type AdminGiftVoucherLedger = z.infer<typeof adminGiftVoucherLedgerSchema>
