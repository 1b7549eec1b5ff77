/** Query keys of the Users page: one list per search and filter. */
import type { PeopleFilters } from '../lib/filters.ts'

export const peopleKeys = {
  all: ['people'] as const,
  list: (filters: PeopleFilters) => [...peopleKeys.all, 'list', filters] as const,
}
