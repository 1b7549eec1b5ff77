/**
 * The one footer under a list read a page at a time (an infinite query): the button that loads
 * the next page (busy while it comes), the error of a page that failed (the server's reason when
 * it gives one; the button stays, to try again), and where keyboard focus goes once a page is in, so it never falls to the top of the
 * page when the button goes. `useListFooter` keeps what happened, `ListFooter` draws it.
 *
 * Focus goes one of two ways, and the rest follows from it:
 * - to the first new row once it is drawn (`focusRow`): readers carry on where the new rows
 *   start. The button is disabled while the page comes, since focus leaves it anyway; a count
 *   line shows with it (My Booking's "Showing 20 of 43") and goes with it.
 * - else it stays on the button while more pages remain, and goes to the count line when the last
 *   page is in. That line is one live region that stays while the filters and pages change (a
 *   region that appears with its text is often not read): the count, or the progress between.
 *
 * How many rows the last page added (`added`) is said politely by `loadedMore`, or by a list that
 * says it in a live region of its own.
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { Button } from '#web/components/button.tsx'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { cx } from '#web/lib/cx.ts'
import { errorMessage } from '#web/lib/error-message.ts'

interface Pages {
  pages: readonly unknown[]
}

/** What the footer needs of TanStack Query's infinite query. */
export interface PagedList {
  data?: Pages
  isSuccess: boolean
  hasNextPage: boolean
  isFetchingNextPage: boolean
  isFetchNextPageError: boolean
  error: unknown
  fetchNextPage: () => Promise<{ isSuccess: boolean; hasNextPage: boolean; data?: Pages }>
}

export interface ListFooterState {
  list: PagedList
  /** How many rows are on screen. */
  rows: number
  /** How many rows the last page added: 0 before it, while it loads, or when none came. */
  added: number
  loadMore: () => Promise<void>
  /** Focus goes to the first new row (else to the count line at the end). */
  focusesRows: boolean
  countRef: RefObject<HTMLParagraphElement | null>
}

/**
 * `rows`: how many rows are on screen (the first new one comes at that index). `focusRow`
 * focuses the row at an index and answers false while it is not drawn yet (see `focusFirst`);
 * without it focus goes to the count line when the last page is in.
 */
export function useListFooter({
  list,
  rows,
  focusRow,
}: {
  list: PagedList
  rows: number
  focusRow?: (index: number) => boolean
}): ListFooterState {
  const countRef = useRef<HTMLParagraphElement>(null)
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
      if (focusRow) setFocusAt({ index: arrival.from })
    }
  }

  useEffect(() => {
    if (focusRow && focusAt && focused.current !== focusAt && focusRow(focusAt.index)) {
      focused.current = focusAt
    }
  })

  async function loadMore() {
    if (list.isFetchingNextPage) return
    const from = rows
    setAdded(0)
    setFocusAt(null)
    const result = await list.fetchNextPage()
    if (!result.isSuccess) return
    if (result.data) setArrival({ from, pages: result.data.pages.length })
    // The button goes: the count takes focus rather than the page.
    if (!focusRow && !result.hasNextPage) countRef.current?.focus()
  }

  return { list, rows, added, loadMore, focusesRows: focusRow !== undefined, countRef }
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

interface ListFooterProps {
  footer: ListFooterState
  label: ReactNode
  /** The button's label while the page loads; without it the label stays. */
  loadingLabel?: string
  /** Filled (the admin lists' Load more) or outlined (Show more). */
  variant?: 'primary' | 'outline'
  /** The count line (or the progress; empty while loading or failed). */
  count?: string
  /** The count line's id, for a search box that describes itself by it. */
  countId?: string
  /** Said politely once the rows are in; without it the list says `footer.added` itself. */
  loadedMore?: (n: number) => string
  /**
   * Said when the next page failed and the server gave no reason; without it the list says a
   * failure itself.
   */
  loadMoreFailed?: string
  /** The footer's margin, while it shows something. */
  className?: string
}

export function ListFooter({
  footer: { list, rows, added, loadMore, focusesRows, countRef },
  label,
  loadingLabel,
  variant = 'outline',
  count,
  countId,
  loadedMore,
  loadMoreFailed,
  className,
}: ListFooterProps) {
  const busy = list.isFetchingNextPage
  // The rows are on screen, also when a later page failed (its error shows here).
  const shown = list.isSuccess || list.isFetchNextPageError
  const more = shown && list.hasNextPage
  // The count line stays where it takes focus at the end; else it shows with the button.
  const countStays = count !== undefined && !focusesRows
  // Not listed: the empty state's heading or the error already says it on screen.
  const countSeen = more || (countStays && shown && rows > 0)
  const failure = loadMoreFailed !== undefined && list.isFetchNextPageError
  return (
    <>
      {loadedMore && (
        // On the page before the note arrives, so screen readers read it when it does.
        <p aria-live="polite" className="sr-only">
          {added > 0 ? loadedMore(added) : ''}
        </p>
      )}
      {(countStays || more) && (
        <div className={cx('flex flex-col items-center gap-4', countSeen && className)}>
          {count !== undefined && (
            <p
              id={countId}
              ref={countStays ? countRef : undefined}
              role="status"
              tabIndex={countStays ? -1 : undefined}
              className={cx('text-sm text-slate-600 outline-none', !countSeen && 'sr-only')}
            >
              {count}
            </p>
          )}
          {failure && (
            <StatusAlert
              className="w-full"
              tone="error"
              message={errorMessage(list.error, loadMoreFailed)}
            />
          )}
          {more && (
            <Button
              variant={variant}
              className={variant === 'outline' ? 'px-6 py-3' : undefined}
              onClick={() => void loadMore()}
              disabled={focusesRows && busy}
              busy={busy}
            >
              {busy && loadingLabel ? loadingLabel : label}
            </Button>
          )}
        </div>
      )}
    </>
  )
}
