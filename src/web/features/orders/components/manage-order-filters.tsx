/**
 * Manage Order's filter form: words (reference, name, email, phone), states, a date range on
 * the booking or departure date, division and tour, paid state, and the sort. It shows what the
 * address says (Back restores it); Apply hands the new filters up, which puts them in the
 * address and goes back to the first page.
 */
import { FilterX, ListFilter } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { orderStatuses } from '#shared/contracts/orders.ts'
import { messages } from '#shared/messages.ts'
import { Button } from '#web/components/button.tsx'
import { FieldFrame, useField } from '#web/components/field-frame.tsx'
import { TextField } from '#web/components/text-field.tsx'
import { useFilterDivisions, useFilterTours } from '../api/get-filter-options.ts'
import { orderStatusText } from '../lib/format.ts'
import {
  hasFilters,
  sortChoices,
  type ManageFilters,
  type SortChoice,
} from '../lib/manage-filters.ts'

const t = messages.ordersConsole

export function ManageOrderFilters({
  filters,
  onApply,
}: {
  filters: ManageFilters
  onApply: (filters: ManageFilters) => void
}) {
  const [draft, setDraft] = useState<ManageFilters>(filters)
  const [shown, setShown] = useState(filters)
  // The rarer filters fold away; open when one of them is in use.
  const [more, setMore] = useState(
    Boolean(filters.from || filters.to || filters.division || filters.tour || filters.paid),
  )
  // The address changed (Apply, Back): show its filters.
  if (shown !== filters) {
    setShown(filters)
    setDraft(filters)
    if (filters.from || filters.to || filters.division || filters.tour || filters.paid) {
      setMore(true)
    }
  }
  const set = <K extends keyof ManageFilters>(key: K, value: ManageFilters[K]) =>
    setDraft((current) => ({ ...current, [key]: value }))
  const divisions = useFilterDivisions()
  const tours = useFilterTours(draft.division)
  const divisionField = useField({})
  const tourField = useField({})
  const paidField = useField({})
  const dateField = useField({})
  const sortField = useField({})
  const statusId = useId()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const { from, to } = draft
    // A range given backwards is read the right way round.
    onApply(from && to && from > to ? { ...draft, from: to, to: from } : draft)
  }

  return (
    <form
      role="search"
      aria-label={t.filters}
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 sm:p-5 lg:grid-cols-4"
    >
      <TextField
        className="sm:col-span-2"
        label={messages.manageOrder.search}
        name="q"
        type="search"
        value={draft.q ?? ''}
        placeholder={t.searchPlaceholder}
        onChange={(event) => set('q', event.target.value)}
        maxLength={100}
        autoComplete="off"
        spellCheck={false}
      />
      <FieldFrame field={sortField} label={t.sort} className="sm:col-span-2">
        <select
          {...sortField.controlProps}
          name="sort"
          value={draft.sort ?? 'booked.desc'}
          onChange={(event) => set('sort', event.target.value as SortChoice)}
        >
          {sortChoices.map((choice) => (
            <option key={choice} value={choice}>
              {t.sorts[choice]}
            </option>
          ))}
        </select>
      </FieldFrame>

      <fieldset className="sm:col-span-2 lg:col-span-4" aria-describedby={`${statusId}-hint`}>
        <legend className="font-semibold text-slate-800">{t.status}</legend>
        <p id={`${statusId}-hint`} className="sr-only">
          {t.anyStatus}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {orderStatuses.map((status) => {
            const checked = draft.status.includes(status)
            return (
              <label
                key={status}
                className="inline-flex cursor-pointer items-center gap-2 rounded-full bg-slate-50 px-3 py-1.5 text-sm text-slate-800 ring-1 ring-slate-300 has-checked:bg-emerald-50 has-checked:ring-emerald-700"
              >
                <input
                  type="checkbox"
                  name="status"
                  value={status}
                  checked={checked}
                  onChange={() =>
                    set(
                      'status',
                      checked
                        ? draft.status.filter((s) => s !== status)
                        : [...draft.status, status],
                    )
                  }
                  className="size-4 accent-emerald-700"
                />
                {orderStatusText({ status }, 'admin')}
              </label>
            )
          })}
        </div>
      </fieldset>

      <details
        className="sm:col-span-2 lg:col-span-4"
        open={more}
        onToggle={(event) => setMore(event.currentTarget.open)}
      >
        <summary className="cursor-pointer rounded-lg py-1 font-semibold text-emerald-800 underline-offset-4 hover:underline">
          {t.moreFilters}
        </summary>
        <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <FieldFrame field={dateField} label={t.dateField}>
            <select
              {...dateField.controlProps}
              name="dateField"
              value={draft.dateField ?? 'booked'}
              onChange={(event) => set('dateField', event.target.value as 'booked' | 'departure')}
            >
              <option value="booked">{t.byBooked}</option>
              <option value="departure">{t.byDeparture}</option>
            </select>
          </FieldFrame>
          <TextField
            label={t.from}
            name="from"
            type="date"
            value={draft.from ?? ''}
            onChange={(event) => set('from', event.target.value || undefined)}
          />
          <TextField
            label={t.to}
            name="to"
            type="date"
            value={draft.to ?? ''}
            onChange={(event) => set('to', event.target.value || undefined)}
          />

          <FieldFrame field={paidField} label={t.paid}>
            <select
              {...paidField.controlProps}
              name="paid"
              value={draft.paid ?? ''}
              onChange={(event) =>
                set('paid', (event.target.value || undefined) as ManageFilters['paid'])
              }
            >
              <option value="">{t.paidAny}</option>
              <option value="true">{t.paidYes}</option>
              <option value="false">{t.paidNo}</option>
            </select>
          </FieldFrame>

          <FieldFrame field={divisionField} label={t.division}>
            <select
              {...divisionField.controlProps}
              name="division"
              value={draft.division ?? ''}
              aria-busy={divisions.isPending || undefined}
              onChange={(event) =>
                setDraft((current) => ({
                  ...current,
                  division: event.target.value || undefined,
                  tour: undefined,
                }))
              }
            >
              <option value="">{t.anyDivision}</option>
              {draft.division && !divisions.data && (
                <option value={draft.division}>{draft.division}</option>
              )}
              {divisions.data?.map((division) => (
                <option key={division._id} value={String(division.id)}>
                  {division.divisionName}
                </option>
              ))}
            </select>
          </FieldFrame>
          <FieldFrame field={tourField} label={t.tour}>
            <select
              {...tourField.controlProps}
              name="tour"
              value={draft.tour ?? ''}
              disabled={!draft.division && !draft.tour}
              aria-busy={tours.isFetching || undefined}
              onChange={(event) => set('tour', event.target.value || undefined)}
            >
              <option value="">{t.anyTour}</option>
              {draft.tour && !tours.data?.some((p) => p._id === draft.tour) && (
                <option value={draft.tour}>{draft.tour}</option>
              )}
              {tours.data?.map((place) => (
                <option key={place._id} value={place._id}>
                  {place.placeName}
                </option>
              ))}
            </select>
          </FieldFrame>
        </div>
      </details>

      <div className="flex flex-wrap items-end gap-3 sm:col-span-2">
        <Button type="submit">
          <ListFilter aria-hidden="true" className="size-5" />
          {t.apply}
        </Button>
        {(hasFilters(filters) || filters.sort) && (
          <Button variant="outline" onClick={() => onApply({ status: [] })}>
            <FilterX aria-hidden="true" className="size-5" />
            {t.clear}
          </Button>
        )}
      </div>
    </form>
  )
}
