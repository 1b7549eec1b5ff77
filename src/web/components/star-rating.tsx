/**
 * A row of five stars drawn from a list of fills (full, half or empty). Callers choose the rule:
 * tour cards round to halves (starFills), testimonials light whole stars (testimonialStars).
 * The row is one image to assistive technology, named by `label`.
 */
import { Star } from 'lucide-react'
import type { StarFill } from '#shared/ratings.ts'
import { cx } from '#web/lib/cx.ts'

interface StarRatingProps {
  fills: readonly StarFill[]
  label: string
  size?: 'sm' | 'md'
  className?: string
}

export function StarRating({ fills, label, size = 'sm', className }: StarRatingProps) {
  const iconSize = size === 'sm' ? 'size-4' : 'size-5'
  return (
    <span
      role="img"
      aria-label={label}
      className={cx('inline-flex items-center gap-0.5', className)}
    >
      {fills.map((fill, index) => (
        <span key={index} className={cx('relative inline-block', iconSize)}>
          <Star
            aria-hidden="true"
            className={cx('absolute inset-0 text-slate-300', iconSize)}
            strokeWidth={1.5}
          />
          {fill !== 'empty' && (
            <span
              className={cx(
                'absolute inset-y-0 left-0 overflow-hidden',
                fill === 'half' ? 'w-1/2' : 'w-full',
              )}
            >
              <Star
                aria-hidden="true"
                className={cx('fill-amber-400 text-amber-500', iconSize)}
                strokeWidth={1.5}
              />
            </span>
          )}
        </span>
      ))}
    </span>
  )
}

/** "4.5", "4", "3.7": ratings read naturally, never "4.50". */
export function formatRating(rating: number): string {
  return String(Math.round(rating * 10) / 10)
}
