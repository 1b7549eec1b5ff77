/** The audit log, for admins to read (it is written by the verbs themselves: record-audit.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { auditPageSchema, auditQuerySchema } from '#shared/contracts/audit.ts'
import { errorBodySchema } from '#shared/contracts/common.ts'
import { listAudit } from './list-audit.ts'

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['audit'],
        summary:
          'The audit log, newest first: every admin action and money event with who, when and the values before and after (admins)',
        querystring: auditQuerySchema,
        response: {
          200: auditPageSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => listAudit({ ctx: request.ctx, query: request.query }),
  )
}
