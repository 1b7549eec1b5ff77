/**
 * /Dashboard/Messages (admins): what visitors wrote through Contact, newest first, with whether
 * each message was mailed on to the team; and the outbox of mail that has not gone out (waiting
 * or failed), where a failed mail can be queued again. Messages are stored before any mail is
 * tried, so a broken mail server delays mail here, never loses it.
 */
import { Inbox, MailCheck, RotateCw, type LucideIcon } from 'lucide-react'
import { useMemo, useRef, type ReactNode } from 'react'
import type { ContactMessage, OutboxMail } from '#shared/contracts/contact.ts'
import { messages } from '#shared/messages.ts'
import { QueryError } from '#web/components/query-error.tsx'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx'
import { errorMessage } from '#web/lib/error-message.ts'
import { useMessages } from '../api/get-messages.ts'
import { useOutbox } from '../api/get-outbox.ts'
import { useRetryMail } from '../api/retry-mail.ts'
import { MailStatusBadge } from '../components/mail-status-badge.tsx'
import { ListSkeleton } from '#web/components/list-states.tsx'
import { formatMoment } from '#shared/dhaka-date.ts'
import { buttonClass } from '#web/components/button.tsx'

const formatWhen = (iso: string): string => formatMoment(iso, 'mediumTime')

const mailKinds = messages.mailKinds

export function MessagesPage() {
  return (
    <DashboardPage title={messages.dashboard.messages} intro={messages.messagesPage.intro}>
      <div className="space-y-12">
        <ContactMessages />
        <Outbox />
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
          {count}
        </span>
      )}
    </h2>
  )
}

function ContactMessages() {
  const list = useMessages()
  return (
    <section aria-labelledby="contact-messages-heading">
      <SectionHeading id="contact-messages-heading" count={list.data?.length}>
        {messages.messagesPage.contactTitle}
      </SectionHeading>
      <div className="mt-4">
        {list.isPending ? (
          <ListSkeleton label={messages.messagesPage.loading} rowClassName="h-24 rounded-2xl" />
        ) : list.isError ? (
          <QueryError
            message={messages.messagesPage.loadFailed}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : list.data.length === 0 ? (
          <Empty Icon={Inbox} title={messages.messagesPage.emptyTitle}>
            {messages.messagesPage.empty}
          </Empty>
        ) : (
          <ul className="space-y-4">
            {list.data.map((message) => (
              <MessageCard key={message._id} message={message} />
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

function MessageCard({ message }: { message: ContactMessage }) {
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <article aria-label={messages.messagesPage.from(message.user_name)}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-bold break-words text-slate-900">{message.user_name}</p>
            <a
              href={`mailto:${message.user_email}`}
              className="text-emerald-800 underline decoration-emerald-300 underline-offset-4 [overflow-wrap:anywhere] hover:decoration-emerald-700"
            >
              {message.user_email}
            </a>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <time dateTime={message.createdAt} className="text-sm text-slate-600">
              {formatWhen(message.createdAt)}
            </time>
            <MailStatusBadge status={message.mailStatus} />
          </div>
        </div>
        <p className="mt-4 whitespace-pre-line break-words text-slate-800">{message.message}</p>
      </article>
    </li>
  )
}

/** Failed mail first (it needs someone), then waiting mail; newest first within each. */
function byUrgency(mails: readonly OutboxMail[]): OutboxMail[] {
  const failedFirst = (mail: OutboxMail) => (mail.status === 'failed' ? 0 : 1)
  return [...mails].sort((a, b) => failedFirst(a) - failedFirst(b))
}

function Outbox() {
  const outbox = useOutbox()
  const mails = useMemo(() => byUrgency(outbox.data ?? []), [outbox.data])
  const failed = mails.filter((mail) => mail.status === 'failed').length
  return (
    <section aria-labelledby="outbox-heading">
      <SectionHeading id="outbox-heading" count={outbox.data?.length}>
        {messages.messagesPage.outboxTitle}
      </SectionHeading>
      <p className="mt-2 max-w-2xl text-slate-600">
        {messages.messagesPage.outboxIntro}
        {failed > 0 && messages.messagesPage.failedCount(failed)}
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
        ) : outbox.data.length === 0 ? (
          <Empty Icon={MailCheck} title={messages.messagesPage.outboxEmptyTitle}>
            {messages.messagesPage.outboxEmpty}
          </Empty>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            {mails.map((mail) => (
              <OutboxRow key={mail._id} mail={mail} />
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

function OutboxRow({ mail }: { mail: OutboxMail }) {
  const retry = useRetryMail()
  const row = useRef<HTMLLIElement>(null)
  const attempts = messages.messagesPage.attempts(mail.attempts)

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
      tabIndex={-1}
      className="p-5 outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{mail.subject}</p>
          <p className="mt-1 text-sm text-slate-600">
            {messages.messagesPage.kindTo(mailKinds[mail.kind] ?? mail.kind)}{' '}
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
              {messages.messagesPage.lastError(mail.lastError)}
            </p>
          )}
        </div>
        <div className="flex shrink-0 items-center gap-3">
          <MailStatusBadge status={mail.status} />
          {mail.status === 'failed' && (
            <button
              type="button"
              onClick={() => void retryNow()}
              disabled={retry.isPending}
              aria-label={messages.messagesPage.retryMail(mail.subject)}
              className={buttonClass({ size: 'sm' })}
            >
              <RotateCw
                aria-hidden="true"
                className={
                  retry.isPending ? 'size-4 animate-spin motion-reduce:animate-none' : 'size-4'
                }
              />
              {retry.isPending ? messages.common.retrying : messages.common.retry}
            </button>
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
