/**
 * How many pages of messages a history entry had loaded, kept in that entry's history state: Back
 * within the app finds them in the query cache, but a reload, or Back after the cache let them go
 * (another site, a long absence), starts from page one; the page then asks for as many again.
 */
const KEY = 'messagePages'
/** Never restore more than this many pages in one go. */
const MOST = 20

export function pagesInHistory(): number {
  if (typeof window === 'undefined') return 1
  const kept: unknown = (window.history.state as Record<string, unknown> | null)?.[KEY]
  return typeof kept === 'number' && Number.isInteger(kept) && kept > 1 ? Math.min(kept, MOST) : 1
}

export function keepPagesInHistory(pages: number): void {
  const state = (window.history.state as Record<string, unknown> | null) ?? {}
  if (state[KEY] === pages) return
  window.history.replaceState({ ...state, [KEY]: pages }, '')
}
