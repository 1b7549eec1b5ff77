/**
 * /Dashboard/PromoCodes/:id/Uses (ours, admins; issue 33 item 3): the bookings made with one
 * promo code, newest first, a page at a time: who booked, which tour, its state, the discount
 * taken, the price after it and what was received; above them the code's uses and revenue. A
 * reference opens the booking on Manage Order.
 */
import { ArrowLeft, TicketPercent } from 'lucide-react'
import { useMemo } from 'react'
import { Link, useParams } from 'react-router'
import { formatMoment } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { formatMoney, fromMajor } from '#shared/money.ts'
import { paths } from '#shared/paths.ts'
import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx'
import { ListFooter, useListFooter } from '#web/components/list-footer.tsx'
import { EmptyState, ListSkeleton } from '#web/components/list-states.tsx'
import { QueryError } from '#web/components/query-error.tsx'
import { errorMessage } from '#web/lib/error-message.ts'
import { itemsOfPages } from '#web/lib/page-items.ts'
import { usePromoCodeUses } from '../api/get-promo-code-uses.ts'
import { discountText } from '../components/promo-code-card.tsx'

const m = () => messages.promoAdmin

export function PromoCodeUsesPage() {
  const { id = '' } = useParams()
  const list = usePromoCodeUses(id)
  const uses = useMemo(() => itemsOfPages(list.data?.pages, (use) => use.orderId), [list.data])
  const code = list.data?.pages[0]?.code
  const footer = useListFooter({ list, rows: uses.length })
  const failed = list.isError && !list.isFetchNextPageError
  const money = (major: number) => formatMoney(fromMajor(major, code?.currency ?? 'usd'))

  return (
    <DashboardPage
      title={code ? m().usesTitle({ code: code.code }) : messages.dashboard.promoCodes}
      intro={
        code &&
        `${discountText(code)} · ${m().usesSummary({ uses: code.uses, revenue: money(code.revenue) })}`
      }
    >
      <Link
        to={paths.dashboardPages.promoCodes}
        className="inline-flex items-center gap-2 font-semibold text-emerald-800 underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {m().back}
      </Link>
      <div className="mt-6" aria-busy={list.isFetching || undefined}>
        {list.isPending ? (
          <ListSkeleton label={m().loading} rows={3} />
        ) : failed ? (
          <QueryError
            message={errorMessage(list.error, m().usesLoadFailed)}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : uses.length === 0 ? (
          <EmptyState Icon={TicketPercent} title={m().usesEmpty} />
        ) : (
          // Scrolls sideways on a phone; each booking's reference is a link, so keyboards reach it.
          <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            <table className="w-full min-w-[48rem] text-left text-sm">
              <caption className="sr-only">{code && m().usesTitle({ code: code.code })}</caption>
              <thead className="bg-slate-50 text-slate-600">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    {m().colReference}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {m().colCustomer}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {m().colTour}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {m().colBooked}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {m().colOrderStatus}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right">
                    {m().colDiscount}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right">
                    {m().colTotal}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right">
                    {m().colPaid}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {uses.map((use) => (
                  <tr key={use.orderId}>
                    <th
                      scope="row"
                      className="px-4 py-3 font-mono font-semibold whitespace-nowrap text-slate-900"
                    >
                      <Link
                        to={`${paths.dashboardPages.manageBooking}?${new URLSearchParams({ q: use.reference }).toString()}`}
                        className="underline"
                      >
                        {use.reference}
                      </Link>
                    </th>
                    <td className="px-4 py-3">
                      <p className="font-medium text-slate-900">{use.name}</p>
                      <p className="text-slate-600 [overflow-wrap:anywhere]">{use.email}</p>
                    </td>
                    <td className="px-4 py-3">{use.tourName}</td>
                    <td className="px-4 py-3 whitespace-nowrap">
                      <time dateTime={use.createdAt}>
                        {formatMoment(use.createdAt, 'dhakaTime')}
                      </time>
                    </td>
                    <td className="px-4 py-3">{messages.lifecycle.status[use.status]}</td>
                    <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">
                      −{money(use.discount)}
                    </td>
                    <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">
                      {money(use.total)}
                    </td>
                    <td className="px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums">
                      {money(use.paid)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <ListFooter
          footer={footer}
          variant="primary"
          label={m().loadMore}
          count={list.isFetchingNextPage ? m().loadingMore : ''}
          loadMoreFailed={m().usesLoadFailed}
          className="mt-6"
        />
      </div>
    </DashboardPage>
  )
}
