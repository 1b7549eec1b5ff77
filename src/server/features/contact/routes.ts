/**
 * The Contact form (public, rate-limited, with a honeypot) and the admin's Messages page API,
 * including the outbox of mail that has not gone out and its Retry.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '#shared/contracts/common.ts'
import {
  contactInputSchema,
  contactMessageSchema,
  contactReceivedSchema,
  outboxMailSchema,
} from '#shared/contracts/contact.ts'
import { listUnsentMail } from '#server/features/mail/list-unsent-mail.ts'
import { retryMail } from '#server/features/mail/retry-mail.ts'
import { userCtx } from '#server/plugins/auth.ts'
import { listMessages } from './list-messages.ts'
import { submitContact } from './submit-contact.ts'

export interface ContactRoutesOptions {
  contactTo: string | undefined
  /** Messages per client per minute. */
  perMinute?: number
}

export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (
  app,
  { contactTo, perMinute = 5 },
) => {
  app.post(
    '/contact',
    {
      config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the company (stored first, then mailed)',
        body: contactInputSchema,
        response: { 202: contactReceivedSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await submitContact({ ctx: request.ctx, input: request.body, contactTo })
      return reply.code(202).send({ status: 'received' as const })
    },
  )

  const adminErrors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema }

  app.get(
    '/messages',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['contact'],
        summary: 'Contact messages, newest first, with their mail status (admins only)',
        response: { 200: z.array(contactMessageSchema), ...adminErrors },
      },
    },
    async (request) => listMessages({ ctx: userCtx(request) }),
  )

  app.get(
    '/outbox',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['contact'],
        summary: 'Mail not sent yet or failed (admins only)',
        response: { 200: z.array(outboxMailSchema), ...adminErrors },
      },
    },
    async (request) => listUnsentMail({ ctx: userCtx(request) }),
  )

  app.post(
    '/outbox/:id/retry',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['contact'],
        summary: 'Queue a failed mail again (admins only)',
        params: z.object({ id: z.uuid() }),
        response: { 200: outboxMailSchema, 400: errorBodySchema, ...adminErrors },
      },
    },
    async (request) => retryMail({ ctx: userCtx(request), id: request.params.id }),
  )
}
