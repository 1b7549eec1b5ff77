/**
 * The audit log's filter form: area, subject id, actor email and a Dhaka date range. What it
 * shows follows the address (Back restores the filters it had); Apply hands the new filters up,
 * which puts them in the address. A From after To is refused here, under To, before any request.
 */
import { FilterX, ListFilter } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { messages } from '#shared/messages.ts'
import { Button } from '#web/components/button.tsx'
import { FieldFrame, useField } from '#web/components/field-frame.tsx'
import { TextField } from '#web/components/text-field.tsx'
import { auditAreas, hasFilters, type AuditArea, type AuditFilters } from '../lib/filters.ts'

const t = messages.audit

interface AuditFiltersFormProps {
  filters: AuditFilters
  onApply: (filters: AuditFilters) => void
}

export function AuditFiltersForm({ filters, onApply }: AuditFiltersFormProps) {
  const [draft, setDraft] = useState<AuditFilters>(filters)
  const [shown, setShown] = useState(filters)
  const [datesError, setDatesError] = useState<string>()
  // The address changed (Apply, Back, a subject's filter button): show its filters.
  if (shown !== filters) {
    setShown(filters)
    setDraft(filters)
    setDatesError(undefined)
  }
  const areaField = useField({})

  const set = (key: keyof AuditFilters) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value }))

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (draft.from && draft.to && draft.from > draft.to) {
      setDatesError(t.datesOrder)
      event.currentTarget.querySelector<HTMLInputElement>('input[name="to"]')?.focus()
      return
    }
    setDatesError(undefined)
    onApply(draft)
  }

  return (
    <form
      role="search"
      aria-label={t.filtersTitle}
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 sm:p-5 lg:grid-cols-3"
    >
      <FieldFrame field={areaField} label={t.area}>
        <select
          {...areaField.controlProps}
          name="area"
          value={draft.area ?? ''}
          onChange={(event) => set('area')(event.target.value as AuditArea | '')}
        >
          <option value="">{t.allAreas}</option>
          {auditAreas.map((area) => (
            <option key={area} value={area}>
              {t.areas[area]}
            </option>
          ))}
        </select>
      </FieldFrame>
      <TextField
        label={t.subjectId}
        hint={t.subjectIdHint}
        name="subject"
        value={draft.subjectId ?? ''}
        onChange={(event) => set('subjectId')(event.target.value)}
        maxLength={100}
        autoComplete="off"
        spellCheck={false}
      />
      <TextField
        label={t.actor}
        hint={t.actorHint}
        name="actor"
        type="email"
        value={draft.actor ?? ''}
        onChange={(event) => set('actor')(event.target.value)}
        maxLength={254}
        autoComplete="off"
      />
      <fieldset className="sm:col-span-2">
        <legend className="font-semibold text-slate-800">{t.dates}</legend>
        <div className="mt-1 grid grid-cols-2 gap-3 sm:gap-4">
          <TextField
            label={t.from}
            name="from"
            type="date"
            value={draft.from ?? ''}
            max={draft.to || undefined}
            onChange={(event) => set('from')(event.target.value)}
          />
          <TextField
            label={t.to}
            name="to"
            type="date"
            value={draft.to ?? ''}
            min={draft.from || undefined}
            onChange={(event) => set('to')(event.target.value)}
            error={datesError}
          />
        </div>
      </fieldset>
      <div className="flex flex-wrap items-end gap-3">
        <Button type="submit">
          <ListFilter aria-hidden="true" className="size-5" />
          {t.apply}
        </Button>
        {hasFilters(filters) && (
          <Button variant="outline" onClick={() => onApply({})}>
            <FilterX aria-hidden="true" className="size-5" />
            {t.clear}
          </Button>
        )}
      </div>
    </form>
  )
}
