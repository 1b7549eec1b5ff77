/**
 * Messages to phones (issue 33, decision 051): the customer's choice of channels and number, the
 * admins' view of messages not sent yet, and the providers' webhooks' bodies.
 */
import { z } from 'zod'
import { toBdMobile } from '../bd-mobile.ts'
import { messages } from '../messages.ts'
import { asciiDigits } from '../number-format.ts'

export const phoneChannelSchema = z.enum(['sms', 'whatsapp'])
export type PhoneChannelName = z.infer<typeof phoneChannelSchema>

export const phoneChoiceSchema = z.object({
  phone: z.string().nullable().describe('E.164; null: no number given yet'),
  sms: z.boolean(),
  whatsapp: z.boolean(),
  offered: z
    .array(phoneChannelSchema)
    .describe('The channels the site sends by (a provider is configured); empty: none'),
  stopped: z
    .array(phoneChannelSchema)
    .describe('Channels the customer ended by replying STOP, and has not chosen again since'),
})
export type PhoneChoice = z.infer<typeof phoneChoiceSchema>

export const phoneChoiceInputSchema = z
  .object({
    phone: z
      .string()
      .trim()
      .max(40)
      .overwrite(asciiDigits)
      .describe('The mobile number (Bangla digits too); may be empty with no channel'),
    sms: z.boolean(),
    whatsapp: z.boolean(),
  })
  .superRefine((input, context) => {
    if (!input.sms && !input.whatsapp && input.phone === '') return
    if (input.phone === '') {
      context.addIssue({
        code: 'custom',
        path: ['phone'],
        message: messages.phoneChoice.phoneNeeded,
      })
    } else if (!toBdMobile(input.phone)) {
      context.addIssue({ code: 'custom', path: ['phone'], message: messages.phoneChoice.notMobile })
    }
  })
export type PhoneChoiceInput = z.infer<typeof phoneChoiceInputSchema>

export const phoneStatusSchema = z.enum(['pending', 'sending', 'sent', 'failed'])

export const outboxPhoneSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  ref: z.string(),
  channel: phoneChannelSchema,
  to: z.string(),
  text: z.string(),
  status: phoneStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  delivery: z.string().nullable().describe('The latest delivery report, if any'),
  nextAttemptAt: z.string(),
  createdAt: z.string(),
})
export type OutboxPhone = z.infer<typeof outboxPhoneSchema>

export const phoneOutboxSchema = z.object({
  items: z.array(outboxPhoneSchema),
  failed: z.number().int().describe('Failed messages in all'),
})
export type PhoneOutbox = z.infer<typeof phoneOutboxSchema>

/** WhatsApp's verification handshake (GET on the webhook's address when it is set up). */
export const whatsAppVerifySchema = z.object({
  'hub.mode': z.string().max(40).optional(),
  'hub.verify_token': z.string().max(200).optional(),
  'hub.challenge': z.string().max(200).optional(),
})

/** SSL Wireless's calls to us: a delivery report, or an SMS a customer sent to our number. */
export const smsWebhookQuerySchema = z.object({
  token: z.string().max(200).optional().describe('The secret set in SMS_WEBHOOK_TOKEN'),
})
export const smsReportSchema = z.object({
  reference_id: z.string().max(100).optional(),
  csms_id: z.string().max(100).optional(),
  status: z.string().max(40),
})
export const smsInboundSchema = z.object({
  msisdn: z.string().max(40),
  sms: z.string().max(2000),
})
export const webhookReceivedSchema = z.object({ received: z.literal(true) })
