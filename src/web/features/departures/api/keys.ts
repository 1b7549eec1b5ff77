/** Query keys of the departures admin pages, in one place so mutations invalidate the same keys. */
export const departureKeys = {
  all: ['departures-admin'] as const,
  tour: (tourId: string) => [...departureKeys.all, 'tour', tourId] as const,
  tourDepartures: (tourId: string) => [...departureKeys.all, 'list', tourId] as const,
  manifest: (departureId: string) => [...departureKeys.all, 'manifest', departureId] as const,
  /** The check-in page's pages of the manifest (issue 32 item 7). */
  checkIn: (departureId: string) => [...departureKeys.all, 'check-in', departureId] as const,
  cancellation: (departureId: string) =>
    [...departureKeys.all, 'cancellation', departureId] as const,
}
