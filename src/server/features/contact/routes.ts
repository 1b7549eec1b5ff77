/**
 * The Contact form (public, rate-limited, with a honeypot) and the admin's Messages page API:
 * messages a page at a time by state and search, replies mailed to the visitor, marking handled
 * and archiving, the sidebar's unhandled count; the outbox of mail that has not gone out and its
 * Retry.
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
import {
  messageIdParamsSchema,
  messagesPageSchema,
  messagesQuerySchema,
  messageThreadSchema,
  messageUpdateSchema,
  outboxPageSchema,
  outboxQuerySchema,
  replyInputSchema,
  unhandledCountSchema,
} from '#shared/contracts/message-threads.ts'
import { listUnsentMail } from '#server/features/mail/index.ts'
import { listUnsentMailPage } from '#server/features/mail/index.ts'
import { retryMail } from '#server/features/mail/index.ts'
import { userCtx } from '#server/plugins/auth.ts'
import { countUnhandled } from './count-unhandled.ts'
import { listMessageThreads } from './list-message-threads.ts'
import { listMessages } from './list-messages.ts'
import { replyToMessage } from './reply-to-message.ts'
import { submitContact } from './submit-contact.ts'
import { updateMessage } from './update-message.ts'

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
      preValidation: app.requireAdmin,
      schema: {
        tags: ['contact'],
        summary:
          'Contact messages, newest first, with their mail status (admins only); with limit, cursor, state or q: a page of them with their state, replies and counts',
        querystring: messagesQuerySchema,
        response: {
          200: z.union([messagesPageSchema, z.array(contactMessageSchema)]),
          400: errorBodySchema,
          ...adminErrors,
        },
      },
    },
    async (request) => {
      const query = request.query
      const paged = [query.limit, query.cursor, query.state, query.q].some((v) => v !== undefined)
      const ctx = userCtx(request)
      return paged ? listMessageThreads({ ctx, query }) : listMessages({ ctx })
    },
  )

  app.get(
    '/messages/unhandled-count',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['contact'],
        summary: 'How many contact messages wait for someone: the sidebar badge (admins only)',
        response: { 200: unhandledCountSchema, ...adminErrors },
      },
    },
    async (request) => countUnhandled({ ctx: userCtx(request) }),
  )

  app.patch(
    '/messages/:id',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['contact'],
        summary:
          'Mark a contact message handled or unhandled, archive or unarchive it (admins only)',
        params: messageIdParamsSchema,
        body: messageUpdateSchema,
        response: { 200: messageThreadSchema, 400: errorBodySchema, ...adminErrors },
      },
    },
    async (request) =>
      updateMessage({ ctx: userCtx(request), id: request.params.id, update: request.body }),
  )

  app.post(
    '/messages/:id/replies',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['contact'],
        summary:
          "Reply to a contact message: mailed to the visitor's address through the outbox, kept in its thread, the message marked handled (admins only)",
        params: messageIdParamsSchema,
        headers: z.object({
          'idempotency-key': z
            .string()
            .min(1)
            .max(100)
            .optional()
            .describe('Send the same key when retrying, and the reply goes out once'),
        }),
        body: replyInputSchema,
        response: {
          200: messageThreadSchema.describe('The same key again: the first reply stands'),
          201: messageThreadSchema,
          400: errorBodySchema,
          ...adminErrors,
        },
      },
    },
    async (request, reply) => {
      const { thread, created } = await replyToMessage({
        ctx: userCtx(request),
        id: request.params.id,
        input: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        contactTo,
      })
      return reply.code(created ? 201 : 200).send(thread)
    },
  )

  app.get(
    '/outbox',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['contact'],
        summary:
          'Mail not sent yet or failed (admins only); with limit or cursor: a page of it, newest first',
        querystring: outboxQuerySchema,
        response: {
          200: z.union([outboxPageSchema, z.array(outboxMailSchema)]),
          400: errorBodySchema,
          ...adminErrors,
        },
      },
    },
    async (request) => {
      const { limit, cursor } = request.query
      const ctx = userCtx(request)
      return limit === undefined && cursor === undefined
        ? listUnsentMail({ ctx })
        : listUnsentMailPage({ ctx, query: request.query })
    },
  )

  app.post(
    '/outbox/:id/retry',
    {
      preValidation: app.requireAdmin,
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
