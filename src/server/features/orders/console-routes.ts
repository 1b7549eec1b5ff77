/**
 * Manage Order's workflow (admins): the streaming CSV export, an internal note per order, a
 * mail to the order's customer through the outbox, and "mark contacted" on selected orders.
 * The paged list itself is GET /manageorder (routes.ts). Every change is audit-logged. Also
 * check-in on the day: a guide marks a booking checked in or a no-show (mark-arrival.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { Readable } from 'node:stream'
import { z } from 'zod'
import { errorBodySchema } from '#shared/contracts/common.ts'
import { arrivalBodySchema, arrivalResultSchema } from '#shared/contracts/check-in.ts'
import { orderIdParamsSchema } from '#shared/contracts/orders.ts'
import {
  adminOrderSchema,
  bulkContactedSchema,
  exportQuerySchema,
  orderMailResultSchema,
  orderMailSchema,
  orderNoteSchema,
  updatedCountSchema,
} from '#shared/contracts/orders-console.ts'
import { dhakaToday } from '#shared/dhaka-date.ts'
import { userCtx } from '#server/plugins/auth.ts'
import { emailCustomer } from './email-customer.ts'
import { exportOrdersCsv } from './export-orders-csv.ts'
import { markArrival } from './mark-arrival.ts'
import { markContacted } from './mark-contacted.ts'
import { setOrderNote } from './set-order-note.ts'

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
}

export const orderConsoleRoutes: FastifyPluginAsyncZod<{ contactTo: string | undefined }> = async (
  app,
  { contactTo },
) => {
  app.get(
    '/manageorder/export.csv',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['orders'],
        summary:
          'Every order matching Manage Order’s filters (or the ids given), newest first, as CSV streamed in batches (admins only)',
        querystring: exportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.any().describe('CSV, UTF-8 with a byte-order mark'), ...errors },
      },
    },
    async (request, reply) => {
      const rows = exportOrdersCsv({ ctx: request.ctx, query: request.query })
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${dhakaToday()}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(rows))
    },
  )

  app.put(
    '/manageorder/:orderId/note',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['orders'],
        summary:
          'Set or clear staff’s internal note on an order (admins only; never shown to customers)',
        params: orderIdParamsSchema,
        body: orderNoteSchema,
        response: { 200: adminOrderSchema, 404: errorBodySchema, ...errors },
      },
    },
    async (request) =>
      setOrderNote({
        ctx: userCtx(request),
        orderId: request.params.orderId,
        note: request.body.note,
      }),
  )

  app.post(
    '/manageorder/:orderId/email',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['orders'],
        summary:
          'Email the order’s customer (queued in the mail outbox, in the order’s language, audit-logged; marks the order contacted) (admins only)',
        params: orderIdParamsSchema,
        body: orderMailSchema,
        response: { 201: orderMailResultSchema, 404: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await emailCustomer({
        ctx: userCtx(request),
        orderId: request.params.orderId,
        input: request.body,
        replyTo: contactTo,
      })
      return reply.code(201).send(result)
    },
  )

  app.post(
    '/manageorder/contacted',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['orders'],
        summary: 'Mark the selected orders’ customers as contacted, now, by you (admins only)',
        body: bulkContactedSchema,
        response: { 200: updatedCountSchema, ...errors },
      },
    },
    async (request) => markContacted({ ctx: userCtx(request), ids: request.body.ids }),
  )

  app.put(
    '/orders/:orderId/arrival',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['orders'],
        summary:
          'Mark a booking checked in or a no-show on the day, or clear the mark (admins only; from the day before its departure to a week after; the same mark again changes nothing; audit-logged)',
        params: orderIdParamsSchema,
        body: arrivalBodySchema,
        response: {
          200: arrivalResultSchema,
          404: errorBodySchema,
          409: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request) =>
      markArrival({
        ctx: userCtx(request),
        orderId: request.params.orderId,
        arrival: request.body.arrival,
      }),
  )
}
