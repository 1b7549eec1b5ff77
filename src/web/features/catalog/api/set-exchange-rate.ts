/**
 * POST /api/exchange-rate (admins): set the taka per dollar. The rate's query takes the answer,
 * so every price on screen shows the new taka at once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ExchangeRate, ExchangeRateInput } from '#shared/contracts/exchange-rate.ts'
import { apiPost } from '#web/lib/api-client.ts'
import { exchangeRateKey } from '#web/lib/exchange-rate.ts'

export function setExchangeRate(input: ExchangeRateInput): Promise<ExchangeRate> {
  return apiPost<ExchangeRate>('/exchange-rate', input)
}

export function useSetExchangeRate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setExchangeRate,
    onSuccess: (rate) => queryClient.setQueryData(exchangeRateKey, rate),
  })
}
