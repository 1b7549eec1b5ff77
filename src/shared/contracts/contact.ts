/** The Contact form (spec field names) and the admin's view of messages and mail. */
import { z } from 'zod'
import { messages } from '../messages.ts'
import { hasControlChars } from '../text.ts'

const v = messages.validation

export const contactInputSchema = z.object({
  user_name: z
    .string()
    .trim()
    .min(1, { error: () => v.nameRequired })
    .max(100, { error: () => v.maxChars({ max: 100 }) })
    // One line: no control characters, so a name can never smuggle in a mail header.
    .refine((name) => !hasControlChars(name), { error: () => v.nameOneLine }),
  user_email: z.email({ error: () => v.emailInvalid }).max(254),
  message: z
    .string()
    .trim()
    .min(1, { error: () => v.messageRequired })
    .max(5000, { error: () => v.maxChars({ max: 5000 }) }),
  /** Honeypot: hidden from people; bots fill it in. */
  website: z.string().max(500).optional(),
})
export type ContactInput = z.input<typeof contactInputSchema>

export const contactReceivedSchema = z.object({ status: z.literal('received') })

export const mailStatusSchema = z.enum(['pending', 'sending', 'sent', 'failed'])

export const contactMessageSchema = z.object({
  _id: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  message: z.string(),
  createdAt: z.string(),
  mailStatus: mailStatusSchema
    .nullable()
    .describe('Null when no mail was queued (CONTACT_TO unset)'),
})
export type ContactMessage = z.infer<typeof contactMessageSchema>

export const outboxMailSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: mailStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  createdAt: z.string(),
})
export type OutboxMail = z.infer<typeof outboxMailSchema>
