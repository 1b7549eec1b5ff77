/**
 * A one-thumb slider (WAI-ARIA's slider pattern): the thumb is the focusable `role="slider"`
 * with its value, range and spoken text; arrows move it a step, Page Up/Down and Shift+arrows ten
 * steps, Home/End to the ends; a press anywhere on the track jumps there and a drag follows the
 * pointer (mouse, pen or touch). Values snap to `step` from `min` and stay within [min, max].
 *
 * Ours rather than a library's: the one it replaces found its thumb through a registry filled by
 * an effect, which only worked with React's order of effects and refs (decision 029).
 */
import { useRef, type KeyboardEvent, type PointerEvent } from 'react'
import { cx } from '#web/lib/cx.ts'

/** The thumb's width in pixels (Tailwind's size-6): it stays inside the track at both ends. */
const THUMB_PX = 24

interface RangeSliderProps {
  min: number
  max: number
  step: number
  value: number
  onValueChange: (value: number) => void
  /** The thumb's accessible name. */
  label: string
  /** What a screen reader says for the value (e.g. "Up to $300"). */
  valueText: string
  disabled?: boolean
  className?: string
}

export function RangeSlider({
  min,
  max,
  step,
  value,
  onValueChange,
  label,
  valueText,
  disabled = false,
  className,
}: RangeSliderProps) {
  const rootRef = useRef<HTMLSpanElement>(null)
  const thumbRef = useRef<HTMLSpanElement>(null)
  const span = max - min
  const fraction = span > 0 ? Math.min(1, Math.max(0, (value - min) / span)) : 0

  function settle(raw: number): number {
    const snapped = Math.round((raw - min) / step) * step + min
    return Math.min(max, Math.max(min, snapped))
  }

  function change(raw: number) {
    const next = settle(raw)
    if (next !== value) onValueChange(next)
  }

  function onKeyDown(event: KeyboardEvent<HTMLSpanElement>) {
    if (disabled) return
    const big = event.shiftKey ? 10 : 1
    const moves: Record<string, () => number> = {
      ArrowRight: () => value + step * big,
      ArrowUp: () => value + step * big,
      ArrowLeft: () => value - step * big,
      ArrowDown: () => value - step * big,
      PageUp: () => value + step * 10,
      PageDown: () => value - step * 10,
      Home: () => min,
      End: () => max,
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    change(move())
  }

  function fromPointer(event: PointerEvent<HTMLSpanElement>) {
    const box = rootRef.current?.getBoundingClientRect()
    if (!box || box.width <= THUMB_PX) return
    const at = (event.clientX - box.left - THUMB_PX / 2) / (box.width - THUMB_PX)
    change(min + Math.min(1, Math.max(0, at)) * span)
  }

  function onPointerDown(event: PointerEvent<HTMLSpanElement>) {
    if (disabled || (event.pointerType === 'mouse' && event.button !== 0)) return
    event.preventDefault()
    event.currentTarget.setPointerCapture(event.pointerId)
    thumbRef.current?.focus()
    fromPointer(event)
  }

  function onPointerMove(event: PointerEvent<HTMLSpanElement>) {
    if (event.currentTarget.hasPointerCapture(event.pointerId)) fromPointer(event)
  }

  return (
    <span
      ref={rootRef}
      data-orientation="horizontal"
      data-disabled={disabled ? '' : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      className={cx(
        'relative flex h-6 w-full touch-none items-center select-none data-[disabled]:opacity-50',
        className,
      )}
    >
      <span className="relative h-2 grow overflow-hidden rounded-full bg-slate-200">
        <span
          className="absolute inset-y-0 left-0 rounded-full bg-emerald-600"
          style={{ width: `${fraction * 100}%` }}
        />
      </span>
      <span
        ref={thumbRef}
        role="slider"
        tabIndex={disabled ? -1 : 0}
        aria-label={label}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={valueText}
        aria-orientation="horizontal"
        aria-disabled={disabled || undefined}
        onKeyDown={onKeyDown}
        style={{ left: `calc(${fraction * 100}% - ${fraction * THUMB_PX}px)` }}
        className="absolute block size-6 cursor-grab rounded-full border-2 border-emerald-700 bg-white shadow-md transition-transform hover:scale-110 active:cursor-grabbing motion-reduce:transition-none"
      />
    </span>
  )
}
