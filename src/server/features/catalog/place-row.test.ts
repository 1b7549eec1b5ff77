import { describe, expect, it } from 'vitest'
import { displayedFigures } from './place-row.ts'

const plan = { reviewCount: 10, rating: 4, verifiedReviewCount: 0, verifiedRatingSum: 0 }

describe('displayedFigures', () => {
  it("keeps the plan's starting figures while it has no verified reviews", () => {
    expect(displayedFigures(plan)).toEqual({ review: 10, rating: 4, verifiedReview: 0 })
    // float4 as the database returns 4.7
    expect(displayedFigures({ ...plan, rating: 4.699999809 })).toEqual({
      review: 10,
      rating: 4.7,
      verifiedReview: 0,
    })
  })

  it('weighs the starting rating by its count, to one decimal', () => {
    // (4 × 10 + 5) / 11 = 4.09…
    expect(displayedFigures({ ...plan, verifiedReviewCount: 1, verifiedRatingSum: 5 })).toEqual({
      review: 11,
      rating: 4.1,
      verifiedReview: 1,
    })
    // (4.7 × 3 + 1 + 2) / 5 = 3.42
    expect(
      displayedFigures({
        reviewCount: 3,
        rating: 4.699999809,
        verifiedReviewCount: 2,
        verifiedRatingSum: 3,
      }),
    ).toEqual({ review: 5, rating: 3.4, verifiedReview: 2 })
  })

  it('is the verified average alone when the plan started with no reviews', () => {
    expect(
      displayedFigures({
        reviewCount: 0,
        rating: 0,
        verifiedReviewCount: 4,
        verifiedRatingSum: 17,
      }),
    ).toEqual({ review: 4, rating: 4.3, verifiedReview: 4 })
  })
})
