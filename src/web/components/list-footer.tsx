/**
 * Under a list read a page at a time (an infinite query): one live region that stays while the
 * filters and pages change — a region that appears with its text is often not read — saying the
 * count after a search or Load more and the progress between; the error of a page that failed to
 * load; and Load more. When the last page is in and Load more goes away, focus moves to the count,
 * not to the top of the page.
 */
import { useRef } from 'react'
import { Button } from '#web/components/button.tsx'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { cx } from '#web/lib/cx.ts'
import { errorMessage } from '#web/lib/error-message.ts'

/** What the footer needs of TanStack Query's infinite query. */
export interface PagedList {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  isFetchNextPageError: boolean
  error: unknown
  fetchNextPage: () => Promise<{ isSuccess: boolean; hasNextPage: boolean }>
}

export function ListFooter({
  list,
  listed,
  status,
  loadMoreLabel,
  loadMoreFailed,
  statusId,
}: {
  list: PagedList
  /** The list has rows on screen (not loading, failed or empty). */
  listed: boolean
  /** The count, or the progress; empty while loading or failed. */
  status: string
  loadMoreLabel: string
  /** Said when the next page failed and the server gave no reason. */
  loadMoreFailed: string
  /** For a search box that describes itself by the count. */
  statusId?: string
}) {
  const statusRef = useRef<HTMLParagraphElement>(null)

  async function loadMore() {
    if (list.isFetchingNextPage) return
    const next = await list.fetchNextPage()
    if (next.isSuccess && !next.hasNextPage) statusRef.current?.focus()
  }

  return (
    <div className={cx('flex flex-col items-center gap-4', listed && 'mt-6')}>
      <p
        id={statusId}
        ref={statusRef}
        role="status"
        tabIndex={-1}
        // Not listed: the empty state's heading or the error already says it on screen.
        className={cx('text-sm text-slate-600 outline-none', !listed && 'sr-only')}
      >
        {status}
      </p>
      {list.isFetchNextPageError && (
        <StatusAlert
          className="w-full"
          tone="error"
          message={errorMessage(list.error, loadMoreFailed)}
        />
      )}
      {listed && list.hasNextPage && (
        <Button onClick={() => void loadMore()} busy={list.isFetchingNextPage}>
          {loadMoreLabel}
        </Button>
      )}
    </div>
  )
}
