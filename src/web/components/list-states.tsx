/** The loading skeleton and the empty state the dashboard's lists share. */
import { cx } from '#web/lib/cx.ts'
import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

export function ListSkeleton({
  label,
  rows = 3,
  rowClassName = 'h-16 rounded-xl',
}: {
  label: string
  rows?: number
  /** Height and corners of each placeholder row, to match the list it stands in for. */
  rowClassName?: string
}) {
  return (
    <div aria-busy="true" className="space-y-3">
      <span role="status" className="sr-only">
        {label}
      </span>
      {Array.from({ length: rows }, (_, i) => (
        <div
          key={i}
          aria-hidden="true"
          className={cx(rowClassName, 'bg-slate-100 motion-safe:animate-pulse')}
        />
      ))}
    </div>
  )
}

export function EmptyState({
  Icon,
  title,
  children,
}: {
  Icon: LucideIcon
  title: string
  children?: ReactNode
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-white text-emerald-700 ring-1 ring-emerald-200">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h2 className="mt-4 text-lg font-bold text-slate-900">{title}</h2>
      {children && <div className="mt-2 max-w-md text-slate-600">{children}</div>}
    </div>
  )
}
