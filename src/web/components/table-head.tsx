/**
 * The header row of the dashboard's data tables: column labels as `th scope="col"`, numbers
 * right-aligned, and a visually hidden label for the actions column.
 */
import { cx } from '#web/lib/cx.ts'

export interface Column {
  label: string
  align?: 'right'
  /** Read by screen readers only (e.g. "Actions" above icon buttons). */
  srOnly?: boolean
}

export function TableHead({
  columns,
  cellClassName = 'px-4 py-3',
  className = 'bg-slate-50 text-slate-600',
}: {
  columns: Column[]
  cellClassName?: string
  className?: string
}) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column) => (
          <th
            key={column.label}
            scope="col"
            className={cx(
              cellClassName,
              !column.srOnly && 'font-semibold',
              column.align === 'right' && 'text-right',
            )}
          >
            {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
          </th>
        ))}
      </tr>
    </thead>
  )
}
