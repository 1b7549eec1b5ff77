/**
 * Reading the policy pages: the text an admin saved, else the catalogue's default for the page
 * (so the pages exist from the first start, in both languages, without a seed). Visitors get one
 * language, the Bangla falling back to the English while it is empty (a row imported from a
 * backup made before both were required); admins get both to edit.
 */
import { eq } from 'drizzle-orm'
import {
  SITE_PAGE_SLUGS,
  type SitePage,
  type SitePageEdit,
  type SitePageSlug,
} from '#shared/contracts/site-pages.ts'
import { messages, type Locale } from '#shared/messages.ts'
import type { Db } from '#server/db/client.ts'
import { sitePages } from '#server/db/schema/index.ts'
import { NotFound } from '#server/lib/errors.ts'
import { inLocale } from '#server/plugins/locale.ts'

/** The slug an address names, or a 404: the route takes any text so an unknown page is a 404, not a 400. */
export function sitePageSlug(slug: string): SitePageSlug {
  if (!(SITE_PAGE_SLUGS as readonly string[]).includes(slug)) {
    throw new NotFound(messages.errors.noSuchPage)
  }
  return slug as SitePageSlug
}

/** The page's title in the current locale. */
export function sitePageTitle(slug: SitePageSlug): string {
  const titles = messages.pageMeta
  return { terms: titles.termsTitle, privacy: titles.privacyTitle, refunds: titles.refundsTitle }[
    slug
  ]
}

/** The catalogue's default text in `locale`, its paragraphs apart by a blank line. */
function defaultBody(slug: SitePageSlug, locale: Locale): string {
  return inLocale(locale, () => messages.sitePageDefaults[slug].join('\n\n'))
}

export async function getSitePageEdit({
  db,
  slug,
}: {
  db: Db
  slug: SitePageSlug
}): Promise<SitePageEdit> {
  const [row] = await db.select().from(sitePages).where(eq(sitePages.slug, slug))
  if (!row) {
    return {
      slug,
      bodyEn: defaultBody(slug, 'en'),
      bodyBn: defaultBody(slug, 'bn'),
      updatedAt: null,
    }
  }
  return { slug, bodyEn: row.bodyEn, bodyBn: row.bodyBn, updatedAt: row.updatedAt.toISOString() }
}

export async function getSitePage({
  db,
  slug,
  locale,
}: {
  db: Db
  slug: SitePageSlug
  locale: Locale
}): Promise<SitePage> {
  const page = await getSitePageEdit({ db, slug })
  const body = locale === 'bn' && page.bodyBn.trim() ? page.bodyBn : page.bodyEn
  return { slug, title: sitePageTitle(slug), body, updatedAt: page.updatedAt }
}
