/**
 * One contact message on the Messages page: who wrote, when, where it stands and whether it was
 * mailed on to the team; the text; its thread of replies (who, when, and whether each mail went
 * out); and what an admin can do — Reply, Mark handled or unhandled, Archive or unarchive.
 * What an action did is said through `onDone` (the page's live region), since the card may
 * leave the list it was in. A reply sent takes focus to the thread that now holds it (the form
 * and its button are gone), not to the page's start.
 */
import { Archive, ArchiveRestore, CircleCheck, CircleDot, Reply } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import type { MessageThread, MessageUpdate } from '#shared/contracts/message-threads.ts'
import { formatMoment } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { Button } from '#web/components/button.tsx'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { cx } from '#web/lib/cx.ts'
import { errorMessage } from '#web/lib/error-message.ts'
import { useUpdateMessage } from '../api/update-message.ts'
import { MailStatusBadge } from './mail-status-badge.tsx'
import { ReplyForm } from './reply-form.tsx'

const w = messages.messagesWorkflow
const formatWhen = (iso: string): string => formatMoment(iso, 'mediumTime')

const stateLooks = {
  unhandled: 'bg-amber-50 text-amber-900 ring-amber-200',
  handled: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  archived: 'bg-slate-100 text-slate-700 ring-slate-200',
} as const

export function MessageCard({
  message,
  onDone,
}: {
  message: MessageThread
  onDone: (said: string) => void
}) {
  const update = useUpdateMessage()
  const [replying, setReplying] = useState(false)
  const [pending, setPending] = useState<keyof typeof w.changed>()
  const threadId = useId()
  const thread = useRef<HTMLElement>(null)
  // Set when a reply is sent; the thread takes focus once the form is gone and the thread shows
  // (the list is reloaded before the send settles, so it usually already does).
  const focusThread = useRef(false)
  const replyCount = message.replies.length
  useEffect(() => {
    if (replying || !focusThread.current || !thread.current) return
    focusThread.current = false
    thread.current.focus()
  }, [replying, replyCount])
  const archived = message.state === 'archived'
  const handled = message.handledAt !== null

  async function change(update_: MessageUpdate, said: keyof typeof w.changed) {
    setPending(said)
    try {
      await update.mutateAsync({ id: message._id, update: update_ })
      onDone(w.changed[said])
    } catch {
      // Shown below from update.error.
    } finally {
      setPending(undefined)
    }
  }

  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <article aria-label={messages.messagesPage.from({ name: message.user_name })}>
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
          <div className="flex flex-wrap items-center gap-2">
            <time dateTime={message.createdAt} className="text-sm text-slate-600">
              {formatWhen(message.createdAt)}
            </time>
            <span
              className={cx(
                'inline-flex items-center rounded-full px-2.5 py-1 text-sm font-semibold whitespace-nowrap ring-1',
                stateLooks[message.state],
              )}
            >
              <span className="sr-only">{w.stateLabel}</span>
              {w.states[message.state]}
            </span>
            <MailStatusBadge status={message.mailStatus} />
          </div>
        </div>
        <p className="mt-4 break-words whitespace-pre-line text-slate-800">{message.message}</p>

        {message.replies.length > 0 && (
          <section
            ref={thread}
            aria-labelledby={threadId}
            tabIndex={-1}
            className="mt-5 border-l-4 border-emerald-200 pl-4 outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 focus-visible:ring-offset-4"
          >
            <h3 id={threadId} className="sr-only">
              {w.threadLabel({ name: message.user_name })}
            </h3>
            <ol className="space-y-4">
              {message.replies.map((reply) => (
                <li key={reply._id}>
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                    <span className="font-semibold text-slate-800 [overflow-wrap:anywhere]">
                      {w.repliedBy({ email: reply.authorEmail })}
                    </span>
                    <time dateTime={reply.createdAt}>{formatWhen(reply.createdAt)}</time>
                    <MailStatusBadge status={reply.mailStatus} />
                  </div>
                  <p className="mt-1 font-semibold break-words text-slate-900">{reply.subject}</p>
                  <p className="mt-1 break-words whitespace-pre-line text-slate-800">
                    {reply.body}
                  </p>
                </li>
              ))}
            </ol>
          </section>
        )}

        {replying ? (
          <ReplyForm
            message={message}
            onSent={() => {
              setReplying(false)
              focusThread.current = true
              onDone(w.replyQueued)
            }}
            onCancel={() => setReplying(false)}
          />
        ) : (
          <div className="mt-5 flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                focusThread.current = false
                setReplying(true)
              }}
            >
              <Reply aria-hidden="true" className="size-4" />
              {w.reply}
            </Button>
            {!archived && (
              <Button
                variant="secondary"
                size="sm"
                disabled={pending !== undefined}
                aria-busy={pending === 'handled' || pending === 'unhandled' || undefined}
                onClick={() =>
                  void change({ handled: !handled }, handled ? 'unhandled' : 'handled')
                }
              >
                {handled ? (
                  <CircleDot aria-hidden="true" className="size-4" />
                ) : (
                  <CircleCheck aria-hidden="true" className="size-4" />
                )}
                {handled ? w.markUnhandled : w.markHandled}
              </Button>
            )}
            <Button
              variant="secondary"
              size="sm"
              disabled={pending !== undefined}
              aria-busy={pending === 'archived' || pending === 'unarchived' || undefined}
              onClick={() =>
                void change({ archived: !archived }, archived ? 'unarchived' : 'archived')
              }
            >
              {archived ? (
                <ArchiveRestore aria-hidden="true" className="size-4" />
              ) : (
                <Archive aria-hidden="true" className="size-4" />
              )}
              {archived ? w.unarchive : w.archive}
            </Button>
          </div>
        )}
        {update.isError && (
          <StatusAlert
            className="mt-4"
            tone="error"
            message={errorMessage(update.error, w.updateFailed)}
          />
        )}
      </article>
    </li>
  )
}
