/**
 * /Dashboard/Departures/:departureId/Manifest (admins): who travels on one departure — its
 * tour, date and seats, the bookings by name (reference, name, phone, email, travellers, Paid or
 * Not Paid) and the totals — with a CSV download made here from the same answer, and Print: the
 * print stylesheet leaves out the site's header, the dashboard's band and sidebar, the footer
 * and these buttons, so the printout is the manifest alone. Bookings come by pickup point and
 * time, then name, each with its balance due and check-in mark; "Check-in" opens the guide's
 * phone page for the day (check-in-page.tsx).
 */
import { ArrowLeft, Download, Printer, ScanLine, Users } from 'lucide-react'
import { useRef } from 'react'
import { Link, useParams } from 'react-router'
import type { DepartureManifest } from '#shared/contracts/departures.ts'
import { messages } from '#shared/messages.ts'
import { extrasText, partyText, pickupText } from '#shared/party-text.ts'
import { paths } from '#shared/paths.ts'
import { Button } from '#web/components/button.tsx'
import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx'
import { EmptyState, ListSkeleton } from '#web/components/list-states.tsx'
import { QueryError } from '#web/components/query-error.tsx'
import { TableHead } from '#web/components/table-head.tsx'
import { isApiError } from '#web/lib/api-client.ts'
import { cx } from '#web/lib/cx.ts'
import { useManifest } from '../api/get-manifest.ts'
import { formatShortDate } from '#shared/dhaka-date.ts'
import { formatMoney } from '#shared/money.ts'
import { buttonClass } from '#web/components/button.tsx'
import { useSiteMoney } from '#web/lib/currency.ts'
import { useScrollsSideways } from '#web/lib/use-scrolls-sideways.ts'
import { arrivalText } from '../lib/arrival-text.ts'
import { downloadText } from '#web/lib/csv.ts'
import { manifestFileName, manifestToCsv } from '../lib/manifest-csv.ts'

const t = messages.departuresAdmin

export function ManifestPage() {
  const { departureId = '' } = useParams()
  const manifest = useManifest(departureId)
  return (
    <DashboardPage title={t.manifestTitle}>
      {manifest.isPending ? (
        <ListSkeleton label={t.manifestLoading} rows={4} rowClassName="h-14 rounded-xl" />
      ) : manifest.isError ? (
        isApiError(manifest.error) && manifest.error.isNotFound ? (
          <p className="text-lg text-slate-700">{t.noSuchDeparture}</p>
        ) : (
          <QueryError
            message={t.manifestLoadFailed}
            onRetry={() => void manifest.refetch()}
            retrying={manifest.isFetching}
          />
        )
      ) : (
        <Manifest manifest={manifest.data} />
      )}
    </DashboardPage>
  )
}

function Manifest({ manifest }: { manifest: DepartureManifest }) {
  const { departure, tourName, bookings, totals } = manifest
  const date = formatShortDate(departure.date)
  const siteMoney = useSiteMoney()
  const tableBox = useRef<HTMLDivElement>(null)
  const scrolls = useScrollsSideways(tableBox)

  function download() {
    downloadText(manifestFileName(tourName, departure.date), manifestToCsv(manifest))
  }

  return (
    <div className="space-y-6">
      <Link
        to={paths.dashboardDepartures(departure.tourId)}
        className="inline-flex items-center gap-1.5 font-semibold text-emerald-800 hover:underline print:hidden"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t.backToDepartures}
      </Link>

      <dl className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-3 print:p-0 print:shadow-none print:ring-0">
        <Fact label={t.tour} value={tourName} />
        <Fact
          label={t.date}
          value={departure.state === 'open' ? date : `${date} · ${t.states[departure.state]}`}
        />
        <Fact
          label={t.seats}
          value={t.seatsTaken({ taken: departure.seatsTaken, capacity: departure.capacity })}
        />
      </dl>

      <div className="flex flex-wrap gap-3 print:hidden">
        <Button onClick={download}>
          <Download aria-hidden="true" className="size-4" />
          {t.downloadCsv}
        </Button>
        <Button variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          {t.print}
        </Button>
        <Link
          to={paths.dashboardCheckIn(departure._id)}
          className={buttonClass({ variant: 'outline' })}
        >
          <ScanLine aria-hidden="true" className="size-4" />
          {messages.checkIn.open}
        </Link>
      </div>

      {bookings.length === 0 ? (
        <EmptyState Icon={Users} title={t.noBookings}>
          {t.noBookingsHint}
        </EmptyState>
      ) : (
        // A wide table (with the arrival and balance columns) scrolls sideways on a narrow
        // screen: then its box is a tab stop, named by the caption, so a keyboard can scroll it.
        <div
          ref={tableBox}
          role={scrolls ? 'region' : undefined}
          aria-label={scrolls ? t.manifestCaption({ tour: tourName, date }) : undefined}
          tabIndex={scrolls ? 0 : undefined}
          className="relative overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-emerald-700 print:overflow-visible print:rounded-none print:shadow-none print:ring-0"
        >
          <table className="w-full min-w-[46rem] text-left text-sm print:min-w-0">
            <caption className="sr-only">{t.manifestCaption({ tour: tourName, date })}</caption>
            <TableHead
              cellClassName="px-3 py-3"
              columns={[
                { label: t.reference },
                { label: t.name },
                { label: t.contact },
                { label: t.travellers, align: 'right' },
                { label: messages.tourPricing.whoTravels },
                { label: t.payment },
                { label: messages.ordersCsv.balanceDue, align: 'right' },
                { label: messages.checkIn.arrival },
              ]}
            />
            <tbody className="divide-y divide-slate-100">
              {bookings.map((booking) => (
                <tr key={booking._id}>
                  <td className="px-3 py-3 font-mono whitespace-nowrap text-slate-900">
                    {booking.reference}
                  </td>
                  <th scope="row" className="px-3 py-3 font-semibold text-slate-900">
                    {booking.name}
                  </th>
                  <td className="px-3 py-3 text-slate-700">
                    <span className="block whitespace-nowrap">{booking.phone}</span>
                    <span className="block break-all">{booking.email}</span>
                  </td>
                  <td className="px-3 py-3 text-right text-slate-900 tabular-nums">
                    {booking.travellers}
                  </td>
                  <td className="px-3 py-3 text-slate-700">
                    {/* The whole date taken by this group (decision 053). */}
                    {booking.privatePrice != null && (
                      <span className="mb-1 block font-semibold text-emerald-800">
                        {messages.tourPricing.privateGroup}
                      </span>
                    )}
                    {partyText(booking.party)}
                    {booking.travellerNames.length > 0 && (
                      <span className="block">{booking.travellerNames.join(', ')}</span>
                    )}
                    {booking.extras.length > 0 && (
                      <span className="block">{extrasText(booking.extras)}</span>
                    )}
                    {booking.pickup && <span className="block">{pickupText(booking.pickup)}</span>}
                  </td>
                  <td className="px-3 py-3">
                    <span
                      className={cx(
                        'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
                        booking.isPaid
                          ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
                          : 'bg-amber-50 text-amber-900 ring-amber-200',
                      )}
                    >
                      {booking.isPaid ? messages.orders.paid : messages.orders.unpaidAdmin}
                    </span>
                  </td>
                  <td
                    className={cx(
                      'px-3 py-3 text-right whitespace-nowrap tabular-nums',
                      booking.balanceDue > 0 ? 'font-bold text-amber-950' : 'text-slate-700',
                    )}
                  >
                    {formatMoney(siteMoney(booking.balanceDue))}
                  </td>
                  <td className="px-3 py-3 whitespace-nowrap text-slate-900">
                    {arrivalText(booking.arrival, '—')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <section aria-labelledby="manifest-totals">
        <h2 id="manifest-totals" className="text-lg font-bold text-slate-900">
          {t.totals}
        </h2>
        <dl className="mt-3 grid gap-4 sm:grid-cols-3">
          <Fact label={t.bookingsTotal} value={String(totals.bookings)} />
          <Fact label={t.travellersTotal} value={String(totals.travellers)} />
          <Fact label={t.paidTravellersTotal} value={String(totals.paidTravellers)} />
          <Fact label={messages.checkIn.checkedIn} value={String(totals.checkedInTravellers)} />
          <Fact label={messages.checkIn.noShow} value={String(totals.noShowTravellers)} />
        </dl>
      </section>
    </div>
  )
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="mt-1 text-lg font-bold break-words text-slate-900">{value}</dd>
    </div>
  )
}
