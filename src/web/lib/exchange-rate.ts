/**
 * GET /api/exchange-rate: the taka per dollar a price's estimate in the other currency is worked
 * out with (money.ts).
 * Every page's data: the server renders each page with it (app/routes.tsx prefetches it) and
 * sends it along, so prices show in both currencies from the first paint and hydration matches.
 * Here rather than in a feature because every feature that shows a price reads it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ExchangeRate } from '#shared/contracts/exchange-rate.ts'
import { apiGet } from './api-client.ts'

export const exchangeRateKey = ['exchange-rate'] as const

export function getExchangeRate(signal?: AbortSignal): Promise<ExchangeRate> {
  return apiGet<ExchangeRate>('/exchange-rate', signal)
}

export function exchangeRateQueryOptions() {
  return queryOptions({
    queryKey: exchangeRateKey,
    queryFn: ({ signal }) => getExchangeRate(signal),
  })
}

export function useExchangeRate() {
  return useQuery(exchangeRateQueryOptions())
}

/**
 * The rate prices show with; undefined until it is known (prices then show in their own currency
 * alone).
 */
export function useTakaPerDollar(): number | undefined {
  return useExchangeRate().data?.takaPerDollar
}
