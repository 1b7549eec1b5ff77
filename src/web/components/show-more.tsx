/**
 * "Show more" under a list read a page at a time (an infinite query) that says its count
 * elsewhere: the tour grids, Manage Plan, a plan's departures, My Booking, a tour's reviews and
 * the moderated reviews. The button (busy, and saying so while the page loads), the error of a
 * page that failed to load (the button stays, to try again), a polite note of how many rows came,
 * and focus on the first of them once it is drawn: keyboard users carry on reading where the new
 * rows start, not at a button that may have gone. `useShowMore` keeps what happened, `ShowMore`
 * draws it; a list that says the added count in a live region of its own reads `added`.
 * The admin lists that say their count under them use ListFooter instead.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Button } from '#web/components/button.tsx'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { cx } from '#web/lib/cx.ts'

interface Pages {
  pages: readonly unknown[]
}

/** What Show more needs of TanStack Query's infinite query. */
export interface NextPages {
  data?: Pages
  isSuccess: boolean
  hasNextPage: boolean
  isFetchingNextPage: boolean
  isFetchNextPageError: boolean
  fetchNextPage: () => Promise<{ isSuccess: boolean; data?: Pages }>
}

export interface ShowMoreState {
  list: NextPages
  /** How many rows the last Show more added: 0 before it, while it loads, or when none came. */
  added: number
  showMore: () => Promise<void>
}

/**
 * `rows`: how many rows are on screen (the first new one comes at that index). `focusRow`
 * focuses the row at an index and answers false while it is not drawn yet (see `focusFirst`).
 */
export function useShowMore({
  list,
  rows,
  focusRow,
}: {
  list: NextPages
  rows: number
  focusRow: (index: number) => boolean
}): ShowMoreState {
  const [added, setAdded] = useState(0)
  // The page came: the rows there were when it was asked for, and the pages the list has with it.
  const [arrival, setArrival] = useState<{ from: number; pages: number } | null>(null)
  // The first new row, focused once (each arrival its own object), at the first render it is in.
  const [focusAt, setFocusAt] = useState<{ index: number } | null>(null)
  const focused = useRef<{ index: number } | null>(null)

  // The list on screen has the page (its render may come before or after the fetch resolves).
  if (arrival && (list.data?.pages.length ?? 0) >= arrival.pages) {
    setArrival(null)
    if (rows > arrival.from) {
      setAdded(rows - arrival.from)
      setFocusAt({ index: arrival.from })
    }
  }

  useEffect(() => {
    if (focusAt && focused.current !== focusAt && focusRow(focusAt.index)) focused.current = focusAt
  })

  async function showMore() {
    if (list.isFetchingNextPage) return
    const from = rows
    setAdded(0)
    setFocusAt(null)
    const result = await list.fetchNextPage()
    if (result.isSuccess && result.data) setArrival({ from, pages: result.data.pages.length })
  }

  return { list, added, showMore }
}

/**
 * Focuses the first of `elements` that takes focus — a list drawn twice (cards on a phone, a
 * table on a wide screen) offers both, and only the one on screen can — and says whether one did.
 */
export function focusFirst(...elements: Array<HTMLElement | null | undefined>): boolean {
  return elements.some((element) => {
    element?.focus()
    return element != null && element.ownerDocument.activeElement === element
  })
}

interface ShowMoreProps {
  state: ShowMoreState
  label: ReactNode
  /** The button's label while the page loads; without it the label stays. */
  loadingLabel?: string
  /** Said politely once the rows are in; without it the caller says `state.added` itself. */
  loadedMore?: (n: number) => string
  /** Said when the next page failed to load. */
  loadMoreFailed: string
  /** A line above the button while it shows, said politely (My Booking's "Showing 20 of 43"). */
  status?: string
  /** The button's row (its margin). */
  className?: string
  alertClassName?: string
}

export function ShowMore({
  state: { list, added, showMore },
  label,
  loadingLabel,
  loadedMore,
  loadMoreFailed,
  status,
  className,
  alertClassName,
}: ShowMoreProps) {
  const busy = list.isFetchingNextPage
  return (
    <>
      {loadedMore && (
        // On the page before the note arrives, so screen readers read it when it does.
        <p aria-live="polite" className="sr-only">
          {added > 0 ? loadedMore(added) : ''}
        </p>
      )}
      {list.hasNextPage && (list.isSuccess || list.isFetchNextPageError) && (
        <div className={cx('flex flex-col items-center gap-2', className)}>
          {status !== undefined && (
            <p role="status" className="text-sm text-slate-600">
              {status}
            </p>
          )}
          <Button
            variant="outline"
            className="px-6 py-3"
            onClick={() => void showMore()}
            disabled={busy}
            busy={busy}
          >
            {busy && loadingLabel ? loadingLabel : label}
          </Button>
        </div>
      )}
      {list.isFetchNextPageError && (
        <StatusAlert className={alertClassName} tone="error" message={loadMoreFailed} />
      )}
    </>
  )
}
