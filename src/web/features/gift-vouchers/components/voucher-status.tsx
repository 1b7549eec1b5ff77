/** A voucher's state as a small badge: awaiting payment, active, spent, expired or cancelled. */
import type { GiftVoucherState } from '#shared/contracts/gift-vouchers.ts'
import { messages } from '#shared/messages.ts'
import { cx } from '#web/lib/cx.ts'

const tones: Record<GiftVoucherState, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-300',
  active: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  spent: 'bg-slate-100 text-slate-800 ring-slate-300',
  expired: 'bg-slate-100 text-slate-800 ring-slate-300',
  cancelled: 'bg-rose-50 text-rose-900 ring-rose-300',
}

export function VoucherStatus({ status }: { status: GiftVoucherState }) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold ring-1',
        tones[status],
      )}
    >
      {messages.giftVoucherPage.status({ status })}
    </span>
  )
}
