/** What the table and the dialogs of the admins' Gift vouchers page show alike. */
import type { GiftVoucherState } from '#shared/contracts/gift-vouchers.ts'
import { messages } from '#shared/messages.ts'
import { formatMoney, fromMajor, type CurrencyCode } from '#shared/money.ts'
import { cx } from '#web/lib/cx.ts'

const m = () => messages.giftVoucherAdmin

/** An amount in the voucher's own currency (major units, as the API gives them). */
export const voucherMoney = (major: number, currency: CurrencyCode) =>
  formatMoney(fromMajor(major, currency))

/** A ledger entry's amount with its sign: + onto the voucher, − off it. */
export function signedMoney(major: number, currency: CurrencyCode): string {
  const text = voucherMoney(Math.abs(major), currency)
  return major < 0 ? `−${text}` : `+${text}`
}

const tones: Record<GiftVoucherState, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  cancelled: 'bg-red-50 text-red-800 ring-red-200',
  expired: 'bg-slate-100 text-slate-700 ring-slate-300',
  spent: 'bg-sky-50 text-sky-900 ring-sky-200',
}

export function VoucherStatus({ status }: { status: GiftVoucherState }) {
  return (
    <span
      className={cx(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        tones[status],
      )}
    >
      {m().status[status]}
    </span>
  )
}

/** Whether anything is left to void: a voucher waiting for its payment, or one in use. */
export const isCancellable = (status: GiftVoucherState) =>
  status === 'pending' || status === 'active'
