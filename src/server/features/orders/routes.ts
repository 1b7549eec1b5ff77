/**
 * Bookings: customers create and see their own orders and delete unpaid ones; admins see and
 * delete any unpaid order. Guards run before every handler.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '#shared/contracts/common.ts'
import {
  deletedCountSchema,
  orderDeleteParamsSchema,
  orderEmailParamsSchema,
  orderIdParamsSchema,
  orderInputSchema,
  orderSchema,
} from '#shared/contracts/orders.ts'
import {
  cancelOrderInputSchema,
  cancelOrderResultSchema,
  cancellationTermsSchema,
  rescheduleInputSchema,
  rescheduleResultSchema,
} from '#shared/contracts/lifecycle.ts'
import {
  manageOrdersPageSchema,
  manageOrdersQuerySchema,
  myOrdersPageSchema,
  myOrdersQuerySchema,
} from '#shared/contracts/orders-console.ts'
import { travellersInputSchema, travellersSchema } from '#shared/contracts/travellers.ts'
import { userCtx } from '#server/plugins/auth.ts'
import type { Config } from '#server/config.ts'
import { bookingLimiter } from './booking-limits.ts'
import { cancelBooking, type RefundProvider } from './cancel-booking.ts'
import { previewCancellation } from './cancel-order.ts'
import { rescheduleOrder } from './reschedule-order.ts'
import { createOrder } from './create-order.ts'
import { downloadCalendar } from './calendar-download.ts'
import { deleteOrder } from './delete-order.ts'
import { getOrder } from './get-order.ts'
import { getTravellers } from './get-travellers.ts'
import { saveTravellers } from './save-travellers.ts'
import { listAllOrders, listOrdersOf, listOrdersOfPage } from './list-orders.ts'
import { listOrdersPage } from './list-orders-page.ts'

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
}

export interface OrderRoutesOptions {
  /** Deleting an order cancels its open payment first; cancelling one refunds it. */
  provider: RefundProvider
  limits: Config['bookingLimits']
  /** Wakes the lifecycle worker: seats a cancellation frees go to the waitlist at once. */
  nudge?: () => void
}

export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (
  app,
  { provider, limits, nudge },
) => {
  app.post(
    '/order',
    {
      preValidation: app.requireUser,
      preHandler: bookingLimiter(app, limits),
      schema: {
        tags: ['orders'],
        summary: 'Book a tour (price and name from the catalogue; starts unpaid)',
        headers: z.object({
          'idempotency-key': z
            .string()
            .min(1)
            .max(100)
            .optional()
            .describe('Send the same key when retrying, and the booking lands once'),
        }),
        body: orderInputSchema,
        response: { 200: orderSchema, 201: orderSchema, 429: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { order, created } = await createOrder({
        ctx: userCtx(request),
        input: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      })
      return reply.code(created ? 201 : 200).send(order)
    },
  )

  app.get(
    '/order/:id',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: 'Orders of an account (your own; admins any), newest first',
        description:
          'Without parameters: every order (the spec’s array). With limit and/or cursor: a page, { items, nextCursor, total }.',
        params: orderEmailParamsSchema,
        querystring: myOrdersQuerySchema,
        response: { 200: z.union([z.array(orderSchema), myOrdersPageSchema]), ...errors },
      },
    },
    async (request) => {
      const { limit, cursor } = request.query
      if (limit === undefined && cursor === undefined) {
        return listOrdersOf({ ctx: userCtx(request), email: request.params.id })
      }
      return listOrdersOfPage({ ctx: userCtx(request), email: request.params.id, limit, cursor })
    },
  )

  app.get(
    '/orders/:orderId',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: 'One order (yours; admins any)',
        params: orderIdParamsSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) => getOrder({ ctx: userCtx(request), orderId: request.params.orderId }),
  )

  app.get(
    '/orders/:orderId/calendar',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: 'A dated booking as a calendar file (yours; admins any)',
        description:
          'text/calendar (RFC 5545), in the booking’s language, its pickup or meeting point as LOCATION; 404 for a booking without a date or cancelled.',
        params: orderIdParamsSchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const file = await downloadCalendar({
        ctx: userCtx(request),
        orderId: request.params.orderId,
      })
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.content)
    },
  )

  app.get(
    '/orders/:orderId/travellers',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: "A booking's travellers by name (yours; admins any)",
        description:
          "In the party's order, with what the tour needs of each (names; for permits nationality and passport or NID) and until when the customer may change them. A customer reads only the last characters of a document number.",
        params: orderIdParamsSchema,
        response: { 200: travellersSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return getTravellers({ ctx: userCtx(request), orderId: request.params.orderId })
    },
  )

  app.put(
    '/orders/:orderId/travellers',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['orders'],
        summary:
          "Give a booking's travellers by name (yours, until the tour's deadline; admins any)",
        description:
          'One entry per traveller of the party; an empty name leaves that one for later; a document left out keeps the one on file. 409 once the deadline has passed or the booking is cancelled.',
        params: orderIdParamsSchema,
        body: travellersInputSchema,
        response: { 200: travellersSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return saveTravellers({
        ctx: userCtx(request),
        orderId: request.params.orderId,
        input: request.body,
      })
    },
  )

  app.delete(
    '/order/:id',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['orders'],
        summary:
          'Delete an unpaid order (yours; admins any), cancelling its open payment. A paid or cancelled order, or one whose payment has gone through, answers 409.',
        params: orderDeleteParamsSchema,
        response: { 200: deletedCountSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) => deleteOrder({ ctx: userCtx(request), provider, orderId: request.params.id }),
  )

  app.get(
    '/orders/:orderId/cancellation',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: 'What cancelling this booking now would refund, by its policy (yours; admins any)',
        params: orderIdParamsSchema,
        response: { 200: cancellationTermsSchema, ...errors },
      },
    },
    async (request) =>
      previewCancellation({ ctx: userCtx(request), orderId: request.params.orderId }),
  )

  app.post(
    '/orders/:orderId/cancel',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['orders'],
        summary:
          'Cancel a booking (yours; admins any): its seats go back and the refund its policy gives (admins: or everything) goes to the card, once. A repeat answers the cancelled booking with refund 0.',
        params: orderIdParamsSchema,
        body: cancelOrderInputSchema.nullish(),
        response: { 200: cancelOrderResultSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const ctx = userCtx(request)
      const { order, refund } = await cancelBooking({
        ctx,
        provider,
        orderId: request.params.orderId,
        by: ctx.user.isAdmin ? 'admin' : 'customer',
        refund: request.body?.refund ?? 'policy',
        reason: request.body?.reason,
      })
      nudge?.()
      return { order, refund }
    },
  )

  app.post(
    '/orders/:orderId/reschedule',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['orders'],
        summary:
          'Move a booking to another open date of the same tour with seats (yours; admins any): the new price applies, a lower one refunds the difference, a higher one leaves it due',
        params: orderIdParamsSchema,
        body: rescheduleInputSchema,
        response: { 200: rescheduleResultSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) =>
      rescheduleOrder({
        ctx: userCtx(request),
        provider,
        orderId: request.params.orderId,
        departureId: request.body.departureId,
      }),
  )

  app.get(
    '/manageorder',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['orders'],
        summary: 'Every order, newest first (admins only)',
        description:
          'Without parameters: every order (the spec’s array). With any parameter: a page of the orders matching the filters, sorted, { items, nextCursor, total, totalCapped }; pass nextCursor back as cursor (with the same filters and sort) for the next.',
        querystring: manageOrdersQuerySchema,
        response: {
          200: z.union([z.array(orderSchema), manageOrdersPageSchema]),
          ...errors,
        },
      },
    },
    async (request) => {
      // The spec's answer when nothing is asked; any parameter asks for the paged form.
      if (!request.url.includes('?')) return listAllOrders({ ctx: userCtx(request) })
      return listOrdersPage({ ctx: userCtx(request), query: request.query })
    },
  )
}
