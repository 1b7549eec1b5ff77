/**
 * /Dashboard/GiftVouchers (ours, admins; issue 33 item 4, decision 054): every gift voucher, sold
 * on the site or issued by an admin, newest first, a page at a time (the server's cursor),
 * searched on the server by code, recipient or buyer (the search is kept in the address, `?q=`,
 * so Back and a reload keep it). "Issue a voucher" opens its form in a dialog; each row opens its
 * ledger, and while something is left on it, a dialog to cancel it with a reason. What happened
 * is said in a polite live region.
 */
import { Gift } from 'lucide-react'
import { useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router'
import type { AdminGiftVoucher } from '#shared/contracts/gift-vouchers.ts'
import { messages } from '#shared/messages.ts'
import { Button } from '#web/components/button.tsx'
import { useConfirmDialog } from '#web/components/confirm-dialog.tsx'
import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx'
import { focusFirst, ListFooter, useListFooter } from '#web/components/list-footer.tsx'
import { EmptyState, ListSkeleton } from '#web/components/list-states.tsx'
import { QueryError } from '#web/components/query-error.tsx'
import { SearchBox } from '#web/components/search-box.tsx'
import { LiveStatusAlert } from '#web/components/status-alert.tsx'
import { useSiteCurrency } from '#web/lib/currency.ts'
import { errorMessage } from '#web/lib/error-message.ts'
import { itemsOfPages } from '#web/lib/page-items.ts'
import { useChangeGiftVoucher } from '../api/change-gift-voucher.ts'
import { useAdminGiftVouchers } from '../api/get-gift-vouchers.ts'
import { CancelVoucherDialog } from '../components/cancel-voucher-dialog.tsx'
import { IssueVoucherDialog } from '../components/issue-voucher-dialog.tsx'
import { LedgerDialog } from '../components/ledger-dialog.tsx'
import { voucherMoney } from '../components/voucher-parts.tsx'
import { VouchersTable } from '../components/vouchers-table.tsx'

const m = () => messages.giftVoucherAdmin

export function GiftVouchersAdminPage() {
  const [search, setSearch] = useSearchParams()
  const searched = search.get('q')?.trim() ?? ''
  const [typed, setTyped] = useState(searched)
  const [followed, setFollowed] = useState(searched)
  if (searched !== followed) {
    // Back, or a link: the address leads.
    setFollowed(searched)
    setTyped(searched)
  }
  const list = useAdminGiftVouchers(searched)
  const vouchers = useMemo(() => itemsOfPages(list.data?.pages, (v) => v.id), [list.data])
  const total = list.data?.pages[0]?.total ?? null
  const change = useChangeGiftVoucher()
  const currency = useSiteCurrency()
  const [issuing, setIssuing] = useState(false)
  const [outcome, setOutcome] = useState<string | null>(null)
  const ledger = useConfirmDialog<AdminGiftVoucher>()
  const cancel = useConfirmDialog<AdminGiftVoucher>()
  const listRef = useRef<HTMLDivElement>(null)
  const searchId = useId()
  const footer = useListFooter({
    list,
    rows: vouchers.length,
    // The first new row's Ledger button.
    focusRow: (index) =>
      focusFirst(listRef.current?.querySelectorAll('tbody > tr')[index]?.querySelector('button')),
  })
  const failed = list.isError && !list.isFetchNextPageError
  // A new search: its answer is on its way (the last list stays on screen meanwhile).
  const searching = list.isPlaceholderData

  // Each new search is a history entry: Back returns to the previous one.
  const apply = (q: string) => {
    const next = new URLSearchParams(search)
    if (q.trim()) next.set('q', q.trim())
    else next.delete('q')
    setOutcome(null)
    setSearch(next, { replace: next.toString() === search.toString() })
  }
  const submitSearch = (event: FormEvent) => {
    event.preventDefault()
    apply(typed)
  }

  const count =
    list.isPending || failed
      ? ''
      : searching
        ? m().searching
        : total === null
          ? m().shown({ shown: vouchers.length })
          : vouchers.length >= total
            ? m().count({ total })
            : m().showing({ shown: vouchers.length, total })

  return (
    <DashboardPage title={messages.dashboard.giftVouchers} intro={m().intro}>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <form
          role="search"
          onSubmit={submitSearch}
          className="flex flex-wrap items-end gap-3 sm:flex-nowrap lg:flex-1"
        >
          <SearchBox
            id={searchId}
            label={m().searchLabel}
            value={typed}
            onChange={setTyped}
            placeholder={m().searchHint}
          />
          <Button type="submit" variant="outline" className="py-3">
            {m().search}
          </Button>
          {searched && (
            <button
              type="button"
              onClick={() => {
                setTyped('')
                apply('')
              }}
              className="rounded-full px-4 py-2.5 font-semibold whitespace-nowrap text-emerald-800 underline decoration-emerald-300 underline-offset-4 hover:decoration-emerald-700"
            >
              {m().clearSearch}
            </button>
          )}
        </form>
        <Button
          type="button"
          className="self-start py-3 lg:self-auto"
          aria-haspopup="dialog"
          onClick={() => {
            setOutcome(null)
            setIssuing(true)
          }}
        >
          <Gift aria-hidden="true" className="size-5" />
          {m().issue}
        </Button>
      </div>
      <p id={`${searchId}-count`} role="status" className="mt-3 text-sm text-slate-600">
        {count}
      </p>

      <LiveStatusAlert className="mt-4" message={outcome} tone="success" />

      <div
        ref={listRef}
        tabIndex={-1}
        className="mt-4 outline-none"
        aria-busy={list.isFetching || undefined}
      >
        {list.isPending ? (
          <ListSkeleton label={m().loading} rows={4} rowClassName="h-14 rounded-xl" />
        ) : failed ? (
          <QueryError
            message={errorMessage(list.error, m().loadFailed)}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : vouchers.length === 0 ? (
          <EmptyState Icon={Gift} title={searched ? m().noMatch : m().empty}>
            {!searched && <p>{m().emptyHint}</p>}
          </EmptyState>
        ) : (
          <VouchersTable vouchers={vouchers} onLedger={ledger.ask} onCancel={cancel.ask} />
        )}
        <ListFooter
          footer={footer}
          variant="primary"
          label={m().loadMore}
          count={list.isFetchingNextPage ? m().loadingMore : ''}
          loadMoreFailed={m().loadFailed}
          className="mt-6"
        />
      </div>

      <IssueVoucherDialog
        open={issuing}
        onOpenChange={setIssuing}
        currency={currency}
        onIssue={(input) => change.mutateAsync({ kind: 'issue', input })}
        onIssued={(voucher) =>
          setOutcome(
            m().issued({
              code: voucher.code,
              amount: voucherMoney(voucher.amount, voucher.currency),
              name: voucher.recipientName,
            }),
          )
        }
      />
      <LedgerDialog state={ledger} />
      <CancelVoucherDialog
        state={cancel}
        fallbackFocus={listRef}
        onCancel={(voucher, cancel) =>
          change.mutateAsync({ kind: 'cancel', id: voucher.id, cancel })
        }
        onCancelled={(voucher) => setOutcome(m().cancelled({ code: voucher.code }))}
      />
    </DashboardPage>
  )
}
