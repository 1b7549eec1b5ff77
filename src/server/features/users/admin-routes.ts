/**
 * The Users page's API (admins): everyone, searched and paged; promote and revoke admin;
 * disable and enable an account. The spec's PUT /users/admin stays as it is (routes.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '#shared/contracts/common.ts'
import {
  adminUserSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  setUserDisabledSchema,
  setUserRoleSchema,
  userIdParamsSchema,
} from '#shared/contracts/users.ts'
import { userCtx } from '#server/plugins/auth.ts'
import { listUsers } from './list-users.ts'
import { setUserDisabled } from './set-user-disabled.ts'
import { setUserRole } from './set-user-role.ts'

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
}

export const adminUserRoutes: FastifyPluginAsyncZod<{ adminEmails: string[] }> = async (
  app,
  { adminEmails },
) => {
  const admins = new Set(adminEmails.map((email) => email.toLowerCase()))

  app.get(
    '/admin/users',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['users'],
        summary:
          'Everyone, newest first, a page at a time: search name, email and phone; filter by admin, customer or disabled; with bookings (admins)',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersPageSchema, ...errors },
      },
    },
    async (request) => listUsers({ ctx: request.ctx, adminEmails: admins, query: request.query }),
  )

  app.put(
    '/admin/users/:id/role',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['users'],
        summary:
          'Promote an account to admin or revoke it; never the last admin, yourself only with confirm (admins)',
        params: userIdParamsSchema,
        body: setUserRoleSchema,
        response: { 200: adminUserSchema, ...errors, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) =>
      setUserRole({
        ctx: userCtx(request),
        adminEmails: admins,
        id: request.params.id,
        role: request.body.role,
        confirm: request.body.confirm,
      }),
  )

  app.put(
    '/admin/users/:id/disabled',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['users'],
        summary:
          'Disable an account (no sign-in, its sessions end now) or enable it; never yourself or the last admin (admins)',
        params: userIdParamsSchema,
        body: setUserDisabledSchema,
        response: { 200: adminUserSchema, ...errors, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) =>
      setUserDisabled({
        ctx: userCtx(request),
        adminEmails: admins,
        id: request.params.id,
        disabled: request.body.disabled,
      }),
  )
}
