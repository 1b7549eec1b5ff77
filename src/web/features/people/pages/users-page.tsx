/**
 * /Dashboard/Users (ours, admins): everyone with an account, newest first — search by any part
 * of a name, email or phone, show admins, customers or disabled accounts (with the count of
 * each), see a person's bookings on Manage Order, make or revoke admins, disable or enable an
 * account, each after a confirmation. The search lives in the address, so Back, reload and a
 * shared link keep it; more people come a page at a time (the server's cursor).
 */
import { Users } from 'lucide-react'
import { useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { AdminUser } from '#shared/contracts/users.ts'
import { messages } from '#shared/messages.ts'
import { ConfirmDialog, useConfirmDialog } from '#web/components/confirm-dialog.tsx'
import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx'
import { ListFooter, useListFooter } from '#web/components/list-footer.tsx'
import { EmptyState, ListSkeleton } from '#web/components/list-states.tsx'
import { QueryError } from '#web/components/query-error.tsx'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { useAuth, isSignedIn } from '#web/lib/auth/auth-context.ts'
import { errorMessage } from '#web/lib/error-message.ts'
import { itemsOfPages } from '#web/lib/page-items.ts'
import { useChangePerson, type PersonChange } from '../api/change-person.ts'
import { usePeople } from '../api/get-people.ts'
import { PeopleFiltersForm } from '../components/people-filters.tsx'
import { PersonCard, type PersonAction } from '../components/person-card.tsx'
import {
  peopleFiltersFromSearch,
  searchFromPeopleFilters,
  type PeopleFilters,
} from '../lib/filters.ts'

const t = messages.people

interface Pending {
  user: AdminUser
  action: PersonAction
  self: boolean
}

function dialogTexts({ action, self }: Pending) {
  switch (action) {
    case 'promote':
      return {
        title: t.promoteTitle,
        describe: t.promoteDescribe,
        confirm: t.promoteConfirm,
        busy: t.promoting,
        done: t.promoted,
      }
    case 'revoke':
      return {
        title: self ? t.revokeSelfTitle : t.revokeTitle,
        describe: self ? () => t.revokeSelfDescribe : t.revokeDescribe,
        confirm: t.revokeConfirm,
        busy: t.revoking,
        done: t.revoked,
      }
    case 'disable':
      return {
        title: t.disableTitle,
        describe: t.disableDescribe,
        confirm: t.disableConfirm,
        busy: t.disabling,
        done: t.disabledDone,
      }
    case 'enable':
      return {
        title: t.enableTitle,
        describe: t.enableDescribe,
        confirm: t.enableConfirm,
        busy: t.enabling,
        done: t.enabledDone,
      }
  }
}

function changeOf({ action, self }: Pending): PersonChange {
  switch (action) {
    case 'promote':
      return { kind: 'role', role: 'admin' }
    case 'revoke':
      // The dialog asked: revoking yourself is meant.
      return { kind: 'role', role: 'customer', confirm: self || undefined }
    case 'disable':
      return { kind: 'disabled', disabled: true }
    case 'enable':
      return { kind: 'disabled', disabled: false }
  }
}

export function UsersPage() {
  const [search, setSearch] = useSearchParams()
  const filters = useMemo(() => peopleFiltersFromSearch(search), [search])
  const { user } = useAuth()
  const selfId = isSignedIn(user) ? user.uid : undefined
  const list = usePeople(filters)
  const people = useMemo(() => itemsOfPages(list.data?.pages, (person) => person.id), [list.data])
  const counts = list.data?.pages[0]?.counts
  const total = list.data?.pages[0]?.total ?? 0
  const change = useChangePerson({ selfId })
  const dialog = useConfirmDialog<Pending>()
  const [outcome, setOutcome] = useState<string | null>(null)
  const listRef = useRef<HTMLUListElement>(null)

  // Each new search is a history entry: Back returns to the previous one.
  const apply = (next: PeopleFilters) => {
    const nextSearch = searchFromPeopleFilters(next)
    setOutcome(null)
    setSearch(nextSearch, { replace: nextSearch.toString() === search.toString() })
  }

  const failed = list.isError && !list.isFetchNextPageError
  const footer = useListFooter({ list, rows: people.length })
  const status =
    list.isPending || failed
      ? ''
      : people.length === 0
        ? t.emptyTitle
        : list.isFetchingNextPage
          ? t.loadingMore
          : t.showing({ shown: people.length, total })
  const texts = dialog.item ? dialogTexts(dialog.item) : undefined

  return (
    <DashboardPage title={messages.dashboard.users} intro={t.intro}>
      <PeopleFiltersForm filters={filters} counts={counts} onApply={apply} />
      {outcome && <StatusAlert className="mt-6" tone="success" message={outcome} />}
      <div className="mt-8" aria-busy={list.isFetching || undefined}>
        {list.isPending ? (
          <ListSkeleton label={t.loading} rows={4} rowClassName="h-28 rounded-2xl" />
        ) : failed ? (
          <QueryError
            message={errorMessage(list.error, t.loadFailed)}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : people.length === 0 ? (
          <EmptyState Icon={Users} title={t.emptyTitle}>
            <p>{t.empty}</p>
          </EmptyState>
        ) : (
          <ul ref={listRef} aria-label={t.caption} tabIndex={-1} className="space-y-3 outline-none">
            {people.map((person) => (
              <PersonCard
                key={person.id}
                user={person}
                self={person.id === selfId}
                onAction={(action, button) => {
                  setOutcome(null)
                  dialog.ask({ user: person, action, self: person.id === selfId }, button)
                }}
              />
            ))}
          </ul>
        )}
        <ListFooter
          footer={footer}
          variant="primary"
          label={t.loadMore}
          count={status}
          loadMoreFailed={t.loadMoreFailed}
          className="mt-6"
        />
      </div>
      <ConfirmDialog
        state={dialog}
        fallbackFocus={listRef}
        title={texts?.title ?? ''}
        describe={(item) =>
          texts ? texts.describe({ name: item.user.name, email: item.user.email }) : ''
        }
        cancelLabel={t.cancel}
        confirmLabel={texts?.confirm ?? ''}
        busyLabel={texts?.busy ?? ''}
        failure={t.actionFailed}
        action={(item) => change.mutateAsync({ id: item.user.id, change: changeOf(item) })}
        onDone={(item) => setOutcome(dialogTexts(item).done({ name: item.user.name }))}
      />
    </DashboardPage>
  )
}
