/**
 * A form's main button. While `busy` it is disabled and shows a spinner; its name stays the same,
 * so assistive technology does not announce a different control mid-action.
 */
import type { ComponentProps } from 'react'
import { cx } from '#web/lib/cx.ts'

interface SubmitButtonProps extends Omit<ComponentProps<'button'>, 'type'> {
  busy?: boolean
}

export function SubmitButton({
  busy = false,
  disabled,
  className,
  children,
  ...rest
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={busy || disabled}
      className={cx(
        'inline-flex items-center justify-center gap-2 rounded-full bg-emerald-700 px-7 py-3 font-bold text-white shadow-sm transition hover:bg-emerald-800 disabled:cursor-wait disabled:bg-emerald-700/70',
        className,
      )}
      {...rest}
    >
      {busy && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none"
        />
      )}
      {children}
    </button>
  )
}
