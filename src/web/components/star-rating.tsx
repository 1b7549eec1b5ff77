/**
 * A row of five stars drawn from a list of fills (full, half or empty). Callers choose the rule:
 * tour cards round to halves (starFills), testimonials light whole stars (testimonialStars).
 * The row is one image to assistive technology, named by `label`.
 */
import { currentLocale } from '#shared/messages.ts'
import { formatNumber } from '#shared/number-format.ts'
import type { StarFill } from '#shared/ratings.ts'
import { cx } from '#web/lib/cx.ts'

interface StarRatingProps {
  fills: readonly StarFill[]
  label: string
  size?: 'sm' | 'md'
  className?: string
}

/** A five-pointed star in a 24-unit box: ten points, alternating outer and inner radius. */
const STAR_POINTS = Array.from({ length: 10 }, (_, i) => {
  const radius = i % 2 === 0 ? 10.5 : 4.6
  const angle = (Math.PI / 5) * i - Math.PI / 2
  return `${(12 + radius * Math.cos(angle)).toFixed(2)},${(12.6 + radius * Math.sin(angle)).toFixed(2)}`
}).join(' ')

// One small SVG per star (a grey star under a gold one, cut to half or hidden): pages with many
// ratings (Home's testimonials) stay light to render, on the server too.
export function StarRating({ fills, label, size = 'sm', className }: StarRatingProps) {
  const iconSize = size === 'sm' ? 'size-4' : 'size-5'
  return (
    <span
      role="img"
      aria-label={label}
      className={cx('inline-flex items-center gap-0.5', className)}
    >
      {fills.map((fill, index) => (
        <svg
          key={index}
          viewBox="0 0 24 24"
          aria-hidden="true"
          className={cx('shrink-0 stroke-[1.5] [stroke-linejoin:round]', iconSize)}
        >
          <polygon points={STAR_POINTS} className="fill-none stroke-slate-300" />
          {fill !== 'empty' && (
            <polygon
              points={STAR_POINTS}
              className={cx(
                'fill-amber-400 stroke-amber-500',
                fill === 'half' && '[clip-path:inset(0_50%_0_0)]',
              )}
            />
          )}
        </svg>
      ))}
    </span>
  )
}

/** "4.5", "4", "3.7": ratings read naturally, never "4.50"; in Bangla digits on Bangla pages. */
export function formatRating(rating: number): string {
  return formatNumber(Math.round(rating * 10) / 10, currentLocale(), { maxFraction: 1 })
}
