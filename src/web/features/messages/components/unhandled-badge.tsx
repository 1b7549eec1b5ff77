/**
 * The sidebar's count beside Messages: how many contact messages wait for someone. Nothing
 * while none do (or while it loads); the number is seen, the whole phrase is heard.
 */
import { formatCount, messages } from '#shared/messages.ts'
import { useUnhandledCount } from '../api/get-unhandled-count.ts'

export function UnhandledMessagesBadge() {
  const count = useUnhandledCount().data?.unhandled ?? 0
  if (count === 0) return null
  return (
    <span
      data-testid="unhandled-messages"
      className="ml-auto rounded-full bg-amber-300 px-2 py-0.5 text-sm font-bold text-slate-900 tabular-nums"
    >
      <span aria-hidden="true">{formatCount(count)}</span>
      <span className="sr-only">{messages.messagesWorkflow.unhandledBadge({ n: count })}</span>
    </span>
  )
}
