/** The policy pages' query keys: the public page per language, the admins' copy of both. */
import type { SitePageSlug } from '#shared/contracts/site-pages.ts'
import type { Locale } from '#shared/messages.ts'

export const sitePageKeys = {
  all: ['site-pages'] as const,
  page: (slug: SitePageSlug, locale: Locale) => ['site-pages', 'public', slug, locale] as const,
  edit: (slug: SitePageSlug) => ['site-pages', 'edit', slug] as const,
}
