/**
 * The site's one button look, for buttons and for links that act as buttons: emerald for the
 * main action of a page or form, crimson for the calls to book and explore (the spec's accent),
 * red for what cannot be undone.
 * `buttonClass` styles a Link or an <a>; `Button` is a <button> that can show it is busy (it
 * stays focusable and keeps its name, so a screen reader does not hear a new control).
 */
import type { ComponentProps } from 'react'
import { cx } from '#web/lib/cx.ts'

export type ButtonVariant = 'primary' | 'accent' | 'danger'
export type ButtonSize = 'sm' | 'md' | 'lg'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-emerald-700 hover:bg-emerald-800 disabled:bg-emerald-700/70',
  accent: 'bg-crimson hover:bg-crimson-dark disabled:bg-crimson/70',
  danger: 'bg-red-700 hover:bg-red-800 disabled:opacity-80',
}

const sizes: Record<ButtonSize, string> = {
  sm: 'gap-1.5 px-4 py-2 text-sm font-semibold',
  md: 'gap-2 px-5 py-2.5 font-semibold',
  lg: 'gap-2 px-7 py-3 font-bold',
}

export function buttonClass(
  { variant = 'primary', size = 'md' }: { variant?: ButtonVariant; size?: ButtonSize } = {},
  ...extra: Array<string | false | null | undefined>
): string {
  return cx(
    'inline-flex items-center justify-center rounded-full text-white shadow-sm transition disabled:cursor-wait',
    variants[variant],
    sizes[size],
    ...extra,
  )
}

interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Shows a spinner and marks the button busy; a submit button is also disabled meanwhile. */
  busy?: boolean
}

export function Button({
  variant,
  size,
  busy = false,
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || (busy && type === 'submit')}
      aria-busy={busy || undefined}
      className={buttonClass({ variant, size }, busy && 'cursor-wait opacity-80', className)}
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
