/**
 * A paid order's receipt: booking reference, tour, date and travellers, order id, amount, card (last four digits only), date paid and the
 * provider's transaction reference. `ReceiptPanel` fetches it and covers loading and failure.
 * Money paid from a gift voucher (or returned to it) is said as such, a line each; a private
 * group reads as its price; a gift voucher's own sale has no date or travellers.
 */
import type { ReactNode } from 'react'
import type { Receipt } from '#shared/contracts/payments.ts'
import { formatShortDate } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { adultsOnlyParty, extrasText, partyText } from '#shared/party-text.ts'
import { formatMoney, fromMajor } from '#shared/money.ts'
import { QueryError } from '#web/components/query-error.tsx'
import { Spinner } from '#web/components/spinner.tsx'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { isApiError } from '#web/lib/api-client.ts'
import { cx } from '#web/lib/cx.ts'
import { useReceipt } from '../api/get-receipt.ts'
import { formatPaidAt, maskedCard } from '../lib/payment-format.ts'

/**
 * What the price is made of, a row a line, when it is more than adults at one price: "2 adults ×
 * $100", "1 child × $60", "AC coach × 3 × $15". A private group (decision 053) is its price and
 * who travels in it.
 */
function priceLines(receipt: Receipt): Array<[string, ReactNode]> {
  const { privatePrice } = receipt
  const price = (major: number) => formatMoney(fromMajor(major, receipt.currency))
  const t = messages.tourPricing
  const extras = receipt.extras.map((extra): [string, ReactNode] => [
    t.extrasLegend,
    <span className="tabular-nums">
      {t.line({ what: extrasText([extra]), price: price(extra.unitPrice) })}
    </span>,
  ])
  if (privatePrice !== null) {
    return [
      [t.privateGroup, <span className="tabular-nums">{price(privatePrice)}</span>],
      [t.whoTravels, <span>{partyText(receipt.party)}</span>],
      ...extras,
    ]
  }
  if (adultsOnlyParty(receipt.party) && receipt.extras.length === 0) return []
  return [
    ...receipt.party.map((line): [string, ReactNode] => [
      t.kind({ kind: line.kind }),
      <span className="tabular-nums">
        {line.unitPrice === 0
          ? `${partyText([line])} · ${t.free}`
          : t.line({ what: partyText([line]), price: price(line.unitPrice) })}
      </span>,
    ]),
    ...extras,
  ]
}

/**
 * Each payment from a gift voucher and each refund back to one, with its amount: the card or
 * gateway named by the receipt is the latest payment's, which may be the voucher's.
 */
function voucherLines(receipt: Receipt): Array<[string, ReactNode]> {
  const t = messages.receipt
  return receipt.lines
    .filter((line) => line.giftVoucher)
    .map((line): [string, ReactNode] => {
      const amount = formatMoney(fromMajor(line.amount, receipt.currency))
      return [
        line.kind === 'refund' ? t.returnedToGiftVoucher : t.paidWithGiftVoucher,
        <span className="tabular-nums">
          {line.kind === 'refund' ? `−${amount}` : amount}
          {line.status === 'pending' && ` (${t.pending})`}
        </span>,
      ]
    })
}

/** How the latest payment was made, unless it came from a gift voucher (said by its line). */
function methodRow(receipt: Receipt): Array<[string, ReactNode]> {
  const latest = receipt.lines.findLast((line) => line.kind === 'payment')
  if (latest?.giftVoucher) return []
  // A card's last digits, or what a gateway says it was paid with (bKash, a bank's card).
  return [
    !receipt.last4 && receipt.paidWith
      ? [messages.receipt.paidWith, <span>{receipt.paidWith}</span>]
      : [messages.receipt.card, <span className="tabular-nums">{maskedCard(receipt.last4)}</span>],
  ]
}

export function ReceiptDetails({ receipt, className }: { receipt: Receipt; className?: string }) {
  // A gift voucher's sale (decision 054) is no trip: what was bought, and no date.
  const trip: Array<[string, ReactNode]> =
    receipt.sale === 'gift-voucher'
      ? [[messages.receipt.purchase, <span className="font-semibold">{receipt.tourName}</span>]]
      : [
          [messages.orders.tour, <span className="font-semibold">{receipt.tourName}</span>],
          [
            messages.dates.date,
            receipt.departureDate ? (
              <span>
                <time dateTime={receipt.departureDate}>
                  {formatShortDate(receipt.departureDate)}
                </time>
                {` · ${messages.dates.travellersCount({ n: receipt.travellers })}`}
              </span>
            ) : (
              messages.dates.toBeArranged
            ),
          ],
        ]
  const rows: Array<[string, ReactNode]> = [
    [
      messages.dates.reference,
      <span className="font-mono font-semibold tracking-wide">{receipt.reference}</span>,
    ],
    ...trip,
    ...priceLines(receipt),
    [
      messages.receipt.amount,
      <span className="font-semibold tabular-nums">
        {formatMoney(fromMajor(receipt.amount, receipt.currency))} {receipt.currency.toUpperCase()}
      </span>,
    ],
    ...voucherLines(receipt),
    ...methodRow(receipt),
    [
      messages.receipt.paidOn,
      <time dateTime={receipt.created}>{formatPaidAt(receipt.created)}</time>,
    ],
    [
      messages.receipt.orderId,
      <span className="font-mono text-xs break-all">{receipt.orderId}</span>,
    ],
    [
      messages.receipt.transaction,
      <span className="font-mono text-xs break-all">{receipt.transaction}</span>,
    ],
  ]
  return (
    <dl
      className={cx(
        'grid grid-cols-[auto_minmax(0,1fr)] gap-x-5 gap-y-3 rounded-xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200 sm:p-5',
        className,
      )}
    >
      {rows.map(([term, value], index) => (
        // A term may repeat (two payments from vouchers).
        <div key={`${index}-${term}`} className="contents">
          <dt className="font-medium text-slate-600">{term}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

interface ReceiptPanelProps {
  orderId: string
  /** False when the order carries no payment reference (e.g. marked paid by hand): no fetch. */
  onFile?: boolean
  className?: string
}

export function ReceiptPanel({ orderId, onFile = true, className }: ReceiptPanelProps) {
  const receipt = useReceipt(orderId, onFile)
  const missing = !onFile || (isApiError(receipt.error) && receipt.error.status === 404)
  if (missing) {
    return <StatusAlert tone="info" message={messages.receipt.none} className={className} />
  }
  if (receipt.isPending) {
    return <Spinner label={messages.receipt.loading} className={cx('py-4', className)} />
  }
  if (receipt.isError) {
    return (
      <QueryError
        className={className}
        message={messages.receipt.loadFailed}
        onRetry={() => void receipt.refetch()}
        retrying={receipt.isFetching}
      />
    )
  }
  return <ReceiptDetails receipt={receipt.data} className={className} />
}
