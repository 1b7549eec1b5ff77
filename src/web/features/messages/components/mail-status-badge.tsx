/**
 * A message's or mail's delivery state as a pill: Sent (green), Waiting (amber: queued or being
 * sent), Failed (red), Not mailed (grey: no mail was queued because no recipient is set up).
 */
import { CircleAlert, CircleCheck, Clock, MailX, type LucideIcon } from 'lucide-react'
import type { ContactMessage } from '#shared/contracts/contact.ts'
import { messages } from '#shared/messages.ts'
import { cx } from '#web/lib/cx.ts'

type MailStatus = ContactMessage['mailStatus']

const looks = (): Record<
  'sent' | 'waiting' | 'failed' | 'none',
  { text: string; Icon: LucideIcon; className: string }
> => ({
  sent: {
    text: messages.mailStatus.sent,
    Icon: CircleCheck,
    className: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  },
  waiting: {
    text: messages.mailStatus.waiting,
    Icon: Clock,
    className: 'bg-amber-50 text-amber-900 ring-amber-200',
  },
  failed: {
    text: messages.mailStatus.failed,
    Icon: CircleAlert,
    className: 'bg-red-50 text-red-800 ring-red-200',
  },
  none: {
    text: messages.mailStatus.none,
    Icon: MailX,
    className: 'bg-slate-100 text-slate-700 ring-slate-200',
  },
})

export function mailStatusLook(status: MailStatus) {
  if (status === 'sent') return looks().sent
  if (status === 'failed') return looks().failed
  if (status === 'pending' || status === 'sending') return looks().waiting
  return looks().none
}

export function MailStatusBadge({ status, className }: { status: MailStatus; className?: string }) {
  const { text, Icon, className: look } = mailStatusLook(status)
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-sm font-semibold whitespace-nowrap ring-1',
        look,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      <span>
        <span className="sr-only">{messages.mailStatus.label}</span>
        {text}
      </span>
    </span>
  )
}
