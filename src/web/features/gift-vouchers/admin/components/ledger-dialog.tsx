/**
 * One gift voucher's ledger, in a dialog over the table: what it was worth and what is left, why
 * it was cancelled if it was, and every entry oldest first (sold or issued, spent on a booking,
 * refunded to it, cancelled) with its signed amount, its booking (a link to it on Manage Order)
 * and who made it; the balance last. Fetched afresh on each opening.
 */
import { Link } from 'react-router'
import { useRef } from 'react'
import type { AdminGiftVoucher, GiftVoucherEntry } from '#shared/contracts/gift-vouchers.ts'
import { formatMoment } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { Button } from '#web/components/button.tsx'
import type { ConfirmDialogState } from '#web/components/confirm-dialog.tsx'
import { ListSkeleton } from '#web/components/list-states.tsx'
import { Modal } from '#web/components/modal.tsx'
import { QueryError } from '#web/components/query-error.tsx'
import { TableHead } from '#web/components/table-head.tsx'
import { cx } from '#web/lib/cx.ts'
import { errorMessage } from '#web/lib/error-message.ts'
import { useScrollsSideways } from '#web/lib/use-scrolls-sideways.ts'
import { useGiftVoucherLedger } from '../api/get-gift-voucher-ledger.ts'
import { signedMoney, voucherMoney, VoucherStatus } from './voucher-parts.tsx'

const m = () => messages.giftVoucherAdmin

export function LedgerDialog({ state }: { state: ConfirmDialogState<AdminGiftVoucher> }) {
  const { item, open, setOpen } = state
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      size="xl"
      title={item ? m().ledgerNamed({ code: item.code }) : m().ledger}
      description={
        item
          ? m().ledgerIntro({
              amount: voucherMoney(item.amount, item.currency),
              balance: voucherMoney(item.balance, item.currency),
            })
          : undefined
      }
    >
      {item && <Ledger key={item.id} voucher={item} onClose={() => setOpen(false)} />}
    </Modal>
  )
}

const byTime = (a: GiftVoucherEntry, b: GiftVoucherEntry) => a.createdAt.localeCompare(b.createdAt)

function Ledger({ voucher: shown, onClose }: { voucher: AdminGiftVoucher; onClose: () => void }) {
  const ledger = useGiftVoucherLedger(shown.id)
  // The server's answer is the newer: the table's row may have changed since it loaded.
  const voucher = ledger.data?.voucher ?? shown
  const entries = [...(ledger.data?.entries ?? [])].sort(byTime)
  return (
    <div className="mt-5 space-y-5">
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <VoucherStatus status={voucher.status} />
        <span>{m().origin[voucher.origin]}</span>
        <span>{voucher.recipientName}</span>
      </div>
      {voucher.cancelledAt && voucher.cancelReason && (
        <p className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {m().cancelledNote({
            when: formatMoment(voucher.cancelledAt, 'dhakaTime'),
            reason: voucher.cancelReason,
          })}
          {voucher.refundedToBuyer > 0 && (
            <>
              <br />
              {m().refundedNote({
                amount: voucherMoney(voucher.refundedToBuyer, voucher.currency),
              })}
            </>
          )}
        </p>
      )}
      <div aria-busy={ledger.isFetching || undefined}>
        {ledger.isPending ? (
          <ListSkeleton label={m().ledgerLoading} rows={3} rowClassName="h-10 rounded-lg" />
        ) : ledger.isError ? (
          <QueryError
            message={errorMessage(ledger.error, m().ledgerLoadFailed)}
            onRetry={() => void ledger.refetch()}
            retrying={ledger.isFetching}
          />
        ) : entries.length === 0 ? (
          <p className="text-slate-600">{m().ledgerEmpty}</p>
        ) : (
          <LedgerTable voucher={voucher} entries={entries} />
        )}
      </div>
      <div className="flex justify-end">
        <Button type="button" variant="secondary" className="px-6" onClick={onClose}>
          {m().close}
        </Button>
      </div>
    </div>
  )
}

/** The entries, the balance last; wider than a phone's dialog, it then scrolls in it. */
function LedgerTable({
  voucher,
  entries,
}: {
  voucher: AdminGiftVoucher
  entries: GiftVoucherEntry[]
}) {
  const box = useRef<HTMLDivElement>(null)
  const scrolls = useScrollsSideways(box)
  const caption = m().ledgerCaption({ code: voucher.code })
  return (
    // Its width is the dialog's, whatever the table's (which then scrolls in it).
    <div
      ref={box}
      role={scrolls ? 'region' : undefined}
      aria-label={scrolls ? caption : undefined}
      tabIndex={scrolls ? 0 : undefined}
      className="relative overflow-x-auto rounded-xl ring-1 [contain:inline-size] ring-slate-200 focus-visible:outline-2 focus-visible:outline-emerald-700"
    >
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <TableHead
          cellClassName="px-3 py-2.5"
          columns={[
            { label: m().colWhen },
            { label: m().colEntry },
            { label: m().colAmount, align: 'right' },
            { label: m().colBooking },
            { label: m().colBy },
          ]}
        />
        <tbody className="divide-y divide-slate-100">
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="px-3 py-2.5 whitespace-nowrap text-slate-700">
                <time dateTime={entry.createdAt}>{formatMoment(entry.createdAt, 'dhakaTime')}</time>
              </td>
              <th scope="row" className="px-3 py-2.5 font-medium text-slate-900">
                {m().entryKinds[entry.kind]}
              </th>
              <td
                className={cx(
                  'px-3 py-2.5 text-right font-semibold whitespace-nowrap tabular-nums',
                  entry.amount < 0 ? 'text-red-800' : 'text-emerald-800',
                )}
              >
                {signedMoney(entry.amount, voucher.currency)}
              </td>
              <td className="px-3 py-2.5 font-mono whitespace-nowrap">
                {entry.orderReference ? (
                  <Link
                    to={`${paths.dashboardPages.manageBooking}?${new URLSearchParams({ q: entry.orderReference }).toString()}`}
                    className="text-emerald-800 underline"
                  >
                    {entry.orderReference}
                  </Link>
                ) : (
                  '—'
                )}
              </td>
              <td className="px-3 py-2.5 text-slate-700 [overflow-wrap:anywhere]">
                {entry.actorEmail ?? '—'}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-slate-200 bg-slate-50">
          <tr>
            <th scope="row" colSpan={2} className="px-3 py-2.5 font-semibold text-slate-900">
              {m().balanceRow}
            </th>
            <td className="px-3 py-2.5 text-right font-bold whitespace-nowrap text-slate-900 tabular-nums">
              {voucherMoney(voucher.balance, voucher.currency)}
            </td>
            <td colSpan={2} />
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
