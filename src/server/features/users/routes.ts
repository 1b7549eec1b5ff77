/**
 * The users API of the spec, guarded on the server: 401 signed out, 403 for someone else's
 * record or a customer doing an admin's job.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '#shared/contracts/common.ts'
import {
  makeAdminResultSchema,
  makeAdminSchema,
  userEmailParamsSchema,
  userInfoSchema,
  userRecordSchema,
} from '#shared/contracts/users.ts'
import { userCtx } from '#server/plugins/auth.ts'
import { getUser } from './get-user.ts'
import { makeAdmin } from './make-admin.ts'
import { recordDisplayName } from './record-display-name.ts'

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
}

export const userRoutes: FastifyPluginAsyncZod<{ adminEmails: string[] }> = async (
  app,
  { adminEmails },
) => {
  const admins = new Set(adminEmails)

  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/users',
      preValidation: app.requireUser,
      schema: {
        tags: ['users'],
        summary: "Record the signed-in user's display name",
        body: userRecordSchema,
        response: { 200: userInfoSchema, ...errors },
      },
      handler: async (request) => recordDisplayName({ ctx: userCtx(request), input: request.body }),
    })
  }

  app.put(
    '/users/admin',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['users'],
        summary: 'Make another account an admin (admins only)',
        body: makeAdminSchema,
        response: { 200: makeAdminResultSchema, ...errors },
      },
    },
    async (request) => makeAdmin({ ctx: userCtx(request), email: request.body.email }),
  )

  app.get(
    '/users/:email',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'A user record with its Admin flag (yourself, or anyone for admins)',
        params: userEmailParamsSchema,
        response: { 200: userInfoSchema, ...errors },
      },
    },
    async (request) =>
      getUser({ ctx: userCtx(request), email: request.params.email, adminEmails: admins }),
  )
}
