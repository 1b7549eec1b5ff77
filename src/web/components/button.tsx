/**
 * The site's one button look, for buttons and for links that act as buttons. Filled: emerald for
 * the main action of a page or form, crimson for the calls to book and explore (the spec's
 * accent), red for what cannot be undone. Outlined on white: emerald for a second action beside
 * them or a row's own action (Load more, Clear filters, Receipt), slate for stepping back (Cancel,
 * Close, Keep it), red for a row's way to something that cannot be undone (it asks first).
 * `buttonClass` styles a Link or an <a>; `Button` is a <button> that can show it is busy (it
 * stays focusable and keeps its name, so a screen reader does not hear a new control).
 *
 * Tailwind's stylesheet, not the order they are written in, decides between two classes of one
 * property, so an extra class wins only where the look sets nothing of its kind (`mt-6`,
 * `w-full`, `text-lg` on md or lg) or, for padding and gaps, when it is larger (`px-6`, `py-3`):
 * a smaller button is a size of its own here, never an override.
 */
import type { ComponentProps, ReactNode } from 'react'
import { cx } from '#web/lib/cx.ts'

export type ButtonVariant =
  'primary' | 'accent' | 'danger' | 'outline' | 'secondary' | 'danger-outline'
export type ButtonSize = 'xs' | 'sm' | 'md' | 'lg'

const onColour = 'border-white/40 border-t-white'

const variants: Record<ButtonVariant, { look: string; spinner: string }> = {
  primary: {
    look: 'bg-emerald-700 text-white hover:bg-emerald-800 disabled:bg-emerald-700/70',
    spinner: onColour,
  },
  accent: {
    look: 'bg-crimson text-white hover:bg-crimson-dark disabled:bg-crimson/70',
    spinner: onColour,
  },
  danger: { look: 'bg-red-700 text-white hover:bg-red-800 disabled:opacity-80', spinner: onColour },
  outline: {
    look: 'bg-white text-emerald-800 ring-1 ring-emerald-700 hover:bg-emerald-50 disabled:opacity-70',
    spinner: 'border-emerald-200 border-t-emerald-700',
  },
  secondary: {
    look: 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-60',
    spinner: 'border-slate-200 border-t-slate-700',
  },
  'danger-outline': {
    look: 'bg-white text-red-700 ring-1 ring-red-300 hover:bg-red-50 disabled:opacity-60',
    spinner: 'border-red-200 border-t-red-700',
  },
}

const sizes: Record<ButtonSize, string> = {
  xs: 'gap-1.5 px-3 py-2 text-sm font-semibold',
  sm: 'gap-1.5 px-4 py-2 text-sm font-semibold',
  md: 'gap-2 px-5 py-2.5 font-semibold',
  lg: 'gap-2 px-7 py-3 font-bold',
}

interface Look {
  variant?: ButtonVariant
  size?: ButtonSize
}

export function buttonClass(
  { variant = 'primary', size = 'md' }: Look = {},
  ...extra: Array<string | false | null | undefined>
): string {
  return cx(
    'inline-flex items-center justify-center rounded-full shadow-sm transition disabled:cursor-wait',
    variants[variant].look,
    sizes[size],
    ...extra,
  )
}

/**
 * The spinner `busy` shows, in the variant's colours; on its own for a button that spins without
 * being marked busy (one whose label already says what it is doing, or that takes an icon's place).
 */
export function ButtonSpinner({ variant = 'primary' }: { variant?: ButtonVariant }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'size-4 shrink-0 animate-spin rounded-full border-2 motion-reduce:animate-none',
        variants[variant].spinner,
      )}
    />
  )
}

interface ButtonProps extends ComponentProps<'button'>, Look {
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
      {busy && <ButtonSpinner variant={variant} />}
      {children}
    </button>
  )
}

/**
 * A quiet action inside a sentence or under a list (Join the waiting list, More dates): an
 * underlined word, not a pill.
 */
export const textButtonClass =
  'text-sm font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-950'

/**
 * A round button that shows only an icon (move up, move down, remove a row): its name is the
 * label, read out and shown as a tooltip. `action` marks it for the row's own code to find, to
 * put focus back on it after the row moved.
 */
export function IconButton({
  label,
  action,
  disabled = false,
  onClick,
  children,
}: {
  label: string
  action?: string
  disabled?: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      data-action={action}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="grid size-10 shrink-0 place-items-center rounded-full bg-white text-slate-800 ring-1 ring-slate-300 transition hover:bg-slate-100 focus-visible:ring-4 focus-visible:ring-emerald-700 focus-visible:outline-none disabled:opacity-40"
    >
      {children}
    </button>
  )
}
