/**
 * TextField's sibling for longer text: a labelled textarea whose error (or else hint) is tied to
 * it through aria-describedby and aria-invalid. Spread react-hook-form's `register()` in.
 */
import { CircleAlert } from 'lucide-react'
import { useId, type ComponentProps } from 'react'
import { cx } from '#web/lib/cx.ts'

interface TextareaFieldProps extends Omit<ComponentProps<'textarea'>, 'id' | 'className'> {
  label: string
  hint?: string
  error?: string
  className?: string
}

export function TextareaField({ label, hint, error, className, ...textarea }: TextareaFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const showHint = Boolean(hint) && !error
  const describedBy = error ? errorId : showHint ? hintId : undefined

  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(
          'mt-2 block w-full rounded-xl border-0 bg-white px-4 py-3 text-slate-900 shadow-sm ring-1 placeholder:text-slate-500 focus:ring-2 focus:outline-none',
          error ? 'ring-red-500 focus:ring-red-600' : 'ring-slate-300 focus:ring-emerald-700',
        )}
        {...textarea}
      />
      {error && (
        <p id={errorId} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
      {showHint && (
        <p id={hintId} className="mt-2 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  )
}
