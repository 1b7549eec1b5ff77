/**
 * The policy pages (Terms and Conditions, Privacy policy, Refund policy): read by everyone in
 * the request's language, read in both languages and saved by admins.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '#shared/contracts/common.ts'
import {
  companySchema,
  type Company,
  SITE_PAGE_SLUGS,
  sitePageEditSchema,
  sitePageInputSchema,
  sitePageSchema,
} from '#shared/contracts/site-pages.ts'
import { userCtx } from '#server/plugins/auth.ts'
import { getSitePage, getSitePageEdit, sitePageSlug } from './get-site-page.ts'
import { setSitePage } from './set-site-page.ts'

// Any text, so that an unknown page answers 404 (as an unknown address does), not 400.
const params = z.object({
  slug: z
    .string()
    .max(100)
    .describe(`The page: ${SITE_PAGE_SLUGS.join(', ')}`),
})

export const sitePageRoutes: FastifyPluginAsyncZod<{
  /** The configured trade licence and BIN (config.invoice), for every page's footer. */
  company: Company
}> = async (app, { company }) => {
  app.get(
    '/company',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          "The company's trade licence and BIN for every page's footer, and the currency it prices in (ours)",
        response: { 200: companySchema },
      },
    },
    async (_request, reply) => {
      // The configuration's: it changes only with a restart.
      reply.header('cache-control', 'public, max-age=300')
      return company
    },
  )

  app.get(
    '/pages/:slug',
    {
      schema: {
        tags: ['pages'],
        summary:
          "A policy page in the request's language (Accept-Language): the text an admin saved, else the default",
        params,
        response: { 200: sitePageSchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      getSitePage({
        db: request.ctx.db,
        slug: sitePageSlug(request.params.slug),
        locale: request.locale,
      }),
  )

  app.get(
    '/admin/pages/:slug',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['pages'],
        summary: 'A policy page in both languages, to edit (admins only)',
        params,
        response: {
          200: sitePageEditSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) =>
      getSitePageEdit({ db: request.ctx.db, slug: sitePageSlug(request.params.slug) }),
  )

  app.put(
    '/admin/pages/:slug',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['pages'],
        summary: 'Save a policy page in both languages (admins only); recorded in the audit log',
        params,
        body: sitePageInputSchema,
        response: {
          200: sitePageEditSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) =>
      setSitePage({
        ctx: userCtx(request),
        slug: sitePageSlug(request.params.slug),
        input: request.body,
      }),
  )
}
