/**
 * Cancellation policy: tiers of "this many days or more before the departure → this share of
 * what was paid comes back". A plan may set its own tiers; a booking keeps the tiers it was
 * accepted under, so a later change of the plan's policy never changes an existing booking.
 */
import { z } from 'zod'
import { roundToStep, type CurrencyCode } from './money.ts'
import { messages } from './messages.ts'

const v = messages.validation

export const policyTierSchema = z.object({
  daysBefore: z
    .number({ error: () => v.daysRequired })
    .int({ error: () => v.daysWhole })
    .min(0, { error: () => v.daysNegative })
    .max(365, { error: () => v.daysMax({ max: 365 }) }),
  refundPercent: z
    .number({ error: () => v.percentRequired })
    .int({ error: () => v.percentWhole })
    .min(0, { error: () => v.percentMin({ min: 0 }) })
    .max(100, { error: () => v.percentMax({ max: 100 }) }),
})
export type PolicyTier = z.infer<typeof policyTierSchema>

/** The most tiers one policy may have (the plan form stops adding rows there). */
export const MAX_POLICY_TIERS = 6

export const cancellationPolicySchema = z
  .array(policyTierSchema)
  .min(1, { error: () => v.tiersMin })
  .max(MAX_POLICY_TIERS, { error: () => v.tiersMax({ max: MAX_POLICY_TIERS }) })
  .refine((tiers) => new Set(tiers.map((t) => t.daysBefore)).size === tiers.length, {
    error: () => v.tiersDistinct,
  })
  .describe('Tiers: cancelling this many days or more before the departure refunds this share')

/** The company's default: 30+ days → everything back; 14–29 → half; less → nothing. */
export const DEFAULT_CANCELLATION_POLICY: readonly PolicyTier[] = [
  { daysBefore: 30, refundPercent: 100 },
  { daysBefore: 14, refundPercent: 50 },
  { daysBefore: 0, refundPercent: 0 },
]

/** The tiers from the most days before to the fewest. */
export function sortedTiers(policy: readonly PolicyTier[]): PolicyTier[] {
  return [...policy].sort((a, b) => b.daysBefore - a.daysBefore)
}

/** The share refunded when cancelling `daysBefore` days before the departure (0 past every tier). */
export function refundPercentAt(policy: readonly PolicyTier[], daysBefore: number): number {
  if (daysBefore < 0) return 0
  return sortedTiers(policy).find((tier) => daysBefore >= tier.daysBefore)?.refundPercent ?? 0
}

/**
 * The refund, in minor units, of `paidCents` at `percent`: rounded down to what the currency
 * refunds in (a cent; a whole taka), never above what was paid.
 */
export function refundCents(paidCents: number, percent: number, currency: CurrencyCode): number {
  if (paidCents <= 0) return 0
  return Math.min(paidCents, roundToStep(Math.floor((paidCents * percent) / 100), currency, 'down'))
}
