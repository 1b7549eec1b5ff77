/**
 * The site's policy pages (issue 30): Terms and Conditions, Privacy policy and Refund policy,
 * which the payment gateways require a merchant to publish. Plain text in both languages,
 * paragraphs apart by a blank line; admins edit them, everyone reads them.
 */
import { z } from 'zod'
import { messages } from '../messages.ts'
import { CURRENCIES } from '../money.ts'

export const SITE_PAGE_SLUGS = ['terms', 'privacy', 'refunds'] as const
export const sitePageSlugSchema = z
  .enum(SITE_PAGE_SLUGS)
  .describe('terms: Terms and Conditions; privacy: Privacy policy; refunds: Refund policy')
export type SitePageSlug = z.infer<typeof sitePageSlugSchema>

/** Long enough for any policy; a page is read whole, never paged. */
export const SITE_PAGE_MAX_CHARS = 20_000

const v = messages.validation

const body = z
  .string({ error: () => v.pageBodyRequired })
  .trim()
  .min(1, { error: () => v.pageBodyRequired })
  .max(SITE_PAGE_MAX_CHARS, { error: () => v.maxChars({ max: SITE_PAGE_MAX_CHARS }) })

/** A page as visitors read it, in the request's language. */
export const sitePageSchema = z.object({
  slug: sitePageSlugSchema,
  title: z.string(),
  body: z
    .string()
    .describe(
      "Plain text, paragraphs apart by a blank line; the English text while the Bangla one is empty, the catalogue's default while no admin has edited the page",
    ),
  updatedAt: z
    .string()
    .nullable()
    .describe('When an admin last saved it (ISO 8601); null: the default text, never edited'),
})
export type SitePage = z.infer<typeof sitePageSchema>

/** A page as admins edit it: both languages (the defaults while never edited). */
export const sitePageEditSchema = z.object({
  slug: sitePageSlugSchema,
  bodyEn: z.string(),
  bodyBn: z.string(),
  updatedAt: z.string().nullable().describe('When an admin last saved it; null: never edited'),
})
export type SitePageEdit = z.infer<typeof sitePageEditSchema>

export const sitePageInputSchema = z.object({
  bodyEn: body.describe(`The English text, 1 to ${SITE_PAGE_MAX_CHARS} characters once trimmed`),
  bodyBn: body.describe(`The Bangla text, 1 to ${SITE_PAGE_MAX_CHARS} characters once trimmed`),
})
export type SitePageInput = z.input<typeof sitePageInputSchema>

/** GET /company (ours): what every page's footer says of the company, when configured. */
export const companySchema = z.object({
  tradeLicence: z.string().nullable().describe('COMPANY_TRADE_LICENCE; null when not set'),
  bin: z
    .string()
    .nullable()
    .describe('COMPANY_BIN (the VAT registration number); null when not set'),
  currency: z
    .enum(CURRENCIES)
    .describe('PRICING_CURRENCY: what every price on the site is in, usd or bdt'),
  map: z
    .object({
      tileUrl: z
        .string()
        .nullable()
        .describe('MAP_TILE_URL: the map tiles, …/{z}/{x}/{y}.png; null: no map, the list only'),
      attribution: z.string().describe('MAP_TILE_ATTRIBUTION: shown under the map, as text'),
    })
    .describe("The tour page's map of its pickup points"),
})
export type Company = z.infer<typeof companySchema>
