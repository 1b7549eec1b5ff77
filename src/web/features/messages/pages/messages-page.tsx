/**
 * /Dashboard/Messages (admins): what visitors wrote through Contact, newest first, a page at a
 * time (Load more), in tabs by state — open (not archived), unhandled, handled, archived — with
 * each tab's count and a search, all kept in the address so Back and reload keep them. Each
 * message shows its thread of replies and can be answered by mail, marked handled, archived.
 * Below, the outbox of mail that has not gone out (waiting or failed), where a failed mail can be
 * queued again; then the same for messages to phones (SMS, WhatsApp). Messages are stored before
 * any mail is tried, so a broken mail server delays mail here, never loses it.
 */
import { Inbox, MailCheck, RotateCw, type LucideIcon } from 'lucide-react'
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import type { OutboxMail } from '#shared/contracts/contact.ts'
import { formatCount, messages } from '#shared/messages.ts'
import { Button } from '#web/components/button.tsx'
import { focusFirst, ListFooter, useListFooter } from '#web/components/list-footer.tsx'
import { SearchBox } from '#web/components/search-box.tsx'
import { cx } from '#web/lib/cx.ts'
import { QueryError } from '#web/components/query-error.tsx'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx'
import { errorMessage } from '#web/lib/error-message.ts'
import { itemsOfPages } from '#web/lib/page-items.ts'
import { useMessageThreads } from '../api/get-message-threads.ts'
import { useOutbox } from '../api/get-outbox.ts'
import { useRetryMail } from '../api/retry-mail.ts'
import { MailStatusBadge } from '../components/mail-status-badge.tsx'
import { MessageCard } from '../components/message-card.tsx'
import { PhoneOutbox } from '../components/phone-outbox.tsx'
import { filtersFromSearch, searchFromFilters, type MessageFilters } from '../lib/filters.ts'
import { keepPagesInHistory, pagesInHistory } from '../lib/pages-in-history.ts'
import { ListSkeleton } from '#web/components/list-states.tsx'
import { formatMoment } from '#shared/dhaka-date.ts'

const formatWhen = (iso: string): string => formatMoment(iso, 'mediumTime')

const mailKinds = messages.mailKinds
const w = messages.messagesWorkflow

export function MessagesPage() {
  const [search, setSearch] = useSearchParams()
  const filters = useMemo(() => filtersFromSearch(search), [search])
  // Each new set of filters is a history entry: Back returns to the previous one.
  const apply = (next: MessageFilters) => {
    const nextSearch = searchFromFilters(next)
    setSearch(nextSearch, { replace: nextSearch.toString() === search.toString() })
  }
  return (
    <DashboardPage title={messages.dashboard.messages} intro={messages.messagesPage.intro}>
      <div className="space-y-12">
        <ContactMessages filters={filters} onApply={apply} />
        <Outbox />
        <PhoneOutbox />
      </div>
    </DashboardPage>
  )
}

function SectionHeading({
  id,
  children,
  count,
}: {
  id: string
  children: ReactNode
  count?: number
}) {
  return (
    <h2 id={id} className="flex items-center gap-3 text-xl font-bold text-slate-900">
      {children}
      {count !== undefined && (
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-700 tabular-nums">
          {formatCount(count)}
        </span>
      )}
    </h2>
  )
}

const tabs = [undefined, 'unhandled', 'handled', 'archived'] as const

function ContactMessages({
  filters,
  onApply,
}: {
  filters: MessageFilters
  onApply: (filters: MessageFilters) => void
}) {
  const list = useMessageThreads(filters)
  const threads = useMemo(() => itemsOfPages(list.data?.pages, (thread) => thread._id), [list.data])
  const pageCount = list.data?.pages.length ?? 0
  // Back keeps what was loaded: the cache holds it; failing that (a reload), this entry of the
  // history says how many pages to ask for again, one after another. Another list (a tab, a
  // search) starts from its first page.
  const listKey = searchFromFilters(filters).toString()
  const [restore] = useState(() => ({ listKey, pages: pagesInHistory() }))
  const restoring = restore.listKey === listKey && pageCount < restore.pages
  const { isSuccess, isFetching, hasNextPage, fetchNextPage } = list
  useEffect(() => {
    if (restoring && isSuccess && !isFetching && hasNextPage) void fetchNextPage()
  }, [restoring, isSuccess, isFetching, hasNextPage, fetchNextPage])
  useEffect(() => {
    if (pageCount > 0) keepPagesInHistory(pageCount)
  }, [pageCount])
  const counts = list.data?.pages[0]?.counts
  const [query, setQuery] = useState(filters.q ?? '')
  const [said, setSaid] = useState('')
  // The address changed (Back, a tab): the box shows its search.
  const [shownQ, setShownQ] = useState(filters.q)
  if (shownQ !== filters.q) {
    setShownQ(filters.q)
    setQuery(filters.q ?? '')
  }

  const tabCount = (state: (typeof tabs)[number]) =>
    counts && (state ? counts[state] : counts.unhandled + counts.handled)
  const failed = list.isError && !list.isFetchNextPageError
  const footer = useListFooter({ list, rows: threads.length })
  const status =
    list.isPending || failed
      ? ''
      : threads.length === 0
        ? w.emptyTitle
        : list.isFetchingNextPage
          ? w.loadingMore
          : w.showing({ count: threads.length, more: list.hasNextPage })

  return (
    <section aria-labelledby="contact-messages-heading">
      <SectionHeading id="contact-messages-heading" count={tabCount(filters.state)}>
        {messages.messagesPage.contactTitle}
      </SectionHeading>

      <nav aria-label={w.tabsLabel} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {tabs.map((state) => {
            const active = filters.state === state
            const count = tabCount(state)
            return (
              <li key={state ?? 'open'}>
                <Link
                  to={{ search: searchFromFilters({ ...filters, state }).toString() }}
                  aria-current={active ? 'page' : undefined}
                  className={cx(
                    'inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold ring-1 transition',
                    active
                      ? 'bg-emerald-700 text-white ring-emerald-700'
                      : 'bg-white text-slate-800 ring-slate-300 hover:bg-emerald-50',
                  )}
                >
                  {w.tabs[state ?? 'open']}
                  {count !== undefined && (
                    <span
                      className={cx(
                        'rounded-full px-2 py-0.5 text-xs tabular-nums',
                        active ? 'bg-emerald-900' : 'bg-slate-100',
                      )}
                    >
                      {formatCount(count)}
                    </span>
                  )}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>

      <form
        role="search"
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          onApply({ ...filters, q: query })
        }}
      >
        <SearchBox
          id="message-search"
          label={w.searchLabel}
          value={query}
          onChange={setQuery}
          placeholder={w.searchHint}
        />
        <Button type="submit" size="md">
          {w.search}
        </Button>
        {filters.q && (
          <button
            type="button"
            onClick={() => {
              setQuery('')
              onApply({ ...filters, q: undefined })
            }}
            className="rounded-full px-4 py-2.5 font-semibold text-emerald-800 underline decoration-emerald-300 underline-offset-4 hover:decoration-emerald-700"
          >
            {w.clearSearch}
          </button>
        )}
      </form>

      <p
        role="status"
        className={cx('mt-4 text-sm font-medium text-emerald-800', !said && 'sr-only')}
      >
        {said}
      </p>

      <div className="mt-4" aria-busy={list.isFetching || undefined}>
        {list.isPending ? (
          <ListSkeleton label={messages.messagesPage.loading} rowClassName="h-24 rounded-2xl" />
        ) : failed ? (
          <QueryError
            message={messages.messagesPage.loadFailed}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : threads.length === 0 ? (
          <Empty Icon={Inbox} title={w.emptyTitle}>
            {filters.q ? w.emptySearch : filters.state ? w.emptyList : messages.messagesPage.empty}
          </Empty>
        ) : (
          <ul className="space-y-4">
            {threads.map((message) => (
              <MessageCard key={message._id} message={message} onDone={setSaid} />
            ))}
          </ul>
        )}
      </div>
      <ListFooter
        footer={footer}
        variant="primary"
        label={w.loadMore}
        count={status}
        countId="message-search-count"
        loadMoreFailed={w.loadMoreFailed}
        className="mt-6"
      />
    </section>
  )
}

/** Failed mail first (it needs someone), then waiting mail; newest first within each. */
function byUrgency(mails: readonly OutboxMail[]): OutboxMail[] {
  const failedFirst = (mail: OutboxMail) => (mail.status === 'failed' ? 0 : 1)
  return [...mails].sort((a, b) => failedFirst(a) - failedFirst(b))
}

function Outbox() {
  const outbox = useOutbox()
  const loaded = useMemo(() => outbox.data?.pages.flatMap((page) => page.items), [outbox.data])
  const mails = useMemo(() => byUrgency(loaded ?? []), [loaded])
  const failed = mails.filter((mail) => mail.status === 'failed').length
  const listRef = useRef<HTMLUListElement>(null)
  const footer = useListFooter({
    list: outbox,
    rows: loaded?.length ?? 0,
    // The new mails are sorted in among the others: the first of them on screen.
    focusRow: (index) => {
      const fresh = new Set(loaded?.slice(index).map((mail) => mail._id))
      const first = mails.find((mail) => fresh.has(mail._id))
      return focusFirst(
        first && listRef.current?.querySelector<HTMLElement>(`[data-mail-id="${first._id}"]`),
      )
    },
  })
  return (
    <section aria-labelledby="outbox-heading">
      <SectionHeading id="outbox-heading" count={loaded?.length}>
        {messages.messagesPage.outboxTitle}
      </SectionHeading>
      <p className="mt-2 max-w-2xl text-slate-600">
        {messages.messagesPage.outboxIntro}
        {failed > 0 && messages.messagesPage.failedCount({ n: failed })}
      </p>
      <div className="mt-4">
        {outbox.isPending ? (
          <ListSkeleton
            label={messages.messagesPage.outboxLoading}
            rows={2}
            rowClassName="h-24 rounded-2xl"
          />
        ) : outbox.isError ? (
          <QueryError
            message={messages.messagesPage.outboxLoadFailed}
            onRetry={() => void outbox.refetch()}
            retrying={outbox.isFetching}
          />
        ) : mails.length === 0 ? (
          <Empty Icon={MailCheck} title={messages.messagesPage.outboxEmptyTitle}>
            {messages.messagesPage.outboxEmpty}
          </Empty>
        ) : (
          <ul
            ref={listRef}
            className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
          >
            {mails.map((mail) => (
              <OutboxRow key={mail._id} mail={mail} />
            ))}
          </ul>
        )}
        {/* A page that failed shows as the outbox's error, above. */}
        <ListFooter footer={footer} variant="primary" label={w.loadMore} className="mt-6" />
      </div>
    </section>
  )
}

function OutboxRow({ mail }: { mail: OutboxMail }) {
  const retry = useRetryMail()
  const row = useRef<HTMLLIElement>(null)
  const attempts = messages.messagesPage.attempts({ n: mail.attempts })

  async function retryNow() {
    try {
      await retry.mutateAsync(mail._id)
      // The Retry button is gone now (the mail waits again): keep focus in this row.
      row.current?.focus()
    } catch {
      // Shown below from retry.error.
    }
  }

  return (
    <li
      ref={row}
      data-mail-id={mail._id}
      tabIndex={-1}
      className="p-5 outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{mail.subject}</p>
          <p className="mt-1 text-sm text-slate-600">
            {messages.messagesPage.kindTo({ kind: mailKinds[mail.kind] ?? mail.kind })}{' '}
            <span className="text-slate-800 [overflow-wrap:anywhere]">{mail.to}</span>
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {messages.messagesPage.queued}{' '}
            <time dateTime={mail.createdAt}>{formatWhen(mail.createdAt)}</time> · {attempts}
            {mail.status !== 'failed' && (
              <>
                {' '}
                · {messages.messagesPage.nextTry}{' '}
                <time dateTime={mail.nextAttemptAt}>{formatWhen(mail.nextAttemptAt)}</time>
              </>
            )}
          </p>
          {mail.lastError && (
            <p className="mt-2 text-sm break-words text-red-800">
              {messages.messagesPage.lastError({ error: mail.lastError })}
            </p>
          )}
        </div>
        <div className="flex shrink-0 items-center gap-3">
          <MailStatusBadge status={mail.status} />
          {mail.status === 'failed' && (
            <Button
              size="sm"
              onClick={() => void retryNow()}
              disabled={retry.isPending}
              aria-label={messages.messagesPage.retryMail({ subject: mail.subject })}
            >
              <RotateCw
                aria-hidden="true"
                className={
                  retry.isPending ? 'size-4 animate-spin motion-reduce:animate-none' : 'size-4'
                }
              />
              {retry.isPending ? messages.common.retrying : messages.common.retry}
            </Button>
          )}
        </div>
      </div>
      {retry.isSuccess && mail.status !== 'failed' && (
        <p role="status" className="mt-3 text-sm font-medium text-emerald-800">
          {messages.messagesPage.queuedAgain}
        </p>
      )}
      {retry.isError && (
        <StatusAlert
          className="mt-3"
          tone="error"
          message={errorMessage(retry.error, messages.messagesPage.retryFailed)}
        />
      )}
    </li>
  )
}

function Empty({
  Icon,
  title,
  children,
}: {
  Icon: LucideIcon
  title: string
  children: ReactNode
}) {
  return (
    <div className="flex items-start gap-4 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6">
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-white text-emerald-700 ring-1 ring-emerald-200">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div>
        <p className="font-bold text-slate-900">{title}</p>
        <p className="mt-1 text-slate-600">{children}</p>
      </div>
    </div>
  )
}
