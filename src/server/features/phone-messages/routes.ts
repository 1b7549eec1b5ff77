/**
 * Messages to phones (decision 051): the customer's choice of channels (Profile), the admins'
 * view of messages not sent yet and its Retry, and the providers' webhooks — WhatsApp's
 * verification handshake and signed events, SSL Wireless's delivery reports and inbound SMS
 * (with our secret token in the address). A webhook of a provider not configured is a 404.
 */
import type { FastifyPluginAsync } from 'fastify'
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '#shared/contracts/common.ts'
import {
  outboxPhoneSchema,
  phoneChoiceInputSchema,
  phoneChoiceSchema,
  phoneOutboxSchema,
  smsInboundSchema,
  smsReportSchema,
  smsWebhookQuerySchema,
  webhookReceivedSchema,
  whatsAppVerifySchema,
} from '#shared/contracts/phone-messages.ts'
import { messages } from '#shared/messages.ts'
import type { Config } from '#server/config.ts'
import { NotFound } from '#server/lib/errors.ts'
import { errorBody } from '#server/lib/error-body.ts'
import { userCtx } from '#server/plugins/auth.ts'
import {
  applyInboundSms,
  applyWhatsAppEvent,
  recordDelivery,
  sameSecret,
  whatsAppSignatureValid,
} from './delivery-webhooks.ts'
import { getPhoneChoice } from './get-phone-choice.ts'
import { listUnsentPhone } from './list-unsent-phone.ts'
import { retryPhone } from './retry-phone.ts'
import { setPhoneChoice } from './set-phone-choice.ts'

export interface PhoneRoutesOptions {
  phone: Config['phone']
}

export const phoneRoutes: FastifyPluginAsyncZod<PhoneRoutesOptions> = async (app, { phone }) => {
  const userErrors = { 401: errorBodySchema, 403: errorBodySchema }
  const adminErrors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema }

  app.get(
    '/phone/choice',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['phone'],
        summary: 'The signed-in customer’s choice of messages to their phone (SMS, WhatsApp)',
        response: { 200: phoneChoiceSchema, ...userErrors },
      },
    },
    async (request) => getPhoneChoice({ ctx: userCtx(request) }),
  )

  app.put(
    '/phone/choice',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['phone'],
        summary:
          'Choose the channels and the Bangladeshi mobile number for messages; consent recorded',
        body: phoneChoiceInputSchema,
        response: { 200: phoneChoiceSchema, 400: errorBodySchema, ...userErrors },
      },
    },
    async (request) => setPhoneChoice({ ctx: userCtx(request), input: request.body }),
  )

  app.get(
    '/phone/outbox',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['phone'],
        summary: 'Phone messages not sent yet or failed, newest 100 (admins only)',
        response: { 200: phoneOutboxSchema, ...adminErrors },
      },
    },
    async (request) => listUnsentPhone({ ctx: userCtx(request) }),
  )

  app.post(
    '/phone/outbox/:id/retry',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['phone'],
        summary: 'Queue a failed phone message again, if its number still consents (admins only)',
        params: z.object({ id: z.uuid() }),
        response: { 200: outboxPhoneSchema, 400: errorBodySchema, ...adminErrors },
      },
    },
    async (request) => retryPhone({ ctx: userCtx(request), id: request.params.id }),
  )

  const notConfigured = () => new NotFound(messages.errors.notFound)

  app.post(
    '/phone/sms/report',
    {
      schema: {
        tags: ['phone'],
        summary: 'SSL Wireless delivery report (our token in the address)',
        querystring: smsWebhookQuerySchema,
        body: smsReportSchema,
        response: { 200: webhookReceivedSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const token = phone.sms?.webhookToken
      if (!token || !sameSecret(request.query.token, token)) throw notConfigured()
      const id = request.body.reference_id ?? request.body.csms_id
      if (id) await recordDelivery(request.ctx.db, 'sms', id, request.body.status)
      return { received: true as const }
    },
  )

  app.post(
    '/phone/sms/inbound',
    {
      schema: {
        tags: ['phone'],
        summary: 'An SMS a customer sent to our number, from SSL Wireless: STOP ends SMS to them',
        querystring: smsWebhookQuerySchema,
        body: smsInboundSchema,
        response: { 200: webhookReceivedSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const token = phone.sms?.webhookToken
      if (!token || !sameSecret(request.query.token, token)) throw notConfigured()
      await applyInboundSms(request.ctx.db, request.body)
      return { received: true as const }
    },
  )

  app.get(
    '/phone/whatsapp/webhook',
    {
      schema: {
        tags: ['phone'],
        summary: 'WhatsApp’s verification handshake: answers hub.challenge for our verify token',
        querystring: whatsAppVerifySchema,
        response: { 200: z.string(), 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const whatsapp = phone.whatsapp
      if (!whatsapp) throw notConfigured()
      const query = request.query
      if (
        query['hub.mode'] !== 'subscribe' ||
        !sameSecret(query['hub.verify_token'], whatsapp.verifyToken)
      ) {
        return reply.code(403).send(errorBody('FORBIDDEN', messages.errors.notAllowed))
      }
      return reply.type('text/plain').send(query['hub.challenge'] ?? '')
    },
  )

  await app.register(whatsAppEventsRoute, { phone })
}

/** WhatsApp signs the exact bytes it sent: this route keeps the body raw (its own parser). */
const whatsAppEventsRoute: FastifyPluginAsync<PhoneRoutesOptions> = async (app, { phone }) => {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  )
  app.withTypeProvider<ZodTypeProvider>().post(
    '/phone/whatsapp/webhook',
    {
      schema: {
        tags: ['phone'],
        summary: 'WhatsApp webhook (signed, X-Hub-Signature-256): delivery statuses and replies',
        response: { 200: webhookReceivedSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const whatsapp = phone.whatsapp
      if (!whatsapp) throw new NotFound(messages.errors.notFound)
      const body = request.body as Buffer
      const signature = request.headers['x-hub-signature-256']
      if (
        !Buffer.isBuffer(body) ||
        !whatsAppSignatureValid(
          body,
          Array.isArray(signature) ? signature[0] : signature,
          whatsapp.appSecret,
        )
      ) {
        return reply.code(400).send(errorBody('BAD_REQUEST', messages.validation.webhookSignature))
      }
      let event: unknown
      try {
        event = JSON.parse(body.toString('utf8'))
      } catch {
        return reply.code(400).send(errorBody('BAD_REQUEST', messages.validation.webhookSignature))
      }
      await applyWhatsAppEvent(request.ctx.db, event as Parameters<typeof applyWhatsAppEvent>[1])
      return { received: true as const }
    },
  )
}
