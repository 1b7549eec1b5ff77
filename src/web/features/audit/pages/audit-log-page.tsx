/**
 * /Dashboard/AuditLog (admins): who changed what and when — plan edits, role changes, refunds,
 * payments, cancellations — newest first, with the values before and after. The filters live in
 * the address, so Back, reload and a shared link keep them; new filters start from the newest
 * entry again. Older entries come a page at a time with Load more (the server's cursor).
 */
import { ScrollText } from 'lucide-react'
import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { messages } from '#shared/messages.ts'
import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx'
import { ListFooter, useListFooter } from '#web/components/list-footer.tsx'
import { EmptyState, ListSkeleton } from '#web/components/list-states.tsx'
import { QueryError } from '#web/components/query-error.tsx'
import { errorMessage } from '#web/lib/error-message.ts'
import { itemsOfPages } from '#web/lib/page-items.ts'
import { useAuditLog } from '../api/get-audit-log.ts'
import { AuditEntries } from '../components/audit-entries.tsx'
import { AuditFiltersForm } from '../components/audit-filters.tsx'
import {
  filtersFromSearch,
  hasFilters,
  searchFromFilters,
  type AuditFilters,
} from '../lib/filters.ts'

const t = messages.audit

export function AuditLogPage() {
  const [search, setSearch] = useSearchParams()
  const filters = useMemo(() => filtersFromSearch(search), [search])
  // Each new set of filters is a history entry: Back returns to the previous one. Applying
  // the same ones again adds none.
  const apply = (next: AuditFilters) => {
    const nextSearch = searchFromFilters(next)
    setSearch(nextSearch, { replace: nextSearch.toString() === search.toString() })
  }

  return (
    <DashboardPage title={messages.dashboard.audit} intro={t.intro}>
      <AuditFiltersForm filters={filters} onApply={apply} />
      <div className="mt-8">
        <AuditResults
          filters={filters}
          onOnlySubject={(subjectId) => apply({ ...filters, subjectId })}
        />
      </div>
    </DashboardPage>
  )
}

function AuditResults({
  filters,
  onOnlySubject,
}: {
  filters: AuditFilters
  onOnlySubject: (subjectId: string) => void
}) {
  const log = useAuditLog(filters)
  const entries = useMemo(() => itemsOfPages(log.data?.pages, (entry) => entry.id), [log.data])

  const failed = log.isError && !log.isFetchNextPageError
  const body = log.isPending ? (
    <ListSkeleton label={t.loading} rows={4} rowClassName="h-24 rounded-2xl" />
  ) : failed ? (
    <QueryError
      message={errorMessage(log.error, t.loadFailed)}
      onRetry={() => void log.refetch()}
      retrying={log.isFetching}
    />
  ) : entries.length === 0 ? (
    <EmptyState Icon={ScrollText} title={t.emptyTitle}>
      <p>{hasFilters(filters) ? t.empty : t.emptyUnfiltered}</p>
    </EmptyState>
  ) : (
    <AuditEntries
      entries={entries}
      currentSubject={filters.subjectId}
      onOnlySubject={onOnlySubject}
    />
  )
  const footer = useListFooter({ list: log, rows: entries.length })
  // One live region that stays while the filters and pages change (a region that appears
  // with its text is often not read): the count after Apply and Load more, progress between.
  const status =
    log.isPending || failed
      ? ''
      : entries.length === 0
        ? t.emptyTitle
        : log.isFetchingNextPage
          ? t.loadingMore
          : t.showing({ count: entries.length, more: log.hasNextPage })

  return (
    <div>
      {body}
      <ListFooter
        footer={footer}
        variant="primary"
        label={t.loadMore}
        count={status}
        loadMoreFailed={t.loadMoreFailed}
        className="mt-6"
      />
    </div>
  )
}
