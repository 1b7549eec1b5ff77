/**
 * Promo codes (issue 33 item 3, decision 050): the admins' codes and their uses, and the quote a
 * booking dialog asks for before it books. Amounts are major units in the code's currency, like
 * every price the API carries; the database keeps minor units.
 */
import { z } from 'zod'
import { messages } from '../messages.ts'
import { CURRENCIES } from '../money.ts'
import { recordIdSchema } from './common.ts'
import { calendarDateSchema } from './departures.ts'
import { orderStatuses, promoCodeTextSchema } from './orders.ts'
import { pageOf, partlyCountedTotal, uncountedTotal } from './paging.ts'
import { extraChoiceInputSchema, partyInputSchema } from './tour-pricing.ts'

const m = () => messages.promoCode

export const promoKinds = ['percent', 'amount'] as const
export type PromoKind = (typeof promoKinds)[number]

const positiveWhole = () =>
  z
    .int({ error: () => m().wholeNumber })
    .min(1, { error: () => m().wholeNumber })
    .max(1_000_000, { error: () => m().wholeNumber })

/** What an admin sets on a code (create, and edit: the whole code each time). */
export const promoCodeInputSchema = z
  .object({
    code: promoCodeTextSchema,
    kind: z.enum(promoKinds).describe('percent: `percent` off; amount: `amount` off'),
    percent: z
      .int({ error: () => m().percentRange })
      .min(1, { error: () => m().percentRange })
      .max(100, { error: () => m().percentRange })
      .nullable()
      .default(null)
      .describe('A whole percent off the subtotal (kind percent)'),
    amount: z
      .number({ error: () => m().amountPositive })
      .positive({ error: () => m().amountPositive })
      .max(10_000_000, { error: () => m().amountPositive })
      .nullable()
      .default(null)
      .describe("An amount off, in the site's currency (kind amount)"),
    maxUses: positiveWhole().nullable().default(null).describe('Uses in total; null: no limit'),
    maxUsesPerCustomer: positiveWhole()
      .nullable()
      .default(null)
      .describe('Uses per customer account; null: no limit'),
    startsOn: calendarDateSchema
      .nullable()
      .default(null)
      .describe('First booking day it is valid (Asia/Dhaka); null: from now'),
    endsOn: calendarDateSchema
      .nullable()
      .default(null)
      .describe('Last booking day it is valid (Asia/Dhaka); null: no end'),
    tourIds: z
      .array(z.uuid())
      .max(200)
      .default([])
      .describe("The tours' _id it is for; empty: all"),
    minSpend: z
      .number({ error: () => m().amountPositive })
      .min(0, { error: () => m().amountPositive })
      .max(10_000_000, { error: () => m().amountPositive })
      .nullable()
      .default(null)
      .describe('The subtotal (travellers and extras) a booking must reach; null: none'),
    paused: z.boolean().default(false),
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'percent' && input.percent === null) {
      ctx.addIssue({ code: 'custom', path: ['percent'], message: m().percentRange })
    }
    if (input.kind === 'amount' && input.amount === null) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: m().amountPositive })
    }
    if (input.startsOn && input.endsOn && input.endsOn < input.startsOn) {
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: m().windowOrder })
    }
  })
export type PromoCodeInput = z.input<typeof promoCodeInputSchema>
export type PromoCodeValues = z.output<typeof promoCodeInputSchema>

export const promoCodeIdParamsSchema = z.object({ id: z.uuid() })
export const promoCodePausedSchema = z.object({ paused: z.boolean() })

export const adminPromoCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(promoKinds),
  percent: z.number().int().nullable(),
  amount: z.number().nullable().describe('In `currency`'),
  currency: z.enum(CURRENCIES),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  tourIds: z.array(z.string()),
  minSpend: z.number().nullable(),
  paused: z.boolean(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  uses: z
    .number()
    .int()
    .describe('Bookings with it that count against its limits (not cancelled, not run out)'),
  revenue: z.number().describe('Received less refunded on every booking made with it'),
})
export type AdminPromoCode = z.infer<typeof adminPromoCodeSchema>
export const adminPromoCodesPageSchema = pageOf(
  adminPromoCodeSchema,
  partlyCountedTotal('How many codes there are, on the first page; null on the next'),
)
export type AdminPromoCodesPage = z.infer<typeof adminPromoCodesPageSchema>

export const promoCodeUseSchema = z.object({
  orderId: z.string(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  tourName: z.string(),
  departureDate: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(orderStatuses),
  discount: z.number().describe('Taken off, as booked'),
  total: z.number().describe('The price after the discount'),
  paid: z.number().describe('Received less refunded'),
})
export const promoCodeUsesPageSchema = pageOf(promoCodeUseSchema, uncountedTotal).extend({
  code: adminPromoCodeSchema,
})
export type PromoCodeUsesPage = z.infer<typeof promoCodeUsesPageSchema>

/** What the booking dialog has: the code, the tour, the date and who travels with what. */
export const promoCheckSchema = z.object({
  code: promoCodeTextSchema,
  tourId: recordIdSchema.describe('The tour’s _id or placeId'),
  departureId: z.uuid().optional().describe('The date chosen; its adult price counts'),
  party: partyInputSchema.optional().describe('Who travels; absent: `travellers` adults'),
  travellers: z.int().min(1).max(20).optional(),
  extras: z.array(extraChoiceInputSchema).max(20).optional(),
  private: z
    .boolean()
    .optional()
    .describe("The whole date at the tour's private-group price (decision 053); absent: false"),
})
export type PromoCheck = z.input<typeof promoCheckSchema>
export type PromoCheckValues = z.output<typeof promoCheckSchema>

export const promoQuoteSchema = z.object({
  code: z.string().describe('The code, upper case'),
  kind: z.enum(promoKinds),
  percent: z.number().int().nullable(),
  currency: z.enum(CURRENCIES),
  subtotal: z.number().describe('Travellers and extras, before the discount'),
  discount: z.number().describe('Taken off the subtotal'),
  total: z.number().describe('What the booking would cost'),
})
export type PromoQuote = z.infer<typeof promoQuoteSchema>
