/**
 * The spec's status message: red when the text ends with 'later.', green otherwise. A red one is
 * announced at once (role="alert"), a green one politely (role="status").
 */
import { CircleAlert, CircleCheck } from 'lucide-react'
import { cx } from '#web/lib/cx.ts'

export function isFailureMessage(message: string): boolean {
  return message.endsWith('later.')
}

interface StatusAlertProps {
  message: string
  className?: string
}

export function StatusAlert({ message, className }: StatusAlertProps) {
  const failure = isFailureMessage(message)
  const Icon = failure ? CircleAlert : CircleCheck
  return (
    <div
      role={failure ? 'alert' : 'status'}
      data-variant={failure ? 'error' : 'success'}
      className={cx(
        'flex items-start gap-3 rounded-xl border px-4 py-3 text-sm font-medium',
        failure
          ? 'border-red-200 bg-red-50 text-red-800'
          : 'border-emerald-200 bg-emerald-50 text-emerald-800',
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>{message}</p>
    </div>
  )
}
