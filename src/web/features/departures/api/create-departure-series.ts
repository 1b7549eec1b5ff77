/**
 * POST /api/places/:tourId/departures/series (admins): dates on chosen days of the week between
 * two dates; the answer says which were added and which the tour already had. The list refreshes.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminDeparture } from '#shared/contracts/departures.ts'
import { apiPost } from '#web/lib/api-client.ts'
import { departureKeys } from './keys.ts'

export interface NewSeries {
  from: string
  to: string
  weekdays: number[]
  everyWeeks: 1 | 2
  capacity: number
  price?: number | null
}

export interface SeriesResult {
  created: AdminDeparture[]
  skipped: string[]
}

export function createDepartureSeries(tourId: string, input: NewSeries): Promise<SeriesResult> {
  return apiPost<SeriesResult>(`/places/${encodeURIComponent(tourId)}/departures/series`, input)
}

export function useCreateDepartureSeries(tourId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: NewSeries) => createDepartureSeries(tourId, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: departureKeys.tourDepartures(tourId) }),
  })
}
