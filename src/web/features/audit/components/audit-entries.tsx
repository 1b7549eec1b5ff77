/**
 * The log's entries, newest first: a table on wide screens (caption, column headers) and a card
 * per entry on narrower ones, where five columns would not fit. Each shows when (Dhaka time),
 * who (an email, or "System" for the payment provider and scheduled jobs), the action, the
 * subject (linked where an admin page shows it, with a button that filters the log to it) and
 * the change.
 */
import { ListFilter } from 'lucide-react'
import { Fragment } from 'react'
import { Link } from 'react-router'
import type { AuditEntry } from '#shared/contracts/audit.ts'
import { messages } from '#shared/messages.ts'
import { TableHead, type Column } from '#web/components/table-head.tsx'
import { AcceptHeldPayment } from './accept-held-payment.tsx'
import { actionLabel, formatWhen, subjectHref, subjectName } from '../lib/format.ts'
import { ChangeList } from './change-list.tsx'

const t = messages.audit

interface AuditEntriesProps {
  entries: AuditEntry[]
  /** The subject the log is filtered to now: its entries need no filter button. */
  currentSubject?: string
  onOnlySubject: (subjectId: string) => void
}

const cell = 'px-3 py-3'
const cardLabel = 'text-xs font-semibold tracking-wide text-slate-600 uppercase'

const columns = (): Column[] => [
  { label: t.when },
  { label: t.who },
  { label: t.action },
  { label: t.subject },
  { label: t.change },
]

export function AuditEntries({ entries, currentSubject, onOnlySubject }: AuditEntriesProps) {
  const subject = (entry: AuditEntry) => (
    <Subject
      entry={entry}
      filterable={entry.subjectId !== currentSubject}
      onOnlySubject={onOnlySubject}
    />
  )
  return (
    <>
      <ul className="space-y-4 xl:hidden">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <article aria-label={`${actionLabel(entry.action)}, ${formatWhen(entry.at)}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <Action action={entry.action} />
                <When at={entry.at} />
              </div>
              {/* Labels above their values: an email or a long value gets the card's width. */}
              <dl className="mt-3 space-y-3 text-sm">
                <div>
                  <dt className={cardLabel}>{t.who}</dt>
                  <dd className="mt-0.5">
                    <Actor email={entry.actorEmail} />
                  </dd>
                </div>
                <div>
                  <dt className={cardLabel}>{t.subject}</dt>
                  <dd className="mt-0.5">{subject(entry)}</dd>
                </div>
                <div>
                  <dt className={cardLabel}>{t.change}</dt>
                  <dd className="mt-1">
                    <ChangeList entry={entry} />
                    <HeldPayment entry={entry} />
                  </dd>
                </div>
              </dl>
            </article>
          </li>
        ))}
      </ul>

      <div className="hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 xl:block">
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">{t.caption}</caption>
          {/* Fixed widths for the short columns(); the change takes the rest and wraps inside it. */}
          <colgroup>
            <col className="w-36" />
            <col className="w-40" />
            <col className="w-32" />
            <col className="w-36" />
            <col />
          </colgroup>
          <TableHead
            columns={columns()}
            cellClassName={cell}
            className="bg-slate-50 text-slate-600"
          />
          <tbody className="divide-y divide-slate-100 align-top">
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td className={cell}>
                  <When at={entry.at} />
                </td>
                <td className={cell}>
                  <Actor email={entry.actorEmail} />
                </td>
                <td className={cell}>
                  <Action action={entry.action} />
                </td>
                <td className={cell}>{subject(entry)}</td>
                <td className={cell}>
                  <ChangeList entry={entry} />
                  <HeldPayment entry={entry} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

function When({ at }: { at: string }) {
  return (
    <time dateTime={at} className="text-sm whitespace-nowrap text-slate-700 tabular-nums">
      {formatWhen(at)}
    </time>
  )
}

/**
 * Text that may wrap where a reader expects it — after an "@", before a ".", as in an email
 * address or an action name — and, failing that, anywhere rather than overflow.
 */
function Breakable({ text }: { text: string }) {
  const parts = text.split(/(?<=@)|(?=\.)/)
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  )
}

/** A payment to check by hand, on an order: it may be one the gateway held, to accept. */
function HeldPayment({ entry }: { entry: AuditEntry }) {
  const intentId = (entry.after as { intentId?: unknown } | null)?.intentId
  if (entry.action !== 'payment.unreconciled' || entry.subjectType !== 'order') return null
  if (typeof intentId !== 'string') return null
  return <AcceptHeldPayment orderId={entry.subjectId} paymentIntentId={intentId} />
}

function Actor({ email }: { email: string | null }) {
  if (!email) return <span className="text-slate-600 italic">{t.system}</span>
  return (
    <span className="[overflow-wrap:anywhere] text-slate-900">
      <Breakable text={email} />
    </span>
  )
}

function Action({ action }: { action: string }) {
  const label = actionLabel(action)
  return (
    <span className="block">
      <span className="font-semibold text-slate-900">{label}</span>
      {/* The raw name too: it is what the API's action filter takes. */}
      {label !== action && (
        <span className="block font-mono text-xs text-slate-500 [overflow-wrap:anywhere]">
          <Breakable text={action} />
        </span>
      )}
    </span>
  )
}

function Subject({
  entry,
  filterable,
  onOnlySubject,
}: {
  entry: AuditEntry
  filterable: boolean
  onOnlySubject: (subjectId: string) => void
}) {
  const name = subjectName(entry)
  const href = subjectHref(entry)
  return (
    <span className="flex items-center gap-2">
      {href ? (
        <Link
          to={href}
          title={entry.subjectId}
          className="min-w-0 font-medium text-emerald-800 underline decoration-emerald-300 underline-offset-4 hover:decoration-emerald-700"
        >
          {name}
        </Link>
      ) : (
        <span title={entry.subjectId} className="min-w-0 font-medium text-slate-900">
          {name}
        </span>
      )}
      {filterable && (
        <button
          type="button"
          onClick={() => onOnlySubject(entry.subjectId)}
          aria-label={t.onlySubject({ subject: name })}
          title={t.onlySubject({ subject: name })}
          className="grid size-8 shrink-0 place-items-center rounded-full text-slate-600 ring-1 ring-slate-300 transition hover:bg-emerald-50 hover:text-emerald-800 focus-visible:ring-2 focus-visible:ring-emerald-700 focus-visible:outline-none"
        >
          <ListFilter aria-hidden="true" className="size-4" />
        </button>
      )}
    </span>
  )
}
