/**
 * GET /api/company: the company's trade licence and BIN, which every page's footer shows when
 * the operator configured them (what payment gateways ask a merchant's site to show). Every
 * page's data, as the exchange rate is: the server renders the footer with it, so hydration
 * matches and nothing appears late.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Company } from '#shared/contracts/site-pages.ts'
import { apiGet } from './api-client.ts'

export function companyQueryOptions() {
  return queryOptions({
    queryKey: ['company'] as const,
    queryFn: ({ signal }) => apiGet<Company>('/company', signal),
    // The server's configuration: it changes with a restart, not while a page is open.
    staleTime: Infinity,
  })
}

export function useCompany(): Company | undefined {
  return useQuery(companyQueryOptions()).data
}
