/**
 * GET /api/pages/:slug: a policy page in the page's language. Its route prefetches it, so the
 * server renders the page with its text and the browser hydrates from it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SitePage, SitePageSlug } from '#shared/contracts/site-pages.ts'
import { currentLocale } from '#shared/messages.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { sitePageKeys } from './keys.ts'

export function getSitePage(slug: SitePageSlug, signal?: AbortSignal): Promise<SitePage> {
  return apiGet<SitePage>(`/pages/${slug}`, signal)
}

export function sitePageQueryOptions(slug: SitePageSlug) {
  return queryOptions({
    queryKey: sitePageKeys.page(slug, currentLocale()),
    queryFn: ({ signal }) => getSitePage(slug, signal),
  })
}

export function useSitePage(slug: SitePageSlug) {
  return useQuery(sitePageQueryOptions(slug))
}
