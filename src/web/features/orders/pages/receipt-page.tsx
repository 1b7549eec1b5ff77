/**
 * /Dashboard/Receipt/:orderId: a booking's receipt to print or keep (issue 30) — the booking
 * reference as the invoice number, the date of issue in Dhaka, the seller (with the trade
 * licence and BIN when set) and the customer, the booking, every payment and refund, the totals
 * and, when the company is VAT-registered, the VAT inside what was paid (Mushak-6.3's fields).
 * Every figure is the server's. Money paid from a gift voucher or returned to one says so; a
 * private group's booking reads as its price for the whole departure, and a gift voucher's sale
 * as what was bought, with no date or travellers. Print leaves out the site's header, the dashboard's band and
 * sidebar, the footer and this page's own buttons (print:hidden), so the printout is the
 * receipt alone, black on white.
 */
import { ArrowLeft, Printer } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import type { Receipt, ReceiptLine } from '#shared/contracts/payments.ts'
import { formatMoment, formatShortDate } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { formatMoney, fromMajor } from '#shared/money.ts'
import { paths } from '#shared/paths.ts'
import { Button } from '#web/components/button.tsx'
import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx'
import { ListSkeleton } from '#web/components/list-states.tsx'
import { QueryError } from '#web/components/query-error.tsx'
import { TableHead } from '#web/components/table-head.tsx'
import { isApiError } from '#web/lib/api-client.ts'
import { cx } from '#web/lib/cx.ts'
import { useReceipt } from '../api/get-receipt.ts'

const t = messages.receipt

export function ReceiptPage() {
  const { orderId = '' } = useParams()
  const receipt = useReceipt(orderId)
  return (
    <DashboardPage title={t.title}>
      <div className="space-y-6 print:space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
          <Link
            to={paths.dashboardPages.myBooking}
            className="inline-flex items-center gap-1.5 font-semibold text-emerald-800 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t.backToBookings}
          </Link>
          {receipt.isSuccess && (
            <Button onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              {t.print}
            </Button>
          )}
        </div>
        {receipt.isPending ? (
          <ListSkeleton label={t.loading} rows={4} rowClassName="h-14 rounded-xl" />
        ) : receipt.isError ? (
          isApiError(receipt.error) &&
          (receipt.error.isNotFound || receipt.error.status === 403) ? (
            <p className="text-lg text-slate-700">{t.none}</p>
          ) : (
            <QueryError
              message={t.loadFailed}
              onRetry={() => void receipt.refetch()}
              retrying={receipt.isFetching}
            />
          )
        ) : (
          <ReceiptDocument receipt={receipt.data} />
        )}
      </div>
    </DashboardPage>
  )
}

/**
 * Cards on screen; plain black on white on paper. The tables fit a phone's width (cells wrap,
 * amounts do not): a receipt scrolled sideways would hide its totals.
 */
const card =
  'rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 print:rounded-none print:shadow-none print:ring-0'
const cell = 'px-2 py-3 sm:px-4 print:px-2 print:py-1.5'

/** Every figure is in the receipt's own currency. */
const inCurrencyOf = (receipt: Receipt) => (major: number) =>
  formatMoney(fromMajor(major, receipt.currency))

function ReceiptDocument({ receipt }: { receipt: Receipt }) {
  const { seller, customer, vat } = receipt
  const inReceipt = inCurrencyOf(receipt)
  return (
    <article className="space-y-6 text-slate-900 print:space-y-4 print:text-black">
      <dl className={cx(card, 'grid gap-4 p-5 sm:grid-cols-2 print:grid-cols-2 print:p-0')}>
        <Fact label={t.invoiceNumber}>
          <span className="font-mono tracking-wide">{receipt.reference}</span>
        </Fact>
        <Fact label={t.issued}>
          <time dateTime={receipt.issuedAt}>{formatMoment(receipt.issuedAt, 'dhakaTime')}</time>
        </Fact>
      </dl>

      <div className="grid gap-4 sm:grid-cols-2 print:grid-cols-2">
        <Party title={t.seller}>
          <p className="font-bold">{seller.name}</p>
          <p>{seller.address}</p>
          {seller.tradeLicence && (
            <p>
              {t.tradeLicence}: <span className="tabular-nums">{seller.tradeLicence}</span>
            </p>
          )}
          {seller.bin && <p className="tabular-nums">{t.binLine({ bin: seller.bin })}</p>}
        </Party>
        <Party title={t.customer}>
          <p className="font-bold">{customer.name}</p>
          <p className="break-all">{customer.email}</p>
          <p className="tabular-nums">{customer.phone}</p>
        </Party>
      </div>

      <TableFrame>
        {receipt.sale === 'gift-voucher' ? (
          <SaleTable receipt={receipt} />
        ) : (
          <BookingTable receipt={receipt} />
        )}
      </TableFrame>

      <TableFrame>
        <table className="w-full text-left text-sm">
          <caption className={captionClass}>{t.linesCaption}</caption>
          <TableHead
            cellClassName={cell}
            className={headClass}
            columns={[{ label: t.date }, { label: t.what }, { label: t.amount, align: 'right' }]}
          />
          <tbody className="divide-y divide-slate-100 print:divide-slate-300">
            {receipt.lines.map((line, index) => (
              <tr key={index}>
                <td className={cx(cell, 'whitespace-nowrap')}>
                  <time dateTime={line.at}>{formatMoment(line.at, 'dhakaTime')}</time>
                </td>
                <th scope="row" className={cx(cell, 'font-normal')}>
                  {lineText(line)}
                </th>
                <td className={cx(cell, 'text-right whitespace-nowrap tabular-nums')}>
                  {line.kind === 'refund' ? `−${inReceipt(line.amount)}` : inReceipt(line.amount)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-300 print:border-black">
            <TotalRow label={t.paid} amount={inReceipt(receipt.paidAmount)} />
            {receipt.refundedAmount > 0 && (
              <TotalRow label={t.refunded} amount={`−${inReceipt(receipt.refundedAmount)}`} />
            )}
            <TotalRow label={t.balanceDue} amount={inReceipt(receipt.balanceDue)} strong />
          </tfoot>
        </table>
      </TableFrame>

      {vat && (
        <div className={cx(card, 'space-y-1 p-5 text-sm tabular-nums print:p-0')}>
          <p className="font-semibold">
            {t.vatIncluded({ percent: vat.percent, amount: inReceipt(vat.amount) })}
          </p>
          <p>{t.netOfVat({ amount: inReceipt(vat.net) })}</p>
          {seller.bin && <p>{t.binLine({ bin: seller.bin })}</p>}
          <p className="text-slate-600 print:text-black">{t.pricesIncludeVat}</p>
        </div>
      )}
    </article>
  )
}

/** The tour, its date and travellers, its price; a private group's price named as such. */
function BookingTable({ receipt }: { receipt: Receipt }) {
  const inReceipt = inCurrencyOf(receipt)
  return (
    <table className="w-full text-left text-sm">
      <caption className={captionClass}>{t.bookingCaption}</caption>
      <TableHead
        cellClassName={cell}
        className={headClass}
        columns={[
          { label: t.tour },
          { label: t.departure },
          { label: t.travellers, align: 'right' },
          { label: t.price, align: 'right' },
        ]}
      />
      <tbody>
        <tr>
          <th scope="row" className={cx(cell, 'font-semibold')}>
            {receipt.tourName}
            {/* The whole departure (decision 053): its party's own lines are at 0. */}
            {receipt.privatePrice !== null && (
              <span className="block font-normal text-slate-700 print:text-black">
                {t.privateGroup({ price: inReceipt(receipt.privatePrice) })}
              </span>
            )}
          </th>
          {/* On a phone the date wraps: four columns must fit 390 px without scrolling. */}
          <td className={cx(cell, 'sm:whitespace-nowrap')}>
            {receipt.departureDate ? (
              <time dateTime={receipt.departureDate}>{formatShortDate(receipt.departureDate)}</time>
            ) : (
              messages.dates.toBeArranged
            )}
          </td>
          <td className={cx(cell, 'text-right tabular-nums')}>{receipt.travellers}</td>
          <td className={cx(cell, 'text-right font-semibold tabular-nums')}>
            {inReceipt(receipt.price)}
          </td>
        </tr>
      </tbody>
      {receipt.promoCode && receipt.discount > 0 && (
        <tfoot className="border-t border-slate-200 print:border-black">
          <tr>
            <th scope="row" colSpan={3} className={cx(cell, 'text-right font-normal')}>
              {messages.promoCode.discountLine({ code: receipt.promoCode })}
            </th>
            <td className={cx(cell, 'text-right whitespace-nowrap tabular-nums')}>
              {`−${inReceipt(receipt.discount)}`}
            </td>
          </tr>
        </tfoot>
      )}
    </table>
  )
}

/** A gift voucher's sale (decision 054): what was bought and its price, nothing of a trip. */
function SaleTable({ receipt }: { receipt: Receipt }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className={captionClass}>{t.saleCaption}</caption>
      <TableHead
        cellClassName={cell}
        className={headClass}
        columns={[{ label: t.item }, { label: t.price, align: 'right' }]}
      />
      <tbody>
        <tr>
          <th scope="row" className={cx(cell, 'font-semibold')}>
            {receipt.tourName}
            <span className="block font-normal text-slate-700 print:text-black">
              {t.giftVoucherSale}
            </span>
          </th>
          <td className={cx(cell, 'text-right font-semibold tabular-nums')}>
            {inCurrencyOf(receipt)(receipt.price)}
          </td>
        </tr>
      </tbody>
    </table>
  )
}

const captionClass = 'px-4 pt-4 pb-2 text-left text-base font-bold print:px-0 print:pt-0'
const headClass = 'bg-slate-50 text-slate-600 print:bg-white print:text-black'

/**
 * "Payment: deposit", "Refund: cancellation (pending)"; from or back to a gift voucher, "Paid
 * with a gift voucher", "Returned to the gift voucher (cancellation)". A voucher's payment is
 * named without its purpose: the ledger calls a first payment "in full" even when the voucher
 * paid only part of it.
 */
function lineText(line: ReceiptLine): string {
  const purpose = t.purposes[line.purpose]
  const text = line.giftVoucher
    ? line.kind === 'refund'
      ? t.voucherRefund({ purpose })
      : t.paidWithGiftVoucher
    : line.kind === 'refund'
      ? t.refund({ purpose })
      : t.payment({ purpose })
  return line.status === 'pending' ? `${text} (${t.pending})` : text
}

function TableFrame({ children }: { children: ReactNode }) {
  return (
    <div className={cx(card, 'relative overflow-x-auto print:overflow-visible')}>{children}</div>
  )
}

function TotalRow({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) {
  return (
    <tr className={cx(strong && 'font-bold')}>
      <th scope="row" colSpan={2} className={cx(cell, 'text-right font-semibold')}>
        {label}
      </th>
      <td className={cx(cell, 'text-right whitespace-nowrap tabular-nums')}>{amount}</td>
    </tr>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-semibold text-slate-600 print:text-black">{label}</dt>
      <dd className="mt-1 text-lg font-bold break-words">{children}</dd>
    </div>
  )
}

function Party({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={cx(card, 'p-5 text-sm print:p-0')}>
      <h2 className="text-xs font-bold tracking-widest text-slate-600 uppercase print:text-black">
        {title}
      </h2>
      <div className="mt-2 space-y-0.5">{children}</div>
    </section>
  )
}
