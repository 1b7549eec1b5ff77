/**
 * PUT /api/admin/pages/:slug (admins): save a policy page in both languages. The admins' copy
 * takes the answer; the public copies (either language) are fetched again when next shown.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SitePageEdit, SitePageInput, SitePageSlug } from '#shared/contracts/site-pages.ts'
import { apiPut } from '#web/lib/api-client.ts'
import { sitePageKeys } from './keys.ts'

export function saveSitePage(slug: SitePageSlug, input: SitePageInput): Promise<SitePageEdit> {
  return apiPut<SitePageEdit>(`/admin/pages/${slug}`, input)
}

export function useSaveSitePage(slug: SitePageSlug) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: SitePageInput) => saveSitePage(slug, input),
    onSuccess: async (page) => {
      queryClient.setQueryData(sitePageKeys.edit(slug), page)
      await queryClient.invalidateQueries({ queryKey: ['site-pages', 'public', slug] })
    },
  })
}
