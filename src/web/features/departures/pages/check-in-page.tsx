/**
 * /Dashboard/CheckIn/:departureId (admins; issue 32 item 7): the guide's phone on the day. The
 * departure's bookings (the manifest, loaded a page after another) grouped under their pickup
 * point and time; a search by name, reference or phone over them; "Scan" where the browser can
 * read a QR code from the camera (BarcodeDetector; the button is not shown otherwise, and the
 * search takes a typed reference); on each booking who travels, the balance due and two big
 * toggles, Checked in and No-show, whose state is also said in words. Marks show at once and go
 * to the server through a queue that survives a reload and a lost connection
 * (lib/use-arrival-queue.ts); the page says how many wait, and undoes a mark the server refuses
 * with its reason. The counts at the top are announced when a mark changes them.
 */
import { useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, Check, CircleSlash, Clock, MapPin, Phone, ScanLine, Users } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Link, useParams } from 'react-router'
import type { Arrival, ArrivalResult } from '#shared/contracts/check-in.ts'
import type { ManifestBooking } from '#shared/contracts/departures.ts'
import { formatShortDate } from '#shared/dhaka-date.ts'
import { formatCount, messages } from '#shared/messages.ts'
import { formatMoney } from '#shared/money.ts'
import { extrasText, partyText, pickupText } from '#shared/party-text.ts'
import { paths } from '#shared/paths.ts'
import { Button } from '#web/components/button.tsx'
import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx'
import { EmptyState, ListSkeleton } from '#web/components/list-states.tsx'
import { QueryError } from '#web/components/query-error.tsx'
import { SearchBox } from '#web/components/search-box.tsx'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { isApiError } from '#web/lib/api-client.ts'
import { useSiteMoney } from '#web/lib/currency.ts'
import { cx } from '#web/lib/cx.ts'
import { useCheckInBookings, type CheckInPages } from '../api/get-check-in.ts'
import { departureKeys } from '../api/keys.ts'
import { arrivalText } from '../lib/arrival-text.ts'
import { QrScanner, useCanScan } from '../components/qr-scanner.tsx'
import { useArrivalQueue, type QueuedMark } from '../lib/use-arrival-queue.ts'

const t = messages.checkIn
const SEARCH_ID = 'check-in-search'

export function CheckInPage() {
  const { departureId = '' } = useParams()
  const pages = useCheckInBookings(departureId)
  return (
    <DashboardPage title={t.title}>
      {pages.isPending ? (
        <ListSkeleton label={t.loading} rows={4} rowClassName="h-40 rounded-2xl" />
      ) : pages.isError && !pages.data ? (
        isApiError(pages.error) && pages.error.isNotFound ? (
          <p className="text-lg text-slate-700">{messages.departuresAdmin.noSuchDeparture}</p>
        ) : (
          <QueryError
            message={t.loadFailed}
            onRetry={() => void pages.refetch()}
            retrying={pages.isFetching}
          />
        )
      ) : (
        <CheckIn departureId={departureId} data={pages.data} />
      )}
    </DashboardPage>
  )
}

/** Lower case, without spaces and dashes: "bt-7k3m 9q" finds BT-7K3M9Q. */
const compact = (text: string) => text.toLowerCase().replace(/[\s-]/g, '')

function matches(booking: ManifestBooking, query: string): boolean {
  const q = query.trim().toLowerCase()
  if (!q) return true
  if (booking.name.toLowerCase().includes(q)) return true
  if (compact(q) && compact(booking.reference).includes(compact(q))) return true
  const digits = q.replace(/\D/g, '')
  return digits.length >= 3 && booking.phone.replace(/\D/g, '').includes(digits)
}

interface Counts {
  checkedIn: number
  noShow: number
  expected: number
}

function countOf(bookings: ManifestBooking[], arrivalOf: (b: ManifestBooking) => Arrival | null) {
  const counts: Counts = { checkedIn: 0, noShow: 0, expected: 0 }
  for (const booking of bookings) {
    const arrival = arrivalOf(booking)
    if (arrival === 'checked_in') counts.checkedIn += booking.travellers
    else if (arrival === 'no_show') counts.noShow += booking.travellers
    else counts.expected += booking.travellers
  }
  return counts
}

/** Consecutive bookings at one pickup point and time (the manifest comes in that order). */
function groupsOf(bookings: ManifestBooking[]) {
  const groups: Array<{
    key: string
    pickup: ManifestBooking['pickup']
    bookings: ManifestBooking[]
  }> = []
  for (const booking of bookings) {
    const key = booking.pickup ? `${booking.pickup.time}|${booking.pickup.name}` : '-'
    const last = groups.at(-1)
    if (last?.key === key) last.bookings.push(booking)
    else groups.push({ key, pickup: booking.pickup, bookings: [booking] })
  }
  return groups
}

function CheckIn({ departureId, data }: { departureId: string; data: CheckInPages }) {
  const queryClient = useQueryClient()
  const first = data.pages[0]!
  const bookings = useMemo(() => data.pages.flatMap((page) => page.items), [data])
  const [query, setQuery] = useState('')
  const [scanning, setScanning] = useState(false)
  const [scanNote, setScanNote] = useState<string | null>(null)
  const [undone, setUndone] = useState<string[]>([])
  const [announcement, setAnnouncement] = useState('')
  const [sentAll, setSentAll] = useState(false)
  const canScan = useCanScan()

  function onSent(result: ArrivalResult, left: QueuedMark[]) {
    // "Every mark is saved" once the last one waiting is in.
    setSentAll(!left.some((m) => m.departureId === departureId))
    queryClient.setQueryData<CheckInPages>(
      departureKeys.checkIn(departureId),
      (old) =>
        old && {
          ...old,
          pages: old.pages.map((page) => ({
            ...page,
            items: page.items.map((b) =>
              b._id === result._id ? { ...b, arrival: result.arrival } : b,
            ),
          })),
        },
    )
    void queryClient.invalidateQueries({ queryKey: departureKeys.manifest(departureId) })
  }
  function onRefused(mark: QueuedMark, reason: string) {
    setUndone((list) => [...list, t.undone({ reference: mark.reference, reason })])
    void queryClient.invalidateQueries({ queryKey: departureKeys.checkIn(departureId) })
  }
  const { queue, enqueue } = useArrivalQueue({ onSent, onRefused })

  const waiting = queue.filter((m) => m.departureId === departureId)
  const arrivalOf = (booking: ManifestBooking): Arrival | null => {
    const queued = waiting.findLast((m) => m.orderId === booking._id)
    return queued ? queued.arrival : booking.arrival
  }
  const counts = countOf(bookings, arrivalOf)

  function mark(booking: ManifestBooking, pressed: Arrival) {
    const next = arrivalOf(booking) === pressed ? null : pressed
    enqueue({ orderId: booking._id, departureId, reference: booking.reference, arrival: next })
    setSentAll(false)
    const after = countOf(bookings, (b) => (b._id === booking._id ? next : arrivalOf(b)))
    setAnnouncement(t.countsChanged(after))
  }

  function scanned(value: string) {
    setScanning(false)
    const reference = value.trim().toUpperCase()
    const found = bookings.find((b) => compact(b.reference) === compact(reference))
    setQuery(found ? found.reference : reference)
    setScanNote(
      found ? t.found({ reference: found.reference, name: found.name }) : t.notFound({ reference }),
    )
  }

  const shown = bookings.filter((b) => matches(b, query))
  const date = formatShortDate(first.departure.date)
  const loadingMore = data.pages.at(-1)?.nextCursor !== null

  return (
    <div className="max-w-2xl space-y-5">
      <div>
        <p className="text-lg font-bold text-slate-900">{first.tourName}</p>
        <p className="text-slate-700">{date}</p>
        <Link
          to={paths.dashboardManifest(departureId)}
          className="mt-2 inline-flex items-center gap-1.5 font-semibold text-emerald-800 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t.backToManifest}
        </Link>
      </div>

      <section aria-labelledby="check-in-counts">
        <h2 id="check-in-counts" className="sr-only">
          {t.counts}
        </h2>
        <dl className="grid grid-cols-3 gap-2">
          <Count label={t.checkedIn} value={counts.checkedIn} Icon={Check} tone="emerald" />
          <Count label={t.noShow} value={counts.noShow} Icon={CircleSlash} tone="rose" />
          <Count label={t.expected} value={counts.expected} Icon={Clock} tone="slate" />
        </dl>
        <p aria-live="polite" aria-atomic="true" className="sr-only">
          {announcement}
        </p>
      </section>

      <div role="alert" className={undone.length ? 'space-y-2' : undefined}>
        {undone.map((text, i) => (
          <StatusAlert key={i} tone="error" announce={false} message={text} />
        ))}
      </div>

      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <SearchBox
            id={SEARCH_ID}
            label={t.search}
            value={query}
            onChange={(value) => {
              setQuery(value)
              setScanNote(null)
            }}
            placeholder={t.searchPlaceholder}
          />
        </div>
        {canScan && (
          <Button
            variant="outline"
            className="min-h-12 shrink-0"
            onClick={() => setScanning((on) => !on)}
            aria-expanded={scanning}
          >
            <ScanLine aria-hidden="true" className="size-5" />
            {t.scan}
          </Button>
        )}
      </div>
      {scanning && <QrScanner onCode={scanned} onClose={() => setScanning(false)} />}
      <p id={`${SEARCH_ID}-count`} className="text-sm text-slate-600" aria-live="polite">
        {scanNote ?? t.shown({ count: shown.length, total: first.total })}
      </p>

      {bookings.length === 0 ? (
        <EmptyState Icon={Users} title={t.noBookings} />
      ) : shown.length === 0 ? (
        <p className="rounded-2xl bg-white p-5 text-slate-700 ring-1 ring-slate-200">{t.noMatch}</p>
      ) : (
        groupsOf(shown).map((group, index) => (
          <section key={group.key} aria-labelledby={`pickup-${index}`} className="space-y-3">
            <h2
              id={`pickup-${index}`}
              className="flex items-center gap-2 text-lg font-bold text-slate-900"
            >
              <MapPin aria-hidden="true" className="size-5 shrink-0 text-emerald-800" />
              {group.pickup ? pickupText(group.pickup) : t.noPickup}
            </h2>
            <ul className="space-y-3">
              {group.bookings.map((booking) => (
                <BookingCard
                  key={booking._id}
                  booking={booking}
                  arrival={arrivalOf(booking)}
                  onMark={(pressed) => mark(booking, pressed)}
                />
              ))}
            </ul>
          </section>
        ))
      )}
      {loadingMore && <p className="text-sm text-slate-600">{t.loading}…</p>}
      {/* What is still to send, kept in sight at the screen's foot while the guide scrolls. */}
      <div aria-live="polite" aria-atomic="true" className="sticky bottom-3 z-10">
        {waiting.length > 0 ? (
          <StatusAlert
            tone="info"
            announce={false}
            className="shadow-lg"
            message={t.waiting({ count: waiting.length })}
          />
        ) : sentAll ? (
          <StatusAlert tone="success" announce={false} className="shadow-lg" message={t.allSent} />
        ) : null}
      </div>
    </div>
  )
}

const countTones = {
  emerald: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  rose: 'bg-rose-50 text-rose-900 ring-rose-200',
  slate: 'bg-white text-slate-900 ring-slate-200',
}

function Count({
  label,
  value,
  Icon,
  tone,
}: {
  label: string
  value: number
  Icon: typeof Check
  tone: keyof typeof countTones
}) {
  return (
    <div className={cx('rounded-xl px-3 py-2 ring-1', countTones[tone])}>
      <dt className="flex items-center gap-1 text-sm font-semibold">
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        {label}
      </dt>
      <dd className="text-2xl font-extrabold tabular-nums">{formatCount(value)}</dd>
    </div>
  )
}

function BookingCard({
  booking,
  arrival,
  onMark,
}: {
  booking: ManifestBooking
  arrival: Arrival | null
  onMark: (pressed: Arrival) => void
}) {
  const siteMoney = useSiteMoney()
  const headingId = `booking-${booking._id}`
  return (
    <li
      aria-labelledby={headingId}
      className={cx(
        'rounded-2xl bg-white p-4 shadow-sm ring-1',
        arrival === 'checked_in'
          ? 'ring-2 ring-emerald-600'
          : arrival === 'no_show'
            ? 'ring-2 ring-rose-600'
            : 'ring-slate-200',
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 id={headingId} className="text-lg font-bold break-words text-slate-900">
          {booking.name}
        </h3>
        <span className="font-mono text-sm text-slate-700">{booking.reference}</span>
      </div>
      {booking.privatePrice != null && (
        <p className="mt-1 font-semibold text-emerald-800">{messages.tourPricing.privateGroup}</p>
      )}
      <p className="mt-1 text-slate-800">{partyText(booking.party)}</p>
      {booking.travellerNames.length > 0 && (
        <p className="text-sm text-slate-700">{booking.travellerNames.join(', ')}</p>
      )}
      {booking.extras.length > 0 && (
        <p className="text-sm text-slate-700">{extrasText(booking.extras)}</p>
      )}
      <a
        href={`tel:${booking.phone.replace(/[^\d+]/g, '')}`}
        className="mt-1 inline-flex items-center gap-1.5 font-semibold text-emerald-800 underline"
      >
        <Phone aria-hidden="true" className="size-4" />
        {booking.phone}
        <span className="sr-only"> ({t.call({ name: booking.name })})</span>
      </a>
      {booking.balanceDue > 0 ? (
        <p className="mt-2 rounded-lg bg-amber-50 px-3 py-1.5 text-base font-bold text-amber-950 ring-1 ring-amber-300">
          {t.balanceDue({ amount: formatMoney(siteMoney(booking.balanceDue)) })}
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t.paidInFull}</p>
      )}
      <p className="mt-2 text-sm font-semibold text-slate-800">
        {t.markedAs({ state: arrivalText(arrival, t.notMarked) })}
      </p>
      <div className="mt-2 grid grid-cols-2 gap-3">
        <MarkButton
          pressed={arrival === 'checked_in'}
          onClick={() => onMark('checked_in')}
          label={t.checkedIn}
          name={booking.name}
          Icon={Check}
          pressedClass="bg-emerald-700 text-white ring-emerald-700"
        />
        <MarkButton
          pressed={arrival === 'no_show'}
          onClick={() => onMark('no_show')}
          label={t.noShow}
          name={booking.name}
          Icon={CircleSlash}
          pressedClass="bg-rose-700 text-white ring-rose-700"
        />
      </div>
    </li>
  )
}

function MarkButton({
  pressed,
  onClick,
  label,
  name,
  Icon,
  pressedClass,
}: {
  pressed: boolean
  onClick: () => void
  label: string
  name: string
  Icon: typeof Check
  pressedClass: string
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cx(
        'inline-flex min-h-14 items-center justify-center gap-2 rounded-xl px-3 text-base font-bold ring-2 transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-emerald-700',
        pressed ? pressedClass : 'bg-white text-slate-900 ring-slate-300 hover:bg-slate-50',
      )}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {label}
      <span className="sr-only">, {name}</span>
    </button>
  )
}
