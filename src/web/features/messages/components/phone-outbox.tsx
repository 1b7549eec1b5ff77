/**
 * The Messages page's phone outbox (admins, decision 051): SMS and WhatsApp messages waiting or
 * failed — the failed first — each with its kind, channel, number, attempts, next try and last
 * error; a failed one can be queued again (if its number still consents).
 */
import { MessageSquareText, RotateCw } from 'lucide-react'
import { useRef } from 'react'
import type { OutboxPhone } from '#shared/contracts/phone-messages.ts'
import { formatBdMobile } from '#shared/bd-mobile.ts'
import { formatMoment } from '#shared/dhaka-date.ts'
import { currentLocale, formatCount, messages } from '#shared/messages.ts'
import { localDigits } from '#shared/number-format.ts'
import { Button } from '#web/components/button.tsx'
import { ListSkeleton } from '#web/components/list-states.tsx'
import { QueryError } from '#web/components/query-error.tsx'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { errorMessage } from '#web/lib/error-message.ts'
import { usePhoneOutbox } from '../api/get-phone-outbox.ts'
import { useRetryPhone } from '../api/retry-phone.ts'
import { MailStatusBadge } from './mail-status-badge.tsx'

const formatWhen = (iso: string): string => formatMoment(iso, 'mediumTime')

export function PhoneOutbox() {
  const outbox = usePhoneOutbox()
  const text = messages.phoneOutbox
  const items = [...(outbox.data?.items ?? [])].sort(
    (a, b) => (a.status === 'failed' ? 0 : 1) - (b.status === 'failed' ? 0 : 1),
  )
  return (
    <section aria-labelledby="phone-outbox-heading">
      <h2
        id="phone-outbox-heading"
        className="flex items-center gap-3 text-xl font-bold text-slate-900"
      >
        {text.title}
        {outbox.data && (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-700 tabular-nums">
            {formatCount(outbox.data.items.length)}
          </span>
        )}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-600">
        {text.intro}
        {outbox.data &&
          outbox.data.failed > 0 &&
          messages.messagesPage.failedCount({ n: outbox.data.failed })}
      </p>
      <div className="mt-4">
        {outbox.isPending ? (
          <ListSkeleton label={text.loading} rows={2} rowClassName="h-24 rounded-2xl" />
        ) : outbox.isError ? (
          <QueryError
            message={text.loadFailed}
            onRetry={() => void outbox.refetch()}
            retrying={outbox.isFetching}
          />
        ) : items.length === 0 ? (
          <div className="flex items-start gap-4 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-white text-emerald-700 ring-1 ring-emerald-200">
              <MessageSquareText aria-hidden="true" className="size-6" />
            </span>
            <div>
              <p className="font-bold text-slate-900">{text.emptyTitle}</p>
              <p className="mt-1 text-slate-600">{text.empty}</p>
            </div>
          </div>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            {items.map((item) => (
              <PhoneRow key={item._id} item={item} />
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

function PhoneRow({ item }: { item: OutboxPhone }) {
  const text = messages.phoneOutbox
  const retry = useRetryPhone()
  const row = useRef<HTMLLIElement>(null)
  const kind = text.kinds[item.kind] ?? item.kind
  const to = localDigits(formatBdMobile(item.to), currentLocale())

  async function retryNow() {
    try {
      await retry.mutateAsync(item._id)
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
          <p className="text-sm text-slate-600">
            {text.kindBy({ kind, channel: text.channels[item.channel] })}{' '}
            <span className="font-semibold whitespace-nowrap text-slate-900">{to}</span>
          </p>
          <p className="mt-1 break-words text-slate-900">{item.text}</p>
          <p className="mt-1 text-sm text-slate-600">
            {messages.messagesPage.queued}{' '}
            <time dateTime={item.createdAt}>{formatWhen(item.createdAt)}</time> ·{' '}
            {messages.messagesPage.attempts({ n: item.attempts })}
            {item.status !== 'failed' && (
              <>
                {' '}
                · {messages.messagesPage.nextTry}{' '}
                <time dateTime={item.nextAttemptAt}>{formatWhen(item.nextAttemptAt)}</time>
              </>
            )}
          </p>
          {item.lastError && (
            <p className="mt-2 text-sm break-words text-red-800">
              {messages.messagesPage.lastError({ error: item.lastError })}
            </p>
          )}
        </div>
        <div className="flex shrink-0 items-center gap-3">
          <MailStatusBadge status={item.status} />
          {item.status === 'failed' && (
            <Button
              size="sm"
              onClick={() => void retryNow()}
              disabled={retry.isPending}
              aria-label={text.retry({ kind, to })}
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
      {retry.isSuccess && (
        <p role="status" className="mt-3 text-sm font-medium text-emerald-800">
          {text.queuedAgain}
        </p>
      )}
      {retry.isError && (
        <StatusAlert
          className="mt-3"
          tone="error"
          message={errorMessage(retry.error, text.retryFailed)}
        />
      )}
    </li>
  )
}
