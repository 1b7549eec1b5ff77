/**
 * Test factories: each inserts one row with unique values (overridable) through the same insert
 * functions the demo seed uses, and returns it.
 */
import type { Db } from '#server/db/client.ts'
import { insertDivision, insertPlace, insertReview } from '#server/db/seed/insert.ts'
import type { DemoDivision, DemoPlace, DemoReview } from '#server/db/seed/demo-types.ts'

let sequence = 0
const next = () => ++sequence + Math.floor(Math.random() * 1000) * 1000

export function createDivision(db: Db, overrides: Partial<DemoDivision> = {}) {
  const n = next()
  return insertDivision(db, {
    id: n,
    divisionName: `Division ${n}`,
    image: `/images/divisions/test-${n}.svg`,
    imageAlt: `Test division ${n}`,
    ...overrides,
  })
}

export function createPlace(db: Db, overrides: Partial<DemoPlace> & { divisionId: number }) {
  const n = next()
  return insertPlace(db, {
    placeId: 100_000 + n,
    placeName: `Place ${n}`,
    description: `A test place number ${n}.`,
    price: 100,
    durationDays: 2,
    rating: 4.5,
    reviewCount: 10,
    image: `/images/places/test-${n}.svg`,
    imageAlt: `Test place ${n}`,
    ...overrides,
  })
}

export function createReview(db: Db, overrides: Partial<DemoReview & { createdAt: Date }> = {}) {
  const n = next()
  return insertReview(db, {
    name: `Reviewer ${n}`,
    email: `reviewer${n}@example.com`,
    description: `Review number ${n}.`,
    rating: 5,
    ...overrides,
  })
}
