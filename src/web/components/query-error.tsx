/**
 * What a failed list shows instead of the spec's silently empty grid: one sentence and a Retry
 * button that runs the query again.
 */
import { RefreshCw } from 'lucide-react'
import { messages } from '#shared/messages.ts'
import { cx } from '#web/lib/cx.ts'

interface QueryErrorProps {
  message: string
  onRetry: () => void
  retrying?: boolean
  className?: string
}

export function QueryError({ message, onRetry, retrying = false, className }: QueryErrorProps) {
  return (
    <div
      role="alert"
      className={cx(
        'flex flex-col items-center gap-4 rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center text-red-800 sm:flex-row sm:justify-between sm:text-left',
        className,
      )}
    >
      <p className="font-medium">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className="inline-flex items-center gap-2 rounded-full bg-white px-5 py-2 text-sm font-semibold text-red-800 shadow-sm ring-1 ring-red-200 transition hover:bg-red-100 disabled:cursor-wait disabled:opacity-70"
      >
        <RefreshCw
          aria-hidden="true"
          className={cx('size-4', retrying && 'animate-spin motion-reduce:animate-none')}
        />
        {retrying ? messages.common.retrying : messages.common.retry}
      </button>
    </div>
  )
}
