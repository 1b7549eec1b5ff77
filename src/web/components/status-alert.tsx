/**
 * The spec's status message: red when the text ends with 'later.', green otherwise, unless the
 * caller knows the outcome and passes `tone` ('info' is a neutral blue note). A red one is
 * announced at once (role="alert"), the others politely (role="status").
 */
import { CircleAlert, CircleCheck, Info } from 'lucide-react'
import { cx } from '#web/lib/cx.ts'

export function isFailureMessage(message: string): boolean {
  return message.endsWith('later.')
}

interface StatusAlertProps {
  message: string
  tone?: 'error' | 'success' | 'info'
  className?: string
  /** False inside a live region of the caller's (LiveStatusAlert): no role of its own. */
  announce?: boolean
}

const tones = {
  error: { Icon: CircleAlert, className: 'border-red-200 bg-red-50 text-red-800' },
  success: { Icon: CircleCheck, className: 'border-emerald-200 bg-emerald-50 text-emerald-800' },
  info: { Icon: Info, className: 'border-sky-200 bg-sky-50 text-sky-900' },
}

export function StatusAlert({ message, tone, className, announce = true }: StatusAlertProps) {
  const variant = tone ?? (isFailureMessage(message) ? 'error' : 'success')
  const { Icon, className: toneClass } = tones[variant]
  return (
    <div
      role={announce ? (variant === 'error' ? 'alert' : 'status') : undefined}
      data-variant={variant}
      className={cx(
        'flex items-start gap-3 rounded-xl border px-4 py-3 text-sm font-medium',
        toneClass,
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>{message}</p>
    </div>
  )
}

/**
 * A status message in a live region that is on the page before the message arrives, so screen
 * readers read it out when it does (a region inserted together with its text often goes
 * unheard), e.g. the outcome of a dialog that just closed.
 */
export function LiveStatusAlert({
  message,
  tone,
  className,
}: Omit<StatusAlertProps, 'message' | 'announce'> & { message: string | null }) {
  return (
    <div aria-live="polite" aria-atomic="true" className={message ? className : undefined}>
      {message && <StatusAlert message={message} tone={tone} announce={false} />}
    </div>
  )
}
