/**
 * The round buttons beside a row of an ordered list an admin edits (a plan's pictures, its
 * itinerary's days, its pickup points): move up, move down, remove, each named for its row; and
 * where focus goes after one is used, so a keyboard user stays on the row they moved, or on the
 * next row's remove button after a removal.
 */
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react'
import { IconButton } from './button.tsx'

type RowAction = 'up' | 'down' | 'remove'

export function RowActions({
  index,
  count,
  labels,
  onMove,
  onRemove,
  className = 'flex gap-2 sm:flex-col',
}: {
  index: number
  count: number
  /** Each button's name for this row ('Move day 2 up'). */
  labels: Record<RowAction, string>
  onMove: (step: -1 | 1) => void
  onRemove: () => void
  className?: string
}) {
  return (
    <div className={className}>
      <IconButton action="up" label={labels.up} disabled={index === 0} onClick={() => onMove(-1)}>
        <ArrowUp aria-hidden="true" className="size-5" />
      </IconButton>
      <IconButton
        action="down"
        label={labels.down}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden="true" className="size-5" />
      </IconButton>
      <IconButton action="remove" label={labels.remove} onClick={onRemove}>
        <Trash2 aria-hidden="true" className="size-5" />
      </IconButton>
    </div>
  )
}

/**
 * After the next paint, focuses `action`'s button in `row` (a moved row's own button), or, when
 * it is disabled now (the row reached an end), the row's first enabled one.
 */
export function focusRowAction(row: () => Element | null | undefined, action: RowAction) {
  requestAnimationFrame(() => {
    const element = row()
    const button = (name: RowAction) =>
      element?.querySelector<HTMLButtonElement>(`[data-action="${name}"]`)
    const wanted = button(action)
    const target =
      wanted && !wanted.disabled
        ? wanted
        : (['up', 'down', 'remove'] as const).map(button).find((b) => b && !b.disabled)
    target?.focus()
  })
}
