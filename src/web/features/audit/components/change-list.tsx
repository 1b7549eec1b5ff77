/**
 * One entry's change as a compact list, a line a field: `Price: $80 → $95.50`. The arrow is
 * hidden from screen readers, which hear "$80 to $95.50" instead. Long values (a description, a
 * list of dates) wrap inside their column.
 */
import type { AuditEntry } from '#shared/contracts/audit.ts'
import { messages } from '#shared/messages.ts'
import { useSiteCurrency } from '#web/lib/currency.ts'
import { describeChange } from '../lib/describe-change.ts'

export function ChangeList({ entry }: { entry: Pick<AuditEntry, 'before' | 'after'> }) {
  const changes = describeChange(entry.before, entry.after, useSiteCurrency())
  if (changes.length === 0) {
    return <p className="text-slate-500">{messages.audit.noChange}</p>
  }
  return (
    <ul className="space-y-1">
      {changes.map(({ field, label, before, after }) => (
        <li key={field} className="[overflow-wrap:anywhere] text-slate-800">
          <span className="text-slate-600">{label}</span>:{' '}
          {before !== undefined && (
            <span className={after !== undefined ? 'text-slate-600' : undefined}>{before}</span>
          )}
          {before !== undefined && after !== undefined && (
            <>
              {' '}
              <span aria-hidden="true">→</span>
              <span className="sr-only">{messages.audit.changedTo}</span>{' '}
            </>
          )}
          {/* The new value of a change stands out; a value recorded on one side only does not. */}
          {after !== undefined && (
            <span className={before !== undefined ? 'font-semibold text-slate-900' : undefined}>
              {after}
            </span>
          )}
        </li>
      ))}
    </ul>
  )
}
