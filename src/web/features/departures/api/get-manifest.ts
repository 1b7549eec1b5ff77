/** GET /api/departures/:id/manifest (admins): the departure, its tour and who travels. */
import { useQuery } from '@tanstack/react-query'
import type { DepartureManifest } from '#shared/contracts/departures.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { departureKeys } from './keys.ts'

export function getManifest(departureId: string, signal?: AbortSignal): Promise<DepartureManifest> {
  return apiGet<DepartureManifest>(
    `/departures/${encodeURIComponent(departureId)}/manifest`,
    signal,
  )
}

export function useManifest(departureId: string) {
  return useQuery({
    queryKey: departureKeys.manifest(departureId),
    queryFn: ({ signal }) => getManifest(departureId, signal),
    staleTime: 0,
  })
}
