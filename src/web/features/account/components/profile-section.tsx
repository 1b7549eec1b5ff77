/** One section of the Profile page: a card with its h2; the danger one is outlined in red. */
import { useId, type ReactNode } from 'react'
import { cx } from '#web/lib/cx.ts'

export function ProfileSection({
  title,
  danger = false,
  children,
}: {
  title: string
  danger?: boolean
  children: ReactNode
}) {
  const id = useId()
  return (
    <section
      aria-labelledby={id}
      className={cx(
        'rounded-2xl bg-white p-6 shadow-sm ring-1 sm:p-8',
        danger ? 'ring-red-200' : 'ring-slate-200',
      )}
    >
      <h2
        id={id}
        className={cx(
          'text-xl font-bold tracking-tight',
          danger ? 'text-red-800' : 'text-slate-900',
        )}
      >
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  )
}
