/**
 * The Users page's search form: any part of a name, email or phone, and who to show (with the
 * count behind each choice, for the current search). What it shows follows the address (Back
 * restores it); Search hands the new filters up, which puts them in the address. Choosing whom
 * to show applies at once.
 */
import { FilterX, Search } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import type { AdminUsersPage, UserFilterRole } from '#shared/contracts/users.ts'
import { userFilterRoles } from '#shared/contracts/users.ts'
import { messages } from '#shared/messages.ts'
import { Button } from '#web/components/button.tsx'
import { FieldFrame, useField } from '#web/components/field-frame.tsx'
import { TextField } from '#web/components/text-field.tsx'
import type { PeopleFilters } from '../lib/filters.ts'

const t = messages.people

export function PeopleFiltersForm({
  filters,
  counts,
  onApply,
}: {
  filters: PeopleFilters
  counts: AdminUsersPage['counts'] | undefined
  onApply: (filters: PeopleFilters) => void
}) {
  const [draft, setDraft] = useState(filters.q ?? '')
  const [shown, setShown] = useState(filters)
  // The address changed (Search, Back, Clear): show its search.
  if (shown !== filters) {
    setShown(filters)
    setDraft(filters.q ?? '')
  }
  const roleField = useField({})
  const label = (role: UserFilterRole | 'all') => t.roles[role]({ n: counts?.[role] ?? null })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    onApply({ ...filters, q: draft })
  }

  return (
    <form
      role="search"
      aria-label={t.filtersTitle}
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-start sm:p-5"
    >
      <TextField
        label={t.search}
        hint={t.searchHint}
        name="q"
        type="search"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        maxLength={100}
        autoComplete="off"
        spellCheck={false}
      />
      <FieldFrame field={roleField} label={t.role}>
        <select
          {...roleField.controlProps}
          name="role"
          value={filters.role ?? ''}
          onChange={(event) =>
            onApply({ q: draft, role: (event.target.value || undefined) as UserFilterRole })
          }
        >
          <option value="">{label('all')}</option>
          {userFilterRoles.map((role) => (
            <option key={role} value={role}>
              {label(role)}
            </option>
          ))}
        </select>
      </FieldFrame>
      <div className="flex flex-wrap gap-3 sm:mt-8">
        <Button type="submit">
          <Search aria-hidden="true" className="size-5" />
          {t.apply}
        </Button>
        {(filters.q || filters.role) && (
          <Button variant="outline" onClick={() => onApply({})}>
            <FilterX aria-hidden="true" className="size-5" />
            {t.clear}
          </Button>
        )}
      </div>
    </form>
  )
}
