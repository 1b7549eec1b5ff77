/** The booking lifecycle's API shapes: cancelling a booking and what it refunds. */
import { z } from 'zod'
import { policyTierSchema } from '../cancellation-policy.ts'
import { messages } from '../messages.ts'
import { orderSchema } from './orders.ts'

export const cancellationTermsSchema = z.object({
  cancellable: z.boolean(),
  refusal: z
    .string()
    .nullable()
    .describe('Why it cannot be cancelled (already cancelled, travelled)'),
  daysBefore: z.number().int().nullable().describe('Days until the departure; null: no date yet'),
  refundPercent: z.number().int().min(0).max(100),
  paid: z.number().describe('What the booking holds now (its currency)'),
  refund: z.number().describe('What cancelling now gives back'),
  policy: z.array(policyTierSchema),
})
export type CancellationTerms = z.infer<typeof cancellationTermsSchema>

export const cancelOrderInputSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(500, { error: () => messages.validation.maxChars({ max: 500 }) })
    .optional(),
  refund: z
    .enum(['policy', 'full'])
    .default('policy')
    .describe("What comes back: the policy's share, or (admins only) everything"),
})

export const rescheduleInputSchema = z.object({
  departureId: z
    .uuid({ error: () => messages.validation.dateFromList })
    .describe('Another open departure of the same tour with seats for the travellers'),
})

export const rescheduleResultSchema = z.object({
  order: orderSchema,
  refund: z.number().describe('Refunded because the new date costs less'),
  due: z.number().describe('Still to pay (the new date costs more, or unpaid)'),
})

export const cancelOrderResultSchema = z.object({
  order: orderSchema,
  refund: z.number().describe('What this cancellation refunds (0 on a repeat)'),
})
