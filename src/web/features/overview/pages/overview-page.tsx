/**
 * /Dashboard for admins: the overview. Three figures, four charts — revenue and bookings by
 * month, payments and refunds by month, revenue by division, seats of the next 30 days — and
 * the next departures with seats left. Every chart is a picture with a sentence saying what it
 * shows and, under "Show as table", its numbers in a captioned table (what a screen reader
 * reads: the picture itself is hidden from it). The figures are the server's sums
 * (GET /api/overview); this page only formats them. Its code, recharts included, is its own
 * chunk, downloaded by admins only.
 */
import { BarChart3 } from 'lucide-react'
import { type ReactNode, useRef } from 'react'
import { Link } from 'react-router'
import type { Overview, OverviewDivision } from '#shared/contracts/overview.ts'
import { formatLongDate, formatMonthYear, formatShortDate } from '#shared/dhaka-date.ts'
import { formatCount, messages } from '#shared/messages.ts'
import { formatPrice, priceText } from '#shared/money.ts'
import { paths } from '#shared/paths.ts'
import { buttonClass } from '#web/components/button.tsx'
import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx'
import { EmptyState } from '#web/components/list-states.tsx'
import { QueryError } from '#web/components/query-error.tsx'
import { TableHead } from '#web/components/table-head.tsx'
import { useSiteMoney } from '#web/lib/currency.ts'
import { errorMessage } from '#web/lib/error-message.ts'
import { useTakaPerDollar } from '#web/lib/exchange-rate.ts'
import { useScrollsSideways } from '#web/lib/use-scrolls-sideways.ts'
import { useOverview } from '../api/get-overview.ts'
import {
  COLOURS,
  DivisionsChart,
  MoneyChart,
  MonthsChart,
  SeatsChart,
} from '../components/charts.tsx'

const t = messages.overview

export function OverviewPage() {
  const overview = useOverview()
  return (
    <DashboardPage title={t.title} intro={t.intro}>
      {overview.isPending ? (
        <OverviewSkeleton />
      ) : overview.isError ? (
        <QueryError
          message={errorMessage(overview.error, t.loadFailed)}
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      ) : (
        <OverviewFigures overview={overview.data} />
      )}
    </DashboardPage>
  )
}

const percentOf = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 100)

function isEmpty(overview: Overview): boolean {
  return (
    overview.months.every((m) => m.bookings === 0 && m.received === 0 && m.refunded === 0) &&
    overview.occupancy.length === 0 &&
    overview.nextDepartures.length === 0
  )
}

function OverviewFigures({ overview }: { overview: Overview }) {
  const takaPerDollar = useTakaPerDollar()
  // The figures are sums in the site's pricing currency.
  const siteMoney = useSiteMoney()
  /** A chart's money: the page's first currency only (the axis has no room for both). */
  const money = (amount: number) => priceText(siteMoney(amount), takaPerDollar).main
  /** A sentence's or table's money: both currencies, as every price on the site. */
  const price = (amount: number) => formatPrice(siteMoney(amount), takaPerDollar)

  if (isEmpty(overview)) {
    return (
      <EmptyState Icon={BarChart3} title={t.emptyTitle}>
        <p>{t.emptyText}</p>
        <Link to={paths.dashboardPages.addPlan} className={buttonClass({}, 'mt-6')}>
          {t.addPlan}
        </Link>
      </EmptyState>
    )
  }

  const { months, occupancy } = overview
  const sum = (pick: (m: (typeof months)[number]) => number) =>
    months.reduce((total, m) => total + pick(m), 0)
  const revenue = sum((m) => m.revenue)
  const received = sum((m) => m.received)
  const refunded = sum((m) => m.refunded)
  const bookings = sum((m) => m.bookings)
  const taken = occupancy.reduce((total, d) => total + d.seatsTaken, 0)
  const capacity = occupancy.reduce((total, d) => total + d.capacity, 0)
  const best = months.reduce((top, m) => (m.revenue > top.revenue ? m : top), months[0]!)
  const divisions = overview.divisions.map((d) => ({ ...d, label: divisionLabel(d) }))

  return (
    <div className="space-y-8">
      <p className="text-sm text-slate-600">{t.asOf({ date: formatLongDate(overview.today) })}</p>
      <dl className="grid gap-4 sm:grid-cols-3">
        <Figure
          label={t.revenueYear}
          value={money(revenue)}
          detail={priceText(siteMoney(revenue), takaPerDollar).approx}
        />
        <Figure label={t.bookingsYear} value={formatCount(bookings)} />
        <Figure
          label={t.seatsMonth}
          value={t.percent({ n: percentOf(taken, capacity) })}
          detail={t.seatsOf({ taken, capacity })}
        />
      </dl>

      <div className="grid gap-6">
        <ChartCard
          id="overview-months"
          title={t.monthsTitle}
          summary={
            best.revenue > 0
              ? t.monthsSummary({
                  best: formatMonthYear(`${best.month}-01`),
                  revenue: price(best.revenue),
                })
              : t.monthsNone
          }
          legend={[
            { label: t.revenue, colour: COLOURS.revenue },
            { label: t.bookings, colour: COLOURS.bookings, line: true },
          ]}
          chart={<MonthsChart months={months} money={money} />}
          table={
            <DataTable
              caption={t.monthsCaption}
              columns={[t.month, t.revenue, t.bookings, t.travellers]}
              rows={months.map((m) => [
                formatMonthYear(`${m.month}-01`),
                price(m.revenue),
                formatCount(m.bookings),
                formatCount(m.travellers),
              ])}
            />
          }
        />
        <ChartCard
          id="overview-money"
          title={t.moneyTitle}
          summary={t.moneySummary({ received: price(received), refunded: price(refunded) })}
          legend={[
            { label: t.received, colour: COLOURS.received },
            { label: t.refunded, colour: COLOURS.refunded },
          ]}
          chart={<MoneyChart months={months} money={money} />}
          table={
            <DataTable
              caption={t.moneyCaption}
              columns={[t.month, t.received, t.refunded, t.revenue]}
              rows={months.map((m) => [
                formatMonthYear(`${m.month}-01`),
                price(m.received),
                price(m.refunded),
                price(m.revenue),
              ])}
            />
          }
        />
        <ChartCard
          id="overview-divisions"
          title={t.divisionsTitle}
          summary={
            divisions[0]
              ? t.divisionsSummary({
                  division: divisions[0].label,
                  revenue: price(divisions[0].revenue),
                })
              : t.divisionsNone
          }
          legend={[{ label: t.revenue, colour: COLOURS.revenue }]}
          chart={divisions.length > 0 && <DivisionsChart divisions={divisions} money={money} />}
          table={
            <DataTable
              caption={t.divisionsCaption}
              columns={[t.division, t.revenue, t.bookings]}
              rows={divisions.map((d) => [d.label, price(d.revenue), formatCount(d.bookings)])}
            />
          }
        />
        <ChartCard
          id="overview-seats"
          title={t.seatsTitle}
          summary={
            occupancy.length > 0
              ? t.seatsSummary({ taken, capacity, percent: percentOf(taken, capacity) })
              : t.seatsNone
          }
          legend={[
            { label: t.seatsTaken, colour: COLOURS.taken },
            { label: t.seatsLeft, colour: COLOURS.free },
          ]}
          chart={occupancy.length > 0 && <SeatsChart days={occupancy} />}
          table={
            <DataTable
              caption={t.seatsCaption}
              columns={[t.date, t.departures, t.seatsTaken, t.capacity, t.occupancy]}
              rows={occupancy.map((d) => [
                formatShortDate(d.date),
                formatCount(d.departures),
                formatCount(d.seatsTaken),
                formatCount(d.capacity),
                t.percent({ n: percentOf(d.seatsTaken, d.capacity) }),
              ])}
            />
          }
        />
      </div>

      <NextDepartures departures={overview.nextDepartures} />
    </div>
  )
}

function divisionLabel(division: OverviewDivision): string {
  return division.divisionName ?? t.deletedPlans
}

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="mt-2 text-2xl font-extrabold text-slate-900">{value}</dd>
      {detail && <dd className="mt-1 text-sm text-slate-600">{detail}</dd>}
    </div>
  )
}

interface LegendItem {
  label: string
  colour: string
  line?: boolean
}

/**
 * One chart: its heading, the sentence that says what it shows, the picture (hidden from
 * screen readers; a fixed height, so nothing moves when it draws), its key, and the same
 * numbers as a table under a disclosure anyone can open.
 */
function ChartCard({
  id,
  title,
  summary,
  legend,
  chart,
  table,
}: {
  id: string
  title: string
  summary: string
  legend: LegendItem[]
  chart: ReactNode
  table: ReactNode
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{summary}</p>
      {chart && (
        <>
          <div aria-hidden="true" className="mt-4 h-64" data-chart={id}>
            {chart}
          </div>
          <ul
            aria-hidden="true"
            className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700"
          >
            {legend.map((item) => (
              <li key={item.label} className="flex items-center gap-2">
                <span
                  className={item.line ? 'h-0.5 w-4' : 'size-3 rounded-sm'}
                  style={{ backgroundColor: item.colour }}
                />
                {item.label}
              </li>
            ))}
          </ul>
        </>
      )}
      <details className="group mt-4">
        <summary className="cursor-pointer rounded text-sm font-semibold text-emerald-800 underline-offset-2 hover:underline">
          {t.showTable}
        </summary>
        <div className="mt-3">{table}</div>
      </details>
    </section>
  )
}

function DataTable({
  caption,
  columns,
  rows,
}: {
  caption: string
  columns: string[]
  rows: string[][]
}) {
  const box = useRef<HTMLDivElement>(null)
  const scrolls = useScrollsSideways(box)
  return (
    // On a phone a wide table scrolls sideways: then, and only then, its box is a tab stop,
    // so a keyboard can scroll it too (named by the caption for the screen reader landing there).
    <div
      ref={box}
      role={scrolls ? 'region' : undefined}
      aria-label={scrolls ? caption : undefined}
      tabIndex={scrolls ? 0 : undefined}
      className="overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-emerald-700"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <TableHead
          cellClassName="px-3 py-2 sm:px-4"
          columns={columns.map((label, i) => ({
            label,
            ...(i > 0 ? { align: 'right' as const } : {}),
          }))}
        />
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th
                    key={i}
                    scope="row"
                    className="px-3 py-2 font-medium whitespace-nowrap text-slate-900 sm:px-4"
                  >
                    {cell}
                  </th>
                ) : (
                  <td key={i} className="px-3 py-2 text-right text-slate-700 tabular-nums sm:px-4">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function NextDepartures({ departures }: { departures: Overview['nextDepartures'] }) {
  return (
    <section
      aria-labelledby="overview-next-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="overview-next-title" className="text-lg font-bold text-slate-900">
        {t.nextTitle}
      </h2>
      {departures.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t.nextNone}</p>
      ) : (
        <ul
          aria-labelledby="overview-next-title"
          className="mt-4 divide-y divide-slate-100 rounded-xl border border-slate-200"
        >
          {departures.map((d) => (
            <li
              key={d._id}
              className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
            >
              <div className="min-w-0">
                <Link
                  to={paths.dashboardDepartures(d.tourId)}
                  aria-label={t.manage({ tour: d.tourName })}
                  className="font-semibold text-emerald-800 underline underline-offset-2"
                >
                  {d.tourName}
                </Link>
                <p className="text-sm text-slate-600">{formatShortDate(d.date)}</p>
              </div>
              <p className="text-sm font-semibold whitespace-nowrap text-slate-900">
                {t.seatsLeftOf({ left: d.seatsLeft, capacity: d.capacity })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** The page's shape while the figures load: the same boxes at the same heights. */
function OverviewSkeleton() {
  return (
    <div aria-busy="true" className="space-y-8">
      <span role="status" className="sr-only">
        {t.loading}
      </span>
      <div aria-hidden="true" className="h-5 w-56 rounded bg-slate-100 motion-safe:animate-pulse" />
      <div aria-hidden="true" className="grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-[7.5rem] rounded-2xl bg-slate-100 motion-safe:animate-pulse" />
        ))}
      </div>
      <div aria-hidden="true" className="grid gap-6">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-[28rem] rounded-2xl bg-slate-100 motion-safe:animate-pulse" />
        ))}
      </div>
    </div>
  )
}
