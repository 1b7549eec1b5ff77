/**
 * "Vouchers you bought" (issue 33 item 4), for a signed-in customer: each voucher's recipient,
 * amount and balance, state, delivery (sent, or the day it goes) and its code once paid; one
 * still to pay links to its Pay page.
 */
import { CreditCard, Gift } from 'lucide-react'
import { Link } from 'react-router'
import type { OwnGiftVoucher } from '#shared/contracts/gift-vouchers.ts'
import { dhakaToday, formatShortDate } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { formatMoney, fromMajor } from '#shared/money.ts'
import { paths } from '#shared/paths.ts'
import { buttonClass } from '#web/components/button.tsx'
import { EmptyState, ListSkeleton } from '#web/components/list-states.tsx'
import { QueryError } from '#web/components/query-error.tsx'
import { useMyGiftVouchers } from '../api/get-my-gift-vouchers.ts'
import { VoucherStatus } from './voucher-status.tsx'

export function OwnVouchers() {
  const t = messages.giftVoucherPage
  const vouchers = useMyGiftVouchers(true)
  if (vouchers.isPending) return <ListSkeleton label={t.mineLoading} rows={2} />
  if (vouchers.isError) {
    return (
      <QueryError
        message={t.mineLoadFailed}
        onRetry={() => void vouchers.refetch()}
        retrying={vouchers.isFetching}
      />
    )
  }
  if (vouchers.data.length === 0) return <EmptyState Icon={Gift} title={t.mineEmpty} />
  return (
    <ul aria-label={t.mineCaption} className="grid gap-4 lg:grid-cols-2">
      {vouchers.data.map((voucher) => (
        <OwnVoucher key={voucher.id} voucher={voucher} />
      ))}
    </ul>
  )
}

function OwnVoucher({ voucher }: { voucher: OwnGiftVoucher }) {
  const t = messages.giftVoucherPage
  const amount = (major: number) => formatMoney(fromMajor(major, voucher.currency))
  const delivery = voucher.deliveredAt
    ? t.delivered({
        channel: voucher.deliverBy,
        date: formatShortDate(dhakaToday(new Date(voucher.deliveredAt))),
      })
    : t.scheduled({ channel: voucher.deliverBy, date: formatShortDate(voucher.deliverOn) })
  // Not paid for yet: its sale order's Pay page.
  const payOrder = voucher.status === 'pending' ? voucher.orderId : null
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="min-w-0 font-bold break-words text-slate-900">{voucher.recipientName}</h3>
        <VoucherStatus status={voucher.status} />
      </div>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-slate-600">{t.amount}</dt>
        <dd className="font-semibold text-slate-900 tabular-nums">{amount(voucher.amount)}</dd>
        <dt className="text-slate-600">{t.balance}</dt>
        <dd className="text-slate-900 tabular-nums">{amount(voucher.balance)}</dd>
        <dt className="text-slate-600">{t.delivery}</dt>
        <dd className="text-slate-900">{delivery}</dd>
        <dt className="text-slate-600">{t.codeColumn}</dt>
        <dd>
          {voucher.code ? (
            <span className="font-mono font-semibold tracking-wide break-all text-slate-900">
              {voucher.code}
            </span>
          ) : (
            <span className="text-slate-600">{t.codeOncePaid}</span>
          )}
        </dd>
      </dl>
      {payOrder && (
        <Link
          to={paths.dashboardPay(payOrder)}
          aria-label={t.payFor({ recipient: voucher.recipientName })}
          className={buttonClass({ size: 'sm' }, 'mt-4')}
        >
          <CreditCard aria-hidden="true" className="size-4" />
          {t.pay}
        </Link>
      )}
    </li>
  )
}
