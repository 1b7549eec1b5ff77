/**
 * A small spinning ring with an accessible label, for loading states of any size. The label is
 * both the status region's name (so it can be found by role) and its announced text.
 */
import { messages } from '#shared/messages.ts'
import { cx } from '#web/lib/cx.ts'

interface SpinnerProps {
  label?: string
  className?: string
}

export function Spinner({ label = messages.common.loading, className }: SpinnerProps) {
  return (
    <span
      role="status"
      aria-label={label}
      className={cx('inline-flex items-center gap-3', className)}
    >
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-emerald-200 border-t-emerald-700 motion-reduce:animate-none"
      />
      <span className="sr-only">{label}</span>
    </span>
  )
}
