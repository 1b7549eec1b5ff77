/**
 * The admins' table of gift vouchers: code, amount and what is left, state, sold or issued (and
 * by whom it was bought), the recipient, how and when it goes and whether it went, when it
 * expires and was made; per row its Ledger and, while something is left to void, Cancel. Wider
 * than a phone (and than the Dashboard's column on a laptop): it scrolls sideways, its box then a
 * named tab stop so a keyboard can scroll it too, with the actions' column kept in view.
 */
import { ScrollText, Ban } from 'lucide-react'
import { useRef } from 'react'
import type { AdminGiftVoucher } from '#shared/contracts/gift-vouchers.ts'
import { formatMoment, formatShortDate } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { formatBdMobile } from '#shared/bd-mobile.ts'
import { Button } from '#web/components/button.tsx'
import { cx } from '#web/lib/cx.ts'
import { useScrollsSideways } from '#web/lib/use-scrolls-sideways.ts'
import { isCancellable, voucherMoney, VoucherStatus } from './voucher-parts.tsx'

const m = () => messages.giftVoucherAdmin

/**
 * The actions' column, from a tablet's width on: it stays at the right edge while the rest
 * scrolls under it, so a row's Ledger and Cancel are in view without scrolling sideways.
 */
const stuck = 'sm:sticky sm:right-0 sm:shadow-[-6px_0_6px_-6px_rgb(15_23_42/0.2)]'

export function VouchersTable({
  vouchers,
  onLedger,
  onCancel,
}: {
  vouchers: AdminGiftVoucher[]
  onLedger: (voucher: AdminGiftVoucher, button: HTMLElement) => void
  onCancel: (voucher: AdminGiftVoucher, button: HTMLElement) => void
}) {
  const box = useRef<HTMLDivElement>(null)
  const scrolls = useScrollsSideways(box)
  return (
    <div
      ref={box}
      role={scrolls ? 'region' : undefined}
      aria-label={scrolls ? m().caption : undefined}
      tabIndex={scrolls ? 0 : undefined}
      className="relative overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-emerald-700"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{m().caption}</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {[
              { label: m().colCode },
              { label: m().colAmount, right: true },
              { label: m().colBalance, right: true },
              { label: m().colStatus },
              { label: m().colOrigin },
              { label: m().colRecipient },
              { label: m().colDelivery },
              { label: m().colDelivered },
              { label: m().colExpires },
              { label: m().colCreated },
            ].map(({ label, right }) => (
              <th
                key={label}
                scope="col"
                className={cx('px-3 py-3 font-semibold', right && 'text-right')}
              >
                {label}
              </th>
            ))}
            <th scope="col" className={cx('px-3 py-3', stuck, 'bg-slate-50')}>
              <span className="sr-only">{m().colActions}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {vouchers.map((voucher) => (
            <tr key={voucher.id} data-voucher-id={voucher.id} className="align-top">
              <th
                scope="row"
                className="px-3 py-3 font-mono font-semibold whitespace-nowrap text-slate-900"
              >
                {voucher.code}
              </th>
              <td className="px-3 py-3 text-right whitespace-nowrap text-slate-700 tabular-nums">
                {voucherMoney(voucher.amount, voucher.currency)}
              </td>
              <td className="px-3 py-3 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                {voucherMoney(voucher.balance, voucher.currency)}
              </td>
              <td className="px-3 py-3">
                <VoucherStatus status={voucher.status} />
              </td>
              <td className="min-w-44 px-3 py-3 text-slate-700">
                <span className="block">{m().origin[voucher.origin]}</span>
                {voucher.origin === 'sold' && voucher.buyerEmail && (
                  <span className="block text-xs text-slate-600 [overflow-wrap:anywhere]">
                    {m().boughtBy({ email: voucher.buyerEmail })}
                  </span>
                )}
                {voucher.orderReference && (
                  <span className="block font-mono text-xs text-slate-600">
                    {voucher.orderReference}
                  </span>
                )}
              </td>
              <td className="min-w-48 px-3 py-3">
                <span className="block font-medium text-slate-900">{voucher.recipientName}</span>
                <span className="block text-xs text-slate-600 [overflow-wrap:anywhere]">
                  {voucher.deliverBy === 'email'
                    ? voucher.recipientEmail
                    : voucher.recipientPhone && formatBdMobile(voucher.recipientPhone)}
                </span>
                <span className="block text-xs text-slate-600">
                  {m().from({ name: voucher.fromName })}
                </span>
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-slate-700">
                <span className="block">{m().channels[voucher.deliverBy]}</span>
                <span className="block">{formatShortDate(voucher.deliverOn)}</span>
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-slate-700">
                {voucher.deliveredAt ? (
                  <time dateTime={voucher.deliveredAt}>
                    {formatMoment(voucher.deliveredAt, 'dhakaTime')}
                  </time>
                ) : (
                  m().notDelivered
                )}
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-slate-700">
                {formatShortDate(voucher.expiresOn)}
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-slate-700">
                <time dateTime={voucher.createdAt}>
                  {formatMoment(voucher.createdAt, 'dhakaTime')}
                </time>
              </td>
              <td className={cx('px-3 py-3', stuck, 'bg-white')}>
                <div className="flex flex-col items-stretch gap-2">
                  <Button
                    type="button"
                    variant="outline"
                    size="xs"
                    className="whitespace-nowrap"
                    aria-label={m().ledgerNamed({ code: voucher.code })}
                    aria-haspopup="dialog"
                    onClick={(event) => onLedger(voucher, event.currentTarget)}
                  >
                    <ScrollText aria-hidden="true" className="size-4" />
                    {m().ledger}
                  </Button>
                  {isCancellable(voucher.status) && (
                    <Button
                      type="button"
                      variant="danger-outline"
                      size="xs"
                      className="whitespace-nowrap"
                      aria-label={m().cancelNamed({ code: voucher.code })}
                      aria-haspopup="dialog"
                      onClick={(event) => onCancel(voucher, event.currentTarget)}
                    >
                      <Ban aria-hidden="true" className="size-4" />
                      {m().cancel}
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
