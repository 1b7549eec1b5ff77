/** Waitlists: customers join a sold-out date, see their place, leave (waitlist.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '#shared/contracts/common.ts'
import { departureIdParamsSchema } from '#shared/contracts/departures.ts'
import {
  waitlistEntrySchema,
  waitlistIdParamsSchema,
  waitlistJoinSchema,
} from '#shared/contracts/waitlist.ts'
import { userCtx } from '#server/plugins/auth.ts'
import { joinWaitlist, leaveWaitlist, listMyWaitlist } from './waitlist.ts'

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
}

export const waitlistRoutes: FastifyPluginAsyncZod<{ nudge: () => void }> = async (
  app,
  { nudge },
) => {
  app.post(
    '/departures/:id/waitlist',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['departures'],
        summary:
          'Join the waitlist of a date without seats for your party; joining again answers the same entry (200)',
        params: departureIdParamsSchema,
        body: waitlistJoinSchema,
        response: { 200: waitlistEntrySchema, 201: waitlistEntrySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { entry, created } = await joinWaitlist({
        ctx: userCtx(request),
        departureId: request.params.id,
        input: request.body,
      })
      return reply.code(created ? 201 : 200).send(entry)
    },
  )

  app.get(
    '/waitlist',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['departures'],
        summary: 'Your waitlist entries with your place in line, newest first',
        response: { 200: z.array(waitlistEntrySchema), ...errors },
      },
    },
    async (request) => listMyWaitlist({ ctx: userCtx(request) }),
  )

  app.delete(
    '/waitlist/:id',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['departures'],
        summary: 'Leave a waitlist (an open offer is given up, its seats go to the next in line)',
        params: waitlistIdParamsSchema,
        response: { 200: waitlistEntrySchema, ...errors },
      },
    },
    async (request) => {
      const entry = await leaveWaitlist({ ctx: userCtx(request), id: request.params.id })
      nudge()
      return entry
    },
  )
}
