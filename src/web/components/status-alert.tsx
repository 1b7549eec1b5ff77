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
}

const tones = {
  error: { Icon: CircleAlert, className: 'border-red-200 bg-red-50 text-red-800' },
  success: { Icon: CircleCheck, className: 'border-emerald-200 bg-emerald-50 text-emerald-800' },
  info: { Icon: Info, className: 'border-sky-200 bg-sky-50 text-sky-900' },
}

export function StatusAlert({ message, tone, className }: StatusAlertProps) {
  const variant = tone ?? (isFailureMessage(message) ? 'error' : 'success')
  const { Icon, className: toneClass } = tones[variant]
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
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
