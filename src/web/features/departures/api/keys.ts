/** Query keys of the departures admin pages, in one place so mutations invalidate the same keys. */
export const departureKeys = {
  all: ['departures-admin'] as const,
  tour: (tourId: string) => [...departureKeys.all, 'tour', tourId] as const,
  tourDepartures: (tourId: string) => [...departureKeys.all, 'list', tourId] as const,
  manifest: (departureId: string) => [...departureKeys.all, 'manifest', departureId] as const,
  cancellation: (departureId: string) =>
    [...departureKeys.all, 'cancellation', departureId] as const,
}
