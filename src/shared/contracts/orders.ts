/**
 * Orders (bookings). The client names the tour and the contact details; the server decides the
 * tour's name and price, the user and the paid state (every amount is the server's), so those fields
 * are not part of the input at all.
 */
import { z } from 'zod'
import { recordIdSchema } from './common.ts'
import { MAX_TRAVELLERS } from '../booking-limits.ts'
import { policyTierSchema } from '../cancellation-policy.ts'
import { messages } from '../messages.ts'
import { CURRENCIES } from '../money.ts'
import { asciiDigits } from '../number-format.ts'
import { normalPromoCode } from '../promo-discount.ts'
import {
  categoryKinds,
  extraChoiceInputSchema,
  extraUnits,
  partyInputSchema,
} from './tour-pricing.ts'

const v = messages.validation

/**
 * Where a booking is in its life: unpaid (a hold) → deposit paid → paid → completed (its date
 * has passed); or cancelled, expired (an unpaid hold ran out), refunded, partly refunded.
 */
export const orderStatuses = [
  'unpaid',
  'deposit_paid',
  'paid',
  'completed',
  'cancelled',
  'expired',
  'refunded',
  'partly_refunded',
] as const
export type OrderStatus = (typeof orderStatuses)[number]

export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,22}[0-9]$/

/**
 * A phone number as a form or the API gives it: trimmed, Bangla digits (০১৭১২৩৪৫৬৭৮, as a Bangla
 * keyboard types them) turned into Latin ones before the pattern is checked, so the browser and
 * the server accept the same numbers and every one is stored in Latin digits.
 */
export const phoneText = () => z.string().trim().overwrite(asciiDigits)

/** A required phone number (bookings, the waitlist). */
export const phoneSchema = phoneText()
  .min(1, { error: () => v.phoneRequired })
  .regex(PHONE_PATTERN, { error: () => v.phoneInvalid })

/** A promo code as typed: any case, spaces around it trimmed; kept upper case (decision 050). */
export const promoCodeTextSchema = z
  .string()
  .overwrite(normalPromoCode)
  .min(1, { error: () => messages.promoCode.codeRequired })
  .max(32, { error: () => messages.promoCode.codeShape })
  .regex(/^[A-Z0-9][A-Z0-9-]{2,31}$/, { error: () => messages.promoCode.codeShape })
  .describe('A promo code, in any case (kept upper case): 3–32 letters, digits or dashes')

export const orderInputSchema = z.object({
  tourId: z
    .string()
    .trim()
    .min(1, { error: () => v.tourRequired })
    .pipe(recordIdSchema)
    .describe('The tour’s _id or placeId'),
  name: z
    .string()
    .trim()
    .min(1, { error: () => v.nameRequired })
    .max(80, { error: () => v.maxChars({ max: 80 }) }),
  email: z.email({ error: () => v.emailInvalid }).max(254),
  phone: phoneSchema,
  departureId: z
    .uuid({ error: () => v.dateFromList })
    .optional()
    .describe(
      'The departure booked (GET /places/{tourId}/departures); absent: date to be arranged',
    ),
  travellers: z
    .number({ error: () => v.travellersRequired })
    .int({ error: () => v.travellersWhole })
    .min(1, { error: () => v.travellersMin })
    .max(MAX_TRAVELLERS, { error: () => v.travellersMax({ max: MAX_TRAVELLERS }) })
    .optional()
    .describe(
      'How many take a seat; the price is per person. Absent: 1, or the seats of `party`; with `party`, must equal its seats',
    ),
  // ours: who travels by price category, the extras, the pickup point (issue 32)
  party: partyInputSchema
    .optional()
    .describe(
      'How many travel in each price category (GET /places/{tourId}: tourPricing); absent: `travellers` adults',
    ),
  extras: z
    .array(extraChoiceInputSchema)
    .max(20)
    .optional()
    .describe('The extras taken (tourPricing.extras), each once; absent: none'),
  pickupId: z
    .string()
    .max(40)
    .optional()
    .describe("The pickup or meeting point chosen (tourContent.pickupPoints' id); absent: none"),
  // ours: the channels to send this booking's messages by, to `phone` (issue 33; decision 051)
  phoneChannels: z
    .array(z.enum(['sms', 'whatsapp']))
    .max(2)
    .optional()
    .describe('Consent to messages by SMS and/or WhatsApp at `phone` (a Bangladeshi mobile)'),
  // ours: a promo code (issue 33 item 3; decision 050)
  promoCode: promoCodeTextSchema.optional().describe('A promo code; absent: none'),
  // ours: the whole departure at the tour's private-group price (decision 053)
  private: z
    .boolean()
    .optional()
    .describe(
      "Take the whole departure privately at the tour's private-group price (tourPricing.privatePrice), extras on top: only a date nobody has booked, which then looks full to everyone else; the party still says who travels, at most the departure's capacity. Absent: false",
    ),
})
export type OrderInput = z.input<typeof orderInputSchema>

export const orderSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  tourName: z.string(),
  tourPrice: z.number().describe('Price for all travellers, as booked, in `currency`'),
  currency: z
    .enum(CURRENCIES)
    .describe("What this order's amounts are in: usd or bdt (the site's pricing currency)"),
  reference: z.string().describe('The booking reference a customer quotes, e.g. BT-7K3M9Q'),
  departureId: z.string().nullable().describe('Null: booked before dates existed (to be arranged)'),
  departureDate: z.string().nullable().describe('YYYY-MM-DD, Asia/Dhaka'),
  travellers: z.number().int().describe('The seats taken: everyone but infants on a lap'),
  // ours: the party, extras and pickup point as booked (issue 32)
  party: z
    .array(
      z.object({
        kind: z.enum(categoryKinds),
        count: z.number().int(),
        unitPrice: z.number().describe('Per traveller, as booked, in `currency`'),
        seat: z.boolean(),
      }),
    )
    .describe(
      'Who travels, by price category; bookings from before categories: `travellers` adults',
    ),
  extras: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        nameBn: z.string().nullable(),
        per: z.enum(extraUnits),
        quantity: z.number().int(),
        unitPrice: z.number().describe('As booked, in `currency`'),
      }),
    )
    .describe('The extras booked; empty: none'),
  pickup: z
    .object({
      id: z.string(),
      name: z.string(),
      nameBn: z.string().nullable(),
      time: z.string().describe('HH:MM, Asia/Dhaka'),
      address: z.string().nullable().optional(),
      addressBn: z.string().nullable().optional(),
    })
    .nullable()
    .describe('The pickup or meeting point chosen, as booked'),
  expired: z
    .boolean()
    .describe('An unpaid hold that ran out: its seats went back; it can be paid if seats remain'),
  holdExpiresAt: z.string().nullable().describe('Until when an unpaid booking holds its seats'),
  userUid: z.string().nullable().describe('Null when the customer has deleted their account'),
  isPaid: z.boolean(),
  cancelled: z
    .boolean()
    .describe('Cancelled (e.g. its plan was withdrawn): it can no longer be paid or deleted'),
  tourId: z.string().nullable().describe('Null when the plan was deleted since'),
  createdAt: z.string(),
  amount: z.number().nullable().describe('Paid, once paid'),
  created: z.string().nullable().describe('When the payment was confirmed'),
  last4: z.string().nullable(),
  paidWith: z
    .string()
    .nullable()
    .describe("The latest payment's method when not a card form's: bKash, Nagad, a bank's card"),
  transaction: z.string().nullable().describe('The payment provider’s reference'),
  status: z.enum(orderStatuses),
  paidAmount: z.number().describe('Received (deposit, balance, differences)'),
  refundedAmount: z.number().describe('Refunded or being refunded'),
  cancelledBy: z
    .enum(['customer', 'admin', 'departure', 'plan', 'hold'])
    .nullable()
    .describe(
      'Who or what cancelled it (hold: paid after its hold ran out and its seats were booked by others; refunded in full)',
    ),
  depositAmount: z.number().nullable().describe('The deposit chosen at payment, if any'),
  balanceDue: z.number().describe('Still to pay (0 once paid in full)'),
  balanceDueOn: z
    .string()
    .nullable()
    .describe('YYYY-MM-DD (Asia/Dhaka): when the balance of a deposit is due'),
  balanceOverdue: z.boolean().describe('A deposit was paid and the balance is past its due date'),
  cancellationPolicy: z
    .array(policyTierSchema)
    .nullable()
    .describe('The cancellation tiers accepted with the booking; null: booked before policies'),
  // ours: the promo code booked with, as it was (decision 050)
  // Optional in the type only, so orders built by hand (mail samples, fixtures) need not say
  // them; every answer carries both.
  promoCode: z.string().nullable().optional().describe('The promo code booked with; null: none'),
  discount: z
    .number()
    .optional()
    .describe('Taken off by the promo code, in `currency`; tourPrice is after it (0: none)'),
  // ours: a whole departure taken privately (decision 053); optional in the type only, as above
  privatePrice: z
    .number()
    .nullable()
    .optional()
    .describe(
      'The private-group price as booked, in `currency`: the whole departure was taken privately (the party says who travels, each at 0; tourPrice adds the extras); null: booked by the seat',
    ),
  // ours: what the order sells when it is not a tour (decision 054)
  sale: z
    .enum(['gift-voucher'])
    .nullable()
    .optional()
    .describe("gift-voucher: a gift voucher's sale (no date, no travellers); null: a tour"),
})
export type Order = z.infer<typeof orderSchema>

const orderId = z.uuid({ error: () => v.orderId }).describe("The order's id")
export const orderIdParamsSchema = z.object({ orderId })
/**
 * /order/{id}: GET lists an account's orders by its email, DELETE removes one order by its id;
 * one path in the document, so one parameter name for both.
 */
export const orderEmailParamsSchema = z.object({
  id: z.email().max(254).describe("The account's email address"),
})
export const orderDeleteParamsSchema = z.object({ id: orderId })
export const deletedCountSchema = z.object({ deletedCount: z.number().int() })
