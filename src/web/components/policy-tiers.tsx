/**
 * A cancellation policy as the customer reads it: one line per tier from the longest notice to
 * the shortest ("30 days or more before departure: full refund"), tiers that refund nothing at
 * the end folded into "Less than that: no refund". The tour page, the booking modal and the
 * cancel dialog show it; the dialog marks the line that applies now.
 */
// Types only: that module's schemas would bring zod into the tour page's first load.
import type { PolicyTier } from '#shared/cancellation-policy.ts'
import { messages } from '#shared/messages.ts'
import { cx } from '#web/lib/cx.ts'

const m = messages.lifecycle

interface PolicyLine {
  key: string
  text: string
  /** The fewest days before departure this line covers; -1 for "less than that". */
  from: number
}

function policyLines(policy: readonly PolicyTier[]): PolicyLine[] {
  // Longest notice first, as sortedTiers() orders them.
  const tiers = [...policy].sort((a, b) => b.daysBefore - a.daysBefore)
  let last = tiers.length - 1
  while (last >= 0 && tiers[last]!.refundPercent === 0) last--
  const paying = tiers.slice(0, last + 1)
  if (paying.length === 0) return [{ key: 'none', text: m.policyNone, from: -1 }]
  const lines = paying.map((tier) => ({
    key: String(tier.daysBefore),
    text: m.policyTier({ days: tier.daysBefore, percent: tier.refundPercent }),
    from: tier.daysBefore,
  }))
  if (paying.at(-1)!.daysBefore > 0)
    lines.push({ key: 'rest', text: m.policyTier({ days: 0, percent: 0 }), from: -1 })
  return lines
}

/** The key of the line that applies `daysBefore` days ahead (no date yet: the longest notice). */
function applyingLine(lines: PolicyLine[], daysBefore: number | null): string | undefined {
  if (daysBefore === null) return lines[0]?.key
  return lines.find((line) => daysBefore >= line.from)?.key ?? lines.at(-1)?.key
}

export function PolicyTiers({
  policy,
  daysBefore,
  size = 'sm',
  className,
}: {
  policy: readonly PolicyTier[]
  /** Marks the line that applies this many days before departure (null: no date yet). */
  daysBefore?: number | null
  size?: 'sm' | 'base'
  className?: string
}) {
  const lines = policyLines(policy)
  const applying = daysBefore === undefined ? undefined : applyingLine(lines, daysBefore)
  return (
    <ul
      className={cx(
        'space-y-1.5 text-slate-700',
        size === 'sm' ? 'text-sm' : 'text-base',
        className,
      )}
    >
      {lines.map((line) => (
        <li key={line.key} className="flex items-start gap-2">
          <span
            aria-hidden="true"
            className={cx(
              'size-1.5 shrink-0 rounded-full bg-slate-400',
              size === 'sm' ? 'mt-2' : 'mt-2.5',
            )}
          />
          <span className={cx(line.key === applying && 'font-semibold text-slate-900')}>
            {line.text}
            {line.key === applying && (
              <span className="mt-1 block w-fit rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-emerald-800 ring-1 ring-emerald-200">
                {m.policyApplies}
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  )
}

/** Grey lines holding the place of a policy still loading (three lines: the usual policy). */
export function PolicyTiersSkeleton({
  label,
  size = 'sm',
  className,
}: {
  label: string
  size?: 'sm' | 'base'
  className?: string
}) {
  return (
    <div aria-busy="true" className={cx('space-y-1.5', className)}>
      <span role="status" className="sr-only">
        {label}
      </span>
      {['w-4/5', 'w-3/4', 'w-1/2'].map((width) => (
        <div
          key={width}
          aria-hidden="true"
          className={cx(size === 'sm' ? 'h-5' : 'h-6', 'flex items-center')}
        >
          <div className={cx('h-3.5 rounded bg-slate-200 motion-safe:animate-pulse', width)} />
        </div>
      ))}
    </div>
  )
}
