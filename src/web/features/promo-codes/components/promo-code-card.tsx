/**
 * One promo code in the admins' list: its text and state, its discount, limits and dates, its
 * uses and revenue, and its actions (edit, pause or resume, its bookings).
 */
import { Link } from 'react-router'
import type { AdminPromoCode } from '#shared/contracts/promo-codes.ts'
import { formatShortDate } from '#shared/dhaka-date.ts'
import { formatCount, messages } from '#shared/messages.ts'
import { formatMoney, fromMajor } from '#shared/money.ts'
import { paths } from '#shared/paths.ts'
import { Button, buttonClass } from '#web/components/button.tsx'
import { cx } from '#web/lib/cx.ts'

const m = () => messages.promoAdmin

export function discountText(code: AdminPromoCode): string {
  return code.percent !== null
    ? m().percentOff({ percent: code.percent })
    : m().amountOff({ amount: formatMoney(fromMajor(code.amount ?? 0, code.currency)) })
}

function limitsText(code: AdminPromoCode): string {
  const parts = [
    code.maxUses !== null && m().usesOf({ used: code.uses, max: code.maxUses }),
    code.maxUsesPerCustomer !== null && m().perCustomer({ max: code.maxUsesPerCustomer }),
    code.minSpend !== null &&
      m().minimum({ amount: formatMoney(fromMajor(code.minSpend, code.currency)) }),
    code.tourIds.length > 0 && m().someTours({ count: code.tourIds.length }),
  ].filter((part): part is string => Boolean(part))
  return parts.length > 0 ? parts.join(' · ') : m().noLimits
}

function windowText(code: AdminPromoCode): string {
  const { startsOn, endsOn } = code
  if (startsOn && endsOn) {
    return m().between({ from: formatShortDate(startsOn), to: formatShortDate(endsOn) })
  }
  if (startsOn) return m().from({ date: formatShortDate(startsOn) })
  if (endsOn) return m().until({ date: formatShortDate(endsOn) })
  return m().anyTime
}

export function PromoCodeCard({
  code,
  busy,
  onEdit,
  onTogglePaused,
}: {
  code: AdminPromoCode
  busy: boolean
  onEdit: () => void
  onTogglePaused: () => void
}) {
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="font-mono text-lg font-bold tracking-wide text-slate-900">{code.code}</h2>
        <span
          className={cx(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold',
            code.paused ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-900',
          )}
        >
          {code.paused ? m().paused : m().active}
        </span>
        <span className="font-semibold text-emerald-800">{discountText(code)}</span>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        <dt className="text-slate-600">{m().colLimits}</dt>
        <dd className="text-slate-900">{limitsText(code)}</dd>
        <dt className="text-slate-600">{m().colWindow}</dt>
        <dd className="text-slate-900">{windowText(code)}</dd>
        <dt className="text-slate-600">{m().colUses}</dt>
        <dd className="font-semibold text-slate-900 tabular-nums">{formatCount(code.uses)}</dd>
        <dt className="text-slate-600">{m().colRevenue}</dt>
        <dd className="font-semibold text-slate-900 tabular-nums">
          {formatMoney(fromMajor(code.revenue, code.currency))}
        </dd>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={onEdit}
          aria-label={m().editNamed({ code: code.code })}
        >
          {m().edit}
        </Button>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          busy={busy}
          onClick={onTogglePaused}
          aria-label={
            code.paused ? m().resumeCode({ code: code.code }) : m().pauseCode({ code: code.code })
          }
        >
          {code.paused ? m().resume : m().pause}
        </Button>
        <Link
          to={paths.dashboardPromoCodeUses(code.id)}
          className={buttonClass({ variant: 'outline', size: 'sm' })}
          aria-label={m().showUsesNamed({ code: code.code })}
        >
          {m().showUses}
        </Link>
      </div>
    </li>
  )
}
