/** Waitlists of sold-out departures: joining, one's entries and place in line, leaving. */
import { z } from 'zod'
import { MAX_TRAVELLERS } from './departures.ts'
import { PHONE_PATTERN } from './orders.ts'

export const waitlistJoinSchema = z.object({
  travellers: z
    .number({ error: 'Enter the number of travellers.' })
    .int('Enter a whole number of travellers.')
    .min(1, 'At least 1 traveller.')
    .max(MAX_TRAVELLERS, `At most ${MAX_TRAVELLERS} travellers in one booking.`),
  name: z.string().trim().min(1, 'Enter your name.').max(80, 'Use at most 80 characters.'),
  phone: z
    .string()
    .trim()
    .min(1, 'Enter your phone number.')
    .regex(PHONE_PATTERN, 'Enter a phone number, e.g. +880 1712-345678.'),
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
  id: z.uuid('Expected a waitlist entry id (UUID)').describe('The waitlist entry'),
})
