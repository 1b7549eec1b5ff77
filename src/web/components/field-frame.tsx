/**
 * What every labelled form control shares: the label, the error (or else the hint) tied to the
 * control through aria-describedby, and the control's look. TextField and TextareaField wrap an
 * input or a textarea in it.
 */
import { CircleAlert } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { cx } from '#web/lib/cx.ts'

export interface FieldProps {
  label: string
  hint?: string
  error?: string
  className?: string
}

/** Ids and ARIA attributes for one control; spread `controlProps` onto it. */
export function useField({ hint, error }: Pick<FieldProps, 'hint' | 'error'>) {
  const id = useId()
  // The error replaces the hint: it usually restates the same rule, now broken.
  const showHint = Boolean(hint) && !error
  const describedBy = error ? `${id}-error` : showHint ? `${id}-hint` : undefined
  return {
    id,
    showHint,
    controlProps: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
      className: cx(
        'mt-2 block w-full rounded-xl border-0 bg-white px-4 py-3 text-slate-900 shadow-sm ring-1 placeholder:text-slate-500 focus:ring-2 focus:outline-none',
        error ? 'ring-red-500 focus:ring-red-600' : 'ring-slate-300 focus:ring-emerald-700',
      ),
    },
  }
}

export function FieldFrame({
  field,
  label,
  hint,
  error,
  className,
  children,
}: FieldProps & { field: ReturnType<typeof useField>; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={field.id} className="block font-semibold text-slate-800">
        {label}
      </label>
      {children}
      {error && (
        <p
          id={`${field.id}-error`}
          className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-700"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
      {field.showHint && (
        <p id={`${field.id}-hint`} className="mt-2 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  )
}
