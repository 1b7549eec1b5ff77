/**
 * Star rules. Testimonials light whole stars by the spec's bands (5 → five, 4 to under 5 → four,
 * 3 to under 4 → three, 2 to under 3 → two, otherwise one). Tour cards show five stars with
 * half-star support, rounding the rating to the nearest half.
 */
export function testimonialStars(rating: number): 1 | 2 | 3 | 4 | 5 {
  if (rating >= 5) return 5
  if (rating >= 4) return 4
  if (rating >= 3) return 3
  if (rating >= 2) return 2
  return 1
}

export type StarFill = 'full' | 'half' | 'empty'

export function starFills(rating: number, stars = 5): StarFill[] {
  const halves = Math.round(Math.min(Math.max(rating, 0), stars) * 2)
  return Array.from({ length: stars }, (_, i) => {
    const left = halves - i * 2
    if (left >= 2) return 'full'
    if (left === 1) return 'half'
    return 'empty'
  })
}
