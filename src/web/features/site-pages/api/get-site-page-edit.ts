/** GET /api/admin/pages/:slug (admins): a policy page in both languages, to edit. */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SitePageEdit, SitePageSlug } from '#shared/contracts/site-pages.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { sitePageKeys } from './keys.ts'

export function getSitePageEdit(slug: SitePageSlug, signal?: AbortSignal): Promise<SitePageEdit> {
  return apiGet<SitePageEdit>(`/admin/pages/${slug}`, signal)
}

export function sitePageEditQueryOptions(slug: SitePageSlug) {
  return queryOptions({
    queryKey: sitePageKeys.edit(slug),
    queryFn: ({ signal }) => getSitePageEdit(slug, signal),
  })
}

export function useSitePageEdit(slug: SitePageSlug) {
  return useQuery(sitePageEditQueryOptions(slug))
}
