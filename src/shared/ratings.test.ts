import { describe, expect, it } from 'vitest'
import { starFills, testimonialStars } from './ratings.ts'

describe('testimonialStars (the spec band rule)', () => {
  it.each([
    [5, 5],
    [4, 4],
    [4.99, 4],
    [3, 3],
    [3.5, 3],
    [2, 2],
    [2.9, 2],
    [1.9, 1],
    [1, 1],
    [0, 1],
  ])('rating %s highlights %s stars', (rating, stars) => {
    expect(testimonialStars(rating)).toBe(stars)
  })
})

describe('starFills (five stars with halves)', () => {
  it('shows a half star for x.5', () => {
    expect(starFills(4.5)).toEqual(['full', 'full', 'full', 'full', 'half'])
  })
  it('rounds to the nearest half', () => {
    expect(starFills(3.7)).toEqual(['full', 'full', 'full', 'half', 'empty'])
    expect(starFills(3.8)).toEqual(['full', 'full', 'full', 'full', 'empty'])
    expect(starFills(4.2)).toEqual(['full', 'full', 'full', 'full', 'empty'])
  })
  it('clamps out-of-range ratings', () => {
    expect(starFills(7)).toEqual(Array(5).fill('full'))
    expect(starFills(-1)).toEqual(Array(5).fill('empty'))
  })
})
