/**
 * Manage Order's state in the address: the filters, the sort and where in the list the page is
 * (the cursors of the pages before, so Previous works and Back, reload or a shared link show the
 * same page). New filters or a new sort start from the first page again.
 */
import type { OrderSort, sortDirections } from '#shared/contracts/orders-console.ts'
import { orderStatuses, type OrderStatus } from '#shared/contracts/orders.ts'

export interface ManageFilters {
  status: OrderStatus[]
  from?: string
  to?: string
  dateField?: 'booked' | 'departure'
  division?: string
  tour?: string
  paid?: 'true' | 'false'
  q?: string
  userId?: string
  /** `booked.desc` (default), `departure.asc`, `amount.desc` … */
  sort?: SortChoice
}

export type SortChoice = `${OrderSort}.${(typeof sortDirections)[number]}`
export const sortChoices: SortChoice[] = [
  'booked.desc',
  'booked.asc',
  'departure.asc',
  'departure.desc',
  'amount.desc',
  'amount.asc',
]
const DEFAULT_SORT: SortChoice = 'booked.desc'

const TEXT_KEYS = ['from', 'to', 'division', 'tour', 'q', 'userId'] as const
const DATE = /^\d{4}-\d{2}-\d{2}$/

export function filtersFromSearch(search: URLSearchParams): ManageFilters {
  const filters: ManageFilters = {
    status: (search.get('status') ?? '')
      .split(',')
      .filter((s): s is OrderStatus => (orderStatuses as readonly string[]).includes(s)),
  }
  for (const key of TEXT_KEYS) {
    const value = search.get(key)?.trim()
    if (value) filters[key] = value
  }
  if (filters.from && !DATE.test(filters.from)) delete filters.from
  if (filters.to && !DATE.test(filters.to)) delete filters.to
  if (search.get('dateField') === 'departure') filters.dateField = 'departure'
  const paid = search.get('paid')
  if (paid === 'true' || paid === 'false') filters.paid = paid
  const sort = search.get('sort') as SortChoice | null
  if (sort && sortChoices.includes(sort) && sort !== DEFAULT_SORT) filters.sort = sort
  return filters
}

/** The cursors of the pages before this one, oldest first (none: the first page). */
export function trailFromSearch(search: URLSearchParams): string[] {
  return (search.get('at') ?? '').split('.').filter((c) => /^[A-Za-z0-9_-]{1,300}$/.test(c))
}

export function searchFromFilters(filters: ManageFilters, trail: string[] = []): URLSearchParams {
  const search = new URLSearchParams()
  if (filters.status.length > 0) search.set('status', filters.status.join(','))
  for (const key of TEXT_KEYS) {
    const value = filters[key]?.trim()
    if (value) search.set(key, value)
  }
  if (filters.dateField === 'departure' && (filters.from || filters.to)) {
    search.set('dateField', 'departure')
  }
  if (filters.paid) search.set('paid', filters.paid)
  if (filters.sort && filters.sort !== DEFAULT_SORT) search.set('sort', filters.sort)
  if (trail.length > 0) search.set('at', trail.join('.'))
  return search
}

export function hasFilters(filters: ManageFilters): boolean {
  const { sort: _sort, ...rest } = filters
  return searchFromFilters({ ...rest, status: filters.status }).size > 0
}

/** The API's query for this page (limit always set: the paged form). */
export function apiQuery(filters: ManageFilters, cursor: string | undefined, limit: number) {
  const search = searchFromFilters(filters)
  search.delete('sort')
  const [sort, dir] = (filters.sort ?? DEFAULT_SORT).split('.') as [OrderSort, string]
  search.set('sort', sort)
  search.set('dir', dir)
  search.set('limit', String(limit))
  if (cursor) search.set('cursor', cursor)
  return search
}

/** The export's query: the same filters, or the selected orders. */
export function exportQuery(filters: ManageFilters, ids?: readonly string[]) {
  const search = ids ? new URLSearchParams({ ids: ids.join(',') }) : searchFromFilters(filters)
  search.delete('sort')
  return search
}
