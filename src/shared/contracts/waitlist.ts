/** Waitlists of sold-out departures: joining, one's entries and place in line, leaving. */
import { z } from 'zod'
import { messages } from '../messages.ts'
import { MAX_TRAVELLERS } from '../booking-limits.ts'
import { phoneSchema } from './orders.ts'

const v = messages.validation

export const waitlistJoinSchema = z.object({
  travellers: z
    .number({ error: () => v.travellersRequired })
    .int({ error: () => v.travellersWhole })
    .min(1, { error: () => v.travellersMin })
    .max(MAX_TRAVELLERS, { error: () => v.travellersMax({ max: MAX_TRAVELLERS }) }),
  name: z
    .string()
    .trim()
    .min(1, { error: () => v.nameRequired })
    .max(80, { error: () => v.maxChars({ max: 80 }) }),
  phone: phoneSchema,
})

export const waitlistEntrySchema = z.object({
  _id: z.string(),
  departureId: z.string(),
  departureDate: z.string().describe('YYYY-MM-DD, Asia/Dhaka'),
  tourId: z.string(),
  tourName: z.string(),
  travellers: z.number().int(),
  state: z
    .enum(['waiting', 'offered', 'booked', 'lapsed', 'left'])
    .describe('offered: seats are held for you (see offeredOrderId) until offerExpiresAt'),
  place: z.number().int().nullable().describe('Your place in line while waiting (1 = next)'),
  offeredOrderId: z.string().nullable().describe('The booking holding the offered seats'),
  offerExpiresAt: z.string().nullable(),
  createdAt: z.string(),
})
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>

export const waitlistIdParamsSchema = z.object({
  id: z.uuid({ error: () => v.waitlistEntryId }).describe('The waitlist entry'),
})
