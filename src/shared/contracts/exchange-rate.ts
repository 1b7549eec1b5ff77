/**
 * The exchange rate pages show prices in taka with (issue 16): taka per US dollar, set by admins
 * (every rate kept, the newest current). Prices themselves stay in the pricing currency, as they are charged; the
 * rate gives the estimate in the other one.
 */
import { z } from 'zod'
import { messages } from '../messages.ts'
import { fromInput } from './catalog.ts'

/** The rate before any admin sets one: the site shows taka from its first start. */
export const DEFAULT_TAKA_PER_DOLLAR = 120
export const TAKA_PER_DOLLAR_MIN = 1
export const TAKA_PER_DOLLAR_MAX = 1000

const m = messages.money

export const exchangeRateSchema = z.object({
  takaPerDollar: z
    .number()
    .describe('Taka (BDT) one US dollar buys, at most 2 decimals; prices in taka use it'),
  setAt: z
    .string()
    .nullable()
    .describe(
      `When an admin set it (ISO 8601); null: the starting rate (${DEFAULT_TAKA_PER_DOLLAR}), never set`,
    ),
})
export type ExchangeRate = z.infer<typeof exchangeRateSchema>

export const exchangeRateInputSchema = z.object({
  takaPerDollar: fromInput(
    z
      .number({ error: (issue) => (issue.input == null ? m.rateRequired : m.rateNumber) })
      .min(TAKA_PER_DOLLAR_MIN, { error: () => m.rateRange })
      .max(TAKA_PER_DOLLAR_MAX, { error: () => m.rateRange })
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
        error: () => m.rateDecimals,
      }),
  ).describe(
    `Taka per US dollar, ${TAKA_PER_DOLLAR_MIN} to ${TAKA_PER_DOLLAR_MAX}, at most 2 decimals`,
  ),
})
export type ExchangeRateInput = z.input<typeof exchangeRateInputSchema>
