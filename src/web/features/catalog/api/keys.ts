/** Query keys of the catalogue, in one place so pages and mutations invalidate the same keys. */
import type { CatalogSearch } from '#shared/catalog-search.ts'

export const catalogKeys = {
  all: ['catalog'] as const,
  divisions: () => [...catalogKeys.all, 'divisions'] as const,
  places: () => [...catalogKeys.all, 'places'] as const,
  /** TourPlans and Manage Plan: the places a page at a time, by their filters. */
  placesPages: (filters: CatalogSearch & { maxPrice?: number; q?: string }, limit: number) =>
    [...catalogKeys.places(), 'pages', limit, filters] as const,
  divisionPlacesAll: () => [...catalogKeys.all, 'division-places'] as const,
  divisionPlaces: (divisionId: string) => [...catalogKeys.divisionPlacesAll(), divisionId] as const,
  divisionPlacesPages: (divisionId: string, filters: CatalogSearch & { maxPrice?: number }) =>
    [...catalogKeys.divisionPlaces(divisionId), 'pages', filters] as const,
  tour: (tourId: string) => [...catalogKeys.all, 'tour', tourId] as const,
  /** A plan's own starting figures, for its edit form (admins). */
  planValues: (id: string) => [...catalogKeys.all, 'plan-values', id] as const,
  terms: (tourId: string) => [...catalogKeys.all, 'terms', tourId] as const,
}
