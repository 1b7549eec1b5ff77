/**
 * Card payments. The client names the order; the amount always comes from the order on the
 * server (docs/decisions/005-payments.md), so a `price` the client sends is ignored.
 */
import { z } from 'zod'
import { messages } from '../messages.ts'
import { CURRENCIES } from '../money.ts'
import { orderSchema } from './orders.ts'

const v = messages.validation

export const paymentProviders = [
  'sandbox',
  'stripe',
  'sslcommerz',
  'bkash',
  'sandbox-gateway',
] as const

export const createPaymentSchema = z.object({
  orderId: z.uuid({ error: () => v.orderId }),
  price: z.unknown().optional().describe('Ignored: the amount comes from the order'),
  plan: z
    .enum(['full', 'deposit'], { error: () => v.paymentPlan({ full: 'full', deposit: 'deposit' }) })
    .default('full')
    .describe(
      "The first payment: everything, or the tour's deposit (the balance is due before departure); later payments pay what is due",
    ),
  provider: z
    .enum(paymentProviders, { error: () => v.paymentProvider })
    .optional()
    .describe(
      'How to pay, one of GET /payment/methods (ours): the card provider unless told; sslcommerz and bkash send the customer to their own page, sandbox-gateway (offline, nothing charged) to a test page of this site',
    ),
})

/** GET /payment/methods (ours): the ways to pay this site offers, the card provider first. */
export const paymentMethodsSchema = z.object({
  providers: z.array(z.enum(paymentProviders)),
})

export const paymentIntentSchema = z.object({
  clientSecret: z.string().describe('For the card form; empty when the provider has none'),
  redirectUrl: z
    .string()
    .nullable()
    .describe(
      "Ours: the gateway's page to send the customer to (SSLCommerz, bKash, the sandbox gateway's test page); null for a card form",
    ),
  provider: z.enum(paymentProviders),
  /** Stripe's publishable key when the provider is Stripe. */
  publishableKey: z.string().nullable(),
  amount: z.number().describe('From the order, in `currency`'),
  currency: z
    .enum(CURRENCIES)
    .describe("The site's pricing currency (usd, or bdt when it prices in taka)"),
})
export type PaymentIntent = z.infer<typeof paymentIntentSchema>

/** POST /payment/accept-held (ours, admins): record a payment the gateway held as risky. */
export const acceptHeldPaymentSchema = z.object({
  orderId: z.uuid({ error: () => v.orderId }),
  paymentIntentId: z
    .string()
    .min(1)
    .max(255)
    .describe('The held payment, as the audit log names it (payment.unreconciled)'),
})

/** PUT /cartProducts/:id — which payment to check; the spec's other fields are ignored. */
export const confirmPaymentSchema = z
  .object({
    paymentIntentId: z.string().min(1).max(255).optional(),
    transsaction: z.string().min(1).max(255).optional().describe('The spec’s name for it'),
  })
  .refine((body) => body.paymentIntentId ?? body.transsaction, {
    error: () => v.paymentToCheck({ field: 'paymentIntentId' }),
    path: ['paymentIntentId'],
  })

/** Why money moved: a payment's share of the price, or a refund's reason. */
export const moneyPurposes = [
  'full',
  'deposit',
  'part',
  'balance',
  'difference',
  'cancellation',
  'departure-cancelled',
  'reschedule',
  'late-payment',
  'overpayment',
] as const

/** One movement of money on a receipt. */
export const receiptLineSchema = z.object({
  kind: z.enum(['payment', 'refund']),
  purpose: z.enum(moneyPurposes),
  amount: z.number().describe('In `currency`, always positive (kind says which way)'),
  at: z.string().describe('When it was recorded (ISO 8601)'),
  status: z
    .enum(['pending', 'succeeded'])
    .describe('A refund is pending until the provider confirms it'),
  // ours (issue 33 item 4): money paid from a gift voucher, or returned to it
  giftVoucher: z.boolean().describe('Paid from a gift voucher (or, a refund, returned to it)'),
})
export type ReceiptLine = z.infer<typeof receiptLineSchema>

export const receiptSchema = z.object({
  orderId: z.string(),
  reference: z.string().describe('The booking reference, e.g. BT-7K3M9Q'),
  tourName: z.string(),
  departureDate: z.string().nullable().describe('YYYY-MM-DD; null: to be arranged'),
  travellers: z.number().int(),
  // ours: the price's lines (issue 32)
  party: orderSchema.shape.party,
  extras: orderSchema.shape.extras,
  amount: z.number(),
  currency: z
    .enum(CURRENCIES)
    .describe("The site's pricing currency (usd, or bdt when it prices in taka)"),
  last4: z.string().nullable(),
  paidWith: z
    .string()
    .nullable()
    .describe("The latest payment's method when not a card form's: bKash, Nagad, a bank's card"),
  created: z.string().describe('When the payment was confirmed'),
  transaction: z.string(),
  // Ours (issue 30): what a printable receipt (Mushak-6.3 when VAT-registered) needs.
  issuedAt: z.string().describe('When this receipt was issued (the time of the answer)'),
  price: z.number().describe("The booking's price in `currency`, VAT included"),
  // ours (issue 33 item 3): the promo code's discount, already taken off `price`
  promoCode: z.string().nullable().describe('The promo code booked with; null: none'),
  discount: z.number().describe('Taken off by the promo code, in `currency` (0: none)'),
  // ours: a private group's price (decision 053) and a gift voucher's sale (decision 054)
  privatePrice: z
    .number()
    .nullable()
    .describe('The whole departure taken privately at this price; null: booked by the seat'),
  sale: z
    .enum(['gift-voucher'])
    .nullable()
    .describe("gift-voucher: the receipt of a gift voucher's sale; null: of a tour"),
  paidAmount: z.number().describe('Received on this booking, in `currency`'),
  refundedAmount: z.number().describe('Refunded or being refunded, in `currency`'),
  balanceDue: z.number().describe('Still to pay, in `currency` (0 once paid or cancelled)'),
  lines: z
    .array(receiptLineSchema)
    .describe("The booking's payments and refunds, oldest first (failed refunds left out)"),
  customer: z
    .object({ name: z.string(), email: z.string(), phone: z.string() })
    .describe('Who booked, as given in the booking'),
  seller: z
    .object({
      name: z.string(),
      address: z.string(),
      tradeLicence: z.string().nullable().describe('Trade licence number; null when not set'),
      bin: z.string().nullable().describe('Business Identification Number; null when not set'),
    })
    .describe('The company issuing the receipt'),
  vat: z
    .object({
      percent: z.number().describe('The VAT rate, e.g. 15'),
      amount: z.number().describe('VAT included in the net amount paid, in `currency`'),
      net: z.number().describe('The net amount paid less its VAT, in `currency`'),
    })
    .nullable()
    .describe('VAT in what was paid less refunded (prices include it); null: not VAT-registered'),
})
export type Receipt = z.infer<typeof receiptSchema>

/** The sandbox's card form (test mode): number, MM/YY expiry and CVC. */
export const sandboxCardSchema = z.object({
  clientSecret: z.string().min(1).max(255),
  cardNumber: z.string().trim().max(40),
  expiry: z.string().trim().max(10),
  cvc: z.string().trim().max(10),
})
export type SandboxCard = z.infer<typeof sandboxCardSchema>

export const sandboxConfirmResultSchema = z.object({
  status: z.literal('succeeded'),
  paymentIntentId: z.string(),
})

/** Test cards of the sandbox, as in Stripe's test mode. */
export const sandboxTestCards = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  expired: '4000 0000 0000 0069',
} as const
