/**
 * /Dashboard/ManagePlan (admins): every tour plan with Edit (its own page, the Add Plan form
 * prefilled), Departures (its dates and seats) and Delete. Delete asks the browser's confirm 'Are You sure want to delete ??'
 * (spec section 7), then DELETE /api/tour/:id; it succeeded when deletedCount is above 0 (a plan
 * with bookings is archived instead, and the message says so). One deletion at a time: meanwhile
 * the other Delete buttons are disabled, and a note pinned to the bottom of the window (in view
 * wherever one scrolled, and moving no button) says why; it is also their description. Under
 * the plans, 'Prices in taka': the exchange rate pages show taka with, and setting it.
 *
 * The plans come from the server 50 at a time ("Show more plans", focus moving to the first new
 * one), searched there by name in either language; the search is kept in the address (`?q=`),
 * so Back returns to it.
 */
import { CalendarDays, ListChecks, Pencil, Trash2 } from 'lucide-react'
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'
import type { Place } from '#shared/contracts/catalog.ts'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { QueryError } from '#web/components/query-error.tsx'
import { formatRating } from '#web/components/star-rating.tsx'
import { StatusAlert } from '#web/components/status-alert.tsx'
import {
  MANAGE_PLAN_PAGE_SIZE,
  placesPagesQueryOptions,
} from '#web/features/catalog/api/get-places-pages.ts'
import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx'
import { errorMessage } from '#web/lib/error-message.ts'
import { useDeletePlace } from '../api/delete-place.ts'
import { ExchangeRateSection } from '../components/exchange-rate-section.tsx'
import { TableHead } from '#web/components/table-head.tsx'
import { SearchBox } from '#web/components/search-box.tsx'
import { Button, buttonClass, ButtonSpinner } from '#web/components/button.tsx'
import { focusFirst, ListFooter, useListFooter } from '#web/components/list-footer.tsx'
import { Price } from '#web/components/price.tsx'
import { useSiteMoney } from '#web/lib/currency.ts'

export function ManagePlanPage() {
  return (
    <DashboardPage title={messages.dashboard.managePlan} intro={messages.plans.intro}>
      <ManagePlans />
      <ExchangeRateSection className="mt-10" />
    </DashboardPage>
  )
}

interface Outcome {
  message: string
  tone: 'success' | 'error'
}

/** Typing pauses this long before the search goes to the server and the address. */
const SEARCH_DELAY_MS = 300

/** The search, in the address (`?q=`) once typing rests: Back and a reload keep it. */
function useSearchInAddress() {
  const [searchParams, setSearchParams] = useSearchParams()
  const { pathname } = useLocation()
  const inAddress = searchParams.get('q') ?? ''
  const [typed, setTyped] = useState(inAddress)
  const [followed, setFollowed] = useState(inAddress)
  if (inAddress !== followed) {
    // Back, or a link: the address leads.
    setFollowed(inAddress)
    setTyped(inAddress)
  }
  useEffect(() => {
    if (typed.trim() === inAddress) return
    const timer = setTimeout(() => {
      // Gone to another page meanwhile (its rendering still under way): leave its address be.
      if (window.location.pathname !== pathname) return
      setFollowed(typed.trim())
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current)
          if (typed.trim()) params.set('q', typed.trim())
          else params.delete('q')
          return params
        },
        { replace: true, preventScrollReset: true },
      )
    }, SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [typed, inAddress, pathname, setSearchParams])
  return { typed, setTyped, searched: inAddress }
}

function ManagePlans() {
  const t = messages.scaleConsole
  const { typed, setTyped, searched } = useSearchInAddress()
  const pages = useInfiniteQuery({
    ...placesPagesQueryOptions(searched ? { q: searched } : {}, MANAGE_PLAN_PAGE_SIZE),
    placeholderData: keepPreviousData,
  })
  const deletePlace = useDeletePlace()
  const [deletingId, setDeletingId] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const searchId = useId()
  const busyId = useId()
  // Plans deleted here leave at once, whatever list (a search's, the last one) is on screen.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set())
  const shown = useMemo(
    () =>
      (pages.data?.pages.flatMap((page) => page.items) ?? []).filter((p) => !removed.has(p._id)),
    [pages.data, removed],
  )
  const total = pages.data?.pages[0]?.total ?? 0
  const beingDeleted = shown.find((place) => place._id === deletingId)

  const more = useListFooter({
    list: pages,
    rows: shown.length,
    // The plan's name in its card (phones) or its table row: the one on screen takes focus.
    focusRow: (index) =>
      focusFirst(
        listRef.current?.querySelectorAll(':scope > ul > li')[index]?.querySelector('a'),
        listRef.current?.querySelectorAll('tbody > tr')[index]?.querySelector('a'),
      ),
  })

  async function remove(place: Place) {
    if (!window.confirm(messages.plans.deleteConfirm)) return
    setOutcome(null)
    setDeletingId(place._id)
    try {
      const { deletedCount, archived } = await deletePlace.mutateAsync(place._id)
      if (deletedCount > 0) setRemoved((ids) => new Set([...ids, place._id]))
      setOutcome(
        deletedCount > 0
          ? {
              tone: 'success',
              message: archived
                ? messages.plans.archived({ place: place.placeName })
                : messages.plans.deleted({ place: place.placeName }),
            }
          : {
              tone: 'error',
              message: messages.plans.notFound({ place: place.placeName }),
            },
      )
      // Its row is gone: keep keyboard users in the list rather than at the top of the page.
      listRef.current?.focus()
    } catch (error) {
      setOutcome({
        tone: 'error',
        message: errorMessage(error, messages.plans.deleteFailed),
      })
    } finally {
      setDeletingId(null)
    }
  }

  if (pages.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        <span role="status" className="sr-only">
          {messages.plans.loading}
        </span>
        {[0, 1, 2, 3].map((n) => (
          <div
            key={n}
            aria-hidden="true"
            className="h-20 rounded-xl bg-slate-100 motion-safe:animate-pulse"
          />
        ))}
      </div>
    )
  }
  if (pages.isError && !pages.isFetchNextPageError) {
    return (
      <QueryError
        message={messages.plans.loadFailed}
        onRetry={() => void pages.refetch()}
        retrying={pages.isFetching}
      />
    )
  }

  // Searching: the new answer is on its way (the last one stays on screen meanwhile).
  const searching = pages.isPlaceholderData || typed.trim() !== searched
  return (
    <div aria-busy={searching || undefined}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <SearchBox
          id={searchId}
          label={messages.plans.search}
          value={typed}
          onChange={setTyped}
          placeholder={t.searchPlaceholder}
        />
        <Link to={paths.dashboardPages.addPlan} className={buttonClass({}, 'py-3')}>
          {messages.dashboard.addPlan}
        </Link>
      </div>
      <p id={`${searchId}-count`} aria-live="polite" className="mt-3 text-sm text-slate-600">
        {searching
          ? t.searching
          : shown.length === total
            ? messages.plans.count({ total })
            : messages.plans.showing({ shown: shown.length, total })}
      </p>

      {outcome && <StatusAlert className="mt-4" tone={outcome.tone} message={outcome.message} />}

      <div ref={listRef} tabIndex={-1} className="mt-4 outline-none">
        {beingDeleted && (
          <p
            id={busyId}
            role="status"
            className="fixed inset-x-4 bottom-4 z-20 mx-auto max-w-md rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 shadow-lg"
          >
            {messages.plans.deleteBusy({ place: beingDeleted.placeName })}
          </p>
        )}
        {shown.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center text-slate-600">
            <ListChecks aria-hidden="true" className="size-8 text-emerald-700" />
            <p className="mt-3 font-semibold text-slate-900">
              {searched ? messages.plans.noMatch : messages.plans.empty}
            </p>
          </div>
        ) : (
          <PlanList
            places={shown}
            deletingId={deletingId}
            busyNoteId={beingDeleted ? busyId : undefined}
            onDelete={(place) => void remove(place)}
          />
        )}
        <ListFooter
          footer={more}
          label={t.showMore}
          loadingLabel={t.loadingMore}
          loadedMore={(count) => t.loadedMore({ count })}
          loadMoreFailed={t.loadMoreFailed}
          className="mt-6"
        />
      </div>
    </div>
  )
}

interface PlanListProps {
  places: Place[]
  deletingId: string | null
  /** The note saying why Delete waits, while a deletion runs. */
  busyNoteId: string | undefined
  onDelete: (place: Place) => void
}

function PlanList({ places, deletingId, busyNoteId, onDelete }: PlanListProps) {
  const siteMoney = useSiteMoney()
  const actions = (place: Place) => (
    <PlanActions
      place={place}
      deleting={deletingId === place._id}
      disabled={deletingId !== null}
      busyNoteId={busyNoteId}
      onDelete={() => onDelete(place)}
    />
  )
  return (
    <>
      {/* Phones and tablets: cards. */}
      <ul className="space-y-4 lg:hidden">
        {places.map((place) => (
          <li
            key={place._id}
            className="grid grid-cols-[4.5rem_1fr] gap-x-4 gap-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
          >
            <Thumbnail place={place} />
            <div className="min-w-0">
              <PlaceName place={place} />
              <p className="mt-1 text-sm text-slate-600">
                {place.divisionName} · {messages.tour.days({ n: place.duration })} ·{' '}
                {messages.plans.rated({ rating: formatRating(place.rating) })}
              </p>
              <p className="mt-1 font-semibold text-slate-900 tabular-nums">
                <Price
                  amount={siteMoney(place.price)}
                  approxClassName="font-normal text-slate-600"
                />
              </p>
            </div>
            <div className="col-span-2">{actions(place)}</div>
          </li>
        ))}
      </ul>

      <div className="@container hidden overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{messages.tourPlans.eyebrow}</caption>
          <TableHead
            columns={[
              { label: messages.plans.place },
              { label: messages.planForm.division },
              { label: messages.tourPlans.price, align: 'right' },
              { label: messages.plans.days, align: 'right' },
              { label: messages.planForm.rating, align: 'right' },
              { label: messages.orders.actions, srOnly: true },
            ]}
          />
          <tbody className="divide-y divide-slate-100">
            {places.map((place) => (
              <tr key={place._id}>
                <td className="px-4 py-3">
                  <div className="flex items-center gap-3">
                    <Thumbnail place={place} />
                    <div className="min-w-0">
                      <PlaceName place={place} />
                      <p className="text-slate-600">
                        {messages.plans.placeId({ id: place.placeId })}
                      </p>
                    </div>
                  </div>
                </td>
                <td className="px-4 py-3 text-slate-700">{place.divisionName}</td>
                <td className="px-4 py-3 text-right font-semibold text-slate-900 tabular-nums">
                  <Price
                    amount={siteMoney(place.price)}
                    approxClassName="block text-xs font-normal whitespace-nowrap text-slate-600"
                  />
                </td>
                <td className="px-4 py-3 text-right text-slate-700 tabular-nums">
                  {place.duration}
                </td>
                <td className="px-4 py-3 text-right text-slate-700 tabular-nums">
                  {formatRating(place.rating)}
                </td>
                <td className="px-4 py-3">{actions(place)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

function Thumbnail({ place }: { place: Place }) {
  return (
    <img
      src={place.image}
      alt=""
      loading="lazy"
      width={72}
      height={54}
      className="aspect-4/3 w-18 shrink-0 rounded-lg bg-slate-100 object-cover"
    />
  )
}

function PlaceName({ place }: { place: Place }) {
  return (
    <Link
      to={paths.tourDetails(place._id)}
      className="font-semibold text-slate-900 underline decoration-slate-300 underline-offset-4 hover:text-emerald-800 hover:decoration-emerald-700"
    >
      {place.placeName}
    </Link>
  )
}

interface PlanActionsProps {
  place: Place
  deleting: boolean
  disabled: boolean
  busyNoteId: string | undefined
  onDelete: () => void
}

/** A card's share of its width; the table's narrow column. */
const rowAction = 'flex-1 whitespace-nowrap lg:flex-none lg:px-3 lg:py-1.5'

/**
 * A row's Edit, Departures and Delete. On a card they share its width and wrap onto a second
 * line when a language's labels need it; in the table they stack one above the other (the
 * column stays narrow enough for the plan's name and figures) until the table is wide enough
 * for all three side by side.
 */
function PlanActions({ place, deleting, disabled, busyNoteId, onDelete }: PlanActionsProps) {
  return (
    <div className="flex flex-wrap justify-end gap-2 lg:flex-col lg:items-stretch lg:gap-1.5 @5xl:flex-row @5xl:items-center">
      <Link
        to={paths.dashboardEditPlan(place._id)}
        className={buttonClass({ variant: 'outline', size: 'sm' }, rowAction)}
      >
        <Pencil aria-hidden="true" className="size-4" />
        {messages.plans.edit}
        <span className="sr-only"> {place.placeName}</span>
      </Link>
      <Link
        to={paths.dashboardDepartures(place._id)}
        className={buttonClass({ variant: 'outline', size: 'sm' }, rowAction)}
      >
        <CalendarDays aria-hidden="true" className="size-4" />
        {messages.departuresAdmin.link}
        <span className="sr-only"> {place.placeName}</span>
      </Link>
      <Button
        variant="danger-outline"
        size="sm"
        className={rowAction}
        onClick={onDelete}
        disabled={disabled}
        aria-describedby={disabled ? busyNoteId : undefined}
      >
        {deleting ? (
          <ButtonSpinner variant="danger-outline" />
        ) : (
          <Trash2 aria-hidden="true" className="size-4" />
        )}
        {deleting ? messages.plans.deleting : messages.orders.delete}
        <span className="sr-only"> {place.placeName}</span>
      </Button>
    </div>
  )
}
