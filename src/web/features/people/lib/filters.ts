/**
 * The Users page's search and filter, kept in the page's address (`?q=…&role=admin`) so Back,
 * reload and a shared link keep them, and turned into GET /api/admin/users's query. A role the
 * server does not know is dropped when the address is read.
 */
import {
  userFilterRoles,
  type AdminUsersQuery,
  type UserFilterRole,
} from '#shared/contracts/users.ts'

export interface PeopleFilters {
  q?: string
  role?: UserFilterRole
}

/** People per request: a screenful or two. */
export const PEOPLE_PAGE_SIZE = 50

const isRole = (value: string): value is UserFilterRole =>
  (userFilterRoles as readonly string[]).includes(value)

export function cleanPeopleFilters(filters: PeopleFilters): PeopleFilters {
  const q = filters.q?.trim().slice(0, 100)
  const clean: PeopleFilters = {}
  if (q) clean.q = q
  if (filters.role && isRole(filters.role)) clean.role = filters.role
  return clean
}

export function peopleFiltersFromSearch(search: URLSearchParams): PeopleFilters {
  return cleanPeopleFilters({
    q: search.get('q') ?? undefined,
    role: (search.get('role') ?? undefined) as UserFilterRole | undefined,
  })
}

export function searchFromPeopleFilters(filters: PeopleFilters): URLSearchParams {
  const search = new URLSearchParams()
  const clean = cleanPeopleFilters(filters)
  if (clean.q) search.set('q', clean.q)
  if (clean.role) search.set('role', clean.role)
  return search
}

/** GET /api/admin/users's query string for one page (`cursor`: the previous nextCursor). */
export function peopleQueryString(filters: PeopleFilters, cursor?: string): string {
  const query: AdminUsersQuery = { limit: PEOPLE_PAGE_SIZE, ...cleanPeopleFilters(filters), cursor }
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value))
  }
  return search.toString()
}
