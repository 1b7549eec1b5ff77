/**
 * The Messages page's filters, kept in the page's address (`?state=handled&q=rahim`) so Back,
 * reload and a shared link keep them, and turned into GET /api/messages's paged query. An
 * unknown state in a hand-edited link is dropped (the open messages show) rather than refused.
 */
import {
  messageStates,
  type MessageState,
  type MessagesQuery,
} from '#shared/contracts/message-threads.ts'

export interface MessageFilters {
  state?: MessageState
  q?: string
}

/** Messages per request: enough to fill a screen or two, small enough to come quickly. */
export const MESSAGES_PAGE_SIZE = 20

const isState = (value: string | null): value is MessageState =>
  (messageStates as readonly (string | null)[]).includes(value)

export function filtersFromSearch(search: URLSearchParams): MessageFilters {
  const state = search.get('state')
  const q = search.get('q')?.trim().slice(0, 200)
  return { ...(isState(state) ? { state } : {}), ...(q ? { q } : {}) }
}

export function searchFromFilters(filters: MessageFilters): URLSearchParams {
  const search = new URLSearchParams()
  if (filters.state) search.set('state', filters.state)
  if (filters.q?.trim()) search.set('q', filters.q.trim())
  return search
}

/** GET /api/messages's query for one page: `cursor` is the previous page's nextCursor. */
export function messagesQueryString(filters: MessageFilters, cursor?: string): string {
  const query: MessagesQuery = { limit: MESSAGES_PAGE_SIZE, ...filters, cursor }
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value))
  }
  return search.toString()
}
