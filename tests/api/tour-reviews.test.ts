/**
 * Verified tour reviews (issue 15, item 7) against a real database: only a traveller whose paid,
 * not cancelled departure has passed may review a tour, once (20 concurrent posts: one lands);
 * the tour's figures everywhere fold the visible reviews in and fold a hidden one back out; the
 * list pages by cursor; hostile text stays text; moderation is for admins and audited. The
 * "clock" is a departure dated in the past, inserted by the factory.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Place } from '#shared/contracts/catalog.ts'
import type {
  ModeratedTourReview,
  MyTourReview,
  TourReview,
  TourReviewsModerationPage,
  TourReviewsPage,
} from '#shared/contracts/tour-reviews.ts'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { auditLog, places } from '#server/db/schema/index.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { createOrder } from '#tests/factories/orders.ts'
import {
  createAccount,
  ORIGIN,
  randomIp,
  uniqueEmail,
  type TestAccount,
} from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

const ADMIN_EMAIL = uniqueEmail('admin')
let t: TestApp
let admin: TestAccount
let divisionId: number

beforeAll(async () => {
  t = await createTestApp({ config: { adminEmails: [ADMIN_EMAIL] } })
  admin = await createAccount(t, { email: ADMIN_EMAIL, name: 'Site Admin' })
  divisionId = (await createDivision(t.database.db)).id
})
afterAll(() => t.close())

type Account = TestAccount & { id: string }

function send(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  who?: TestAccount,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    payload,
    remoteAddress: randomIp(),
    headers: { origin: ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
  })
}

const newTour = (overrides: { rating?: number; reviewCount?: number } = {}) =>
  createPlace(t.database.db, { divisionId, rating: 4, reviewCount: 10, ...overrides })

let daysBack = 0
/** A departure of `tourId` dated in the past (each call its own day) or in the future. */
function departure(tourId: string, when: 'past' | 'future' = 'past') {
  daysBack += 1
  return createDeparture(t.database.db, {
    tourId,
    date: addDays(dhakaToday(), when === 'past' ? -daysBack : 400 + daysBack),
  })
}

/** A customer with a booking of `tourId`: paid and travelled unless told otherwise. */
async function traveller(
  tourId: string,
  {
    when = 'past',
    paid = true,
    cancelled = false,
    name = 'Farhana Rahman',
  }: { when?: 'past' | 'future'; paid?: boolean; cancelled?: boolean; name?: string } = {},
): Promise<Account> {
  const account = await createAccount(t, { name })
  await book(account, tourId, { when, paid, cancelled })
  return account
}

async function book(
  account: Account,
  tourId: string,
  options: { when?: 'past' | 'future'; paid?: boolean; cancelled?: boolean } = {},
) {
  const run = await departure(tourId, options.when)
  return createOrder(t.database.db, {
    user: account,
    tourId,
    departure: run,
    paid: options.paid ?? true,
    cancelled: options.cancelled ?? false,
  })
}

const review = (tourId: string, who: TestAccount, body: object = { rating: 5, text: 'Lovely.' }) =>
  send('POST', `/api/places/${tourId}/reviews`, who, body)

const mine = async (tourId: string, who: TestAccount): Promise<MyTourReview> => {
  const response = await send('GET', `/api/places/${tourId}/reviews/mine`, who)
  expect(response.statusCode).toBe(200)
  return response.json()
}

const place = async (tourId: string): Promise<Place> =>
  (await send('GET', `/api/places/${tourId}`)).json()
const listed = async (tourId: string): Promise<Place> =>
  ((await send('GET', '/api/places')).json() as Place[]).find((p) => p._id === tourId)!
const page = async (tourId: string, query = ''): Promise<TourReviewsPage> => {
  const response = await send('GET', `/api/places/${tourId}/reviews${query}`)
  expect(response.statusCode).toBe(200)
  return response.json()
}

describe('who may review', () => {
  it('a traveller whose paid departure has passed: 201, named from the account', async () => {
    const tour = await newTour()
    const farhana = await traveller(tour.id, { name: 'Farhana Rahman' })
    expect(await mine(tour.id, farhana)).toMatchObject({ eligible: true, review: null })

    const response = await review(tour.id, farhana, {
      rating: 4,
      text: '  The mangrove cruise at dawn was the best part.  ',
      name: 'Someone Else',
    })
    expect(response.statusCode).toBe(201)
    const posted: TourReview = response.json()
    expect(posted).toMatchObject({
      name: 'Farhana Rahman',
      rating: 4,
      text: 'The mangrove cruise at dawn was the best part.',
    })
    expect(posted.departureDate! < dhakaToday()).toBe(true)
    expect(await mine(tour.id, farhana)).toEqual({
      eligible: false,
      travelledOn: posted.departureDate,
      review: { ...posted, hidden: false },
    })
  })

  it.each([
    ['a departure still to come', { when: 'future' as const }],
    ['an unpaid booking', { paid: false }],
    ['a cancelled booking', { cancelled: true }],
  ])('refuses %s with 403 and says why', async (_, options) => {
    const tour = await newTour()
    const customer = await traveller(tour.id, options)
    const response = await review(tour.id, customer)
    expect(response.statusCode).toBe(403)
    expect(response.json().error).toEqual({
      code: 'FORBIDDEN',
      message: messages.errors.notTravelled,
    })
    expect(await mine(tour.id, customer)).toMatchObject({ eligible: false, review: null })
    expect((await page(tour.id)).total).toBe(0)
  })

  it("refuses someone else's trip, and a trip on another tour", async () => {
    const tour = await newTour()
    const other = await newTour()
    await traveller(tour.id)
    const stranger = await createAccount(t)
    expect((await review(tour.id, stranger)).statusCode).toBe(403)
    const elsewhere = await traveller(other.id)
    expect((await review(tour.id, elsewhere)).statusCode).toBe(403)
  })

  it('asks visitors to sign in, and knows no unknown or malformed tour', async () => {
    const tour = await newTour()
    expect((await review(tour.id, undefined as unknown as TestAccount)).statusCode).toBe(401)
    expect((await send('GET', `/api/places/${tour.id}/reviews/mine`)).statusCode).toBe(401)
    const customer = await traveller(tour.id)
    expect((await review('00000000-0000-4000-8000-000000000000', customer)).statusCode).toBe(404)
    expect((await review('not-a-tour', customer)).statusCode).toBe(400)
    expect((await send('GET', '/api/places/987654321/reviews')).statusCode).toBe(404)
  })

  it('lets a traveller review once: 20 posts at the same moment give one 201 and 19 409', async () => {
    const tour = await newTour()
    const eager = await traveller(tour.id)
    // A second trip on the same tour is no second review either.
    await book(eager, tour.id)
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        review(tour.id, eager, { rating: 5, text: `Take ${i}` }),
      ),
    )
    const statuses = answers.map((a) => a.statusCode).sort()
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)])
    for (const conflict of answers.filter((a) => a.statusCode === 409)) {
      expect(conflict.json().error.message).toBe(messages.errors.tourReviewedAlready)
    }
    expect((await page(tour.id)).total).toBe(1)
    expect((await place(tour.id)).review).toBe(11)
    expect((await review(tour.id, eager)).statusCode).toBe(409)
  })
})

describe("a tour's figures", () => {
  it('count visible reviews on every read, cached or not, and drop a hidden one', async () => {
    const tour = await newTour({ rating: 4, reviewCount: 10 })
    // Both reads filled the catalogue cache before the review.
    expect(await place(tour.id)).toMatchObject({ rating: 4, review: 10, verifiedReview: 0 })
    expect(await listed(tour.id)).toMatchObject({ rating: 4, review: 10, verifiedReview: 0 })

    const posted: TourReview = (await review(tour.id, await traveller(tour.id))).json()
    // (4 × 10 + 5) / 11 = 4.09…
    // …of which one is verified: the tour's page says so, as its reviews section counts it.
    expect(await place(tour.id)).toMatchObject({ rating: 4.1, review: 11, verifiedReview: 1 })
    expect(await listed(tour.id)).toMatchObject({ rating: 4.1, review: 11, verifiedReview: 1 })
    expect(
      ((await send('GET', `/api/place/${divisionId}`)).json() as Place[]).find(
        (p) => p._id === tour.id,
      ),
    ).toMatchObject({ rating: 4.1, review: 11 })
    const two = await traveller(tour.id, { name: 'Karim Uddin' })
    await review(tour.id, two, { rating: 1, text: 'Rained all weekend.' })
    // (40 + 5 + 1) / 12 = 3.83…
    expect(await place(tour.id)).toMatchObject({ rating: 3.8, review: 12, verifiedReview: 2 })

    const hidden = await send('PATCH', `/api/tour-reviews/${posted._id}`, admin, { hidden: true })
    expect(hidden.statusCode).toBe(200)
    expect(hidden.json()).toMatchObject({ hidden: true, tourId: tour.id })
    // (40 + 1) / 11 = 3.72…
    expect(await place(tour.id)).toMatchObject({ rating: 3.7, review: 11, verifiedReview: 1 })
    expect(await listed(tour.id)).toMatchObject({ rating: 3.7, review: 11, verifiedReview: 1 })
    const visible = await page(tour.id)
    expect(visible.total).toBe(1)
    expect(visible.items.map((r) => r._id)).not.toContain(posted._id)

    await send('PATCH', `/api/tour-reviews/${posted._id}`, admin, { hidden: false })
    expect(await place(tour.id)).toMatchObject({ rating: 3.8, review: 12 })
    expect((await page(tour.id)).total).toBe(2)
  })

  it('follow a review hidden straight in the database (the triggers notify every instance)', async () => {
    const tour = await newTour({ rating: 4, reviewCount: 10 })
    const posted: TourReview = (await review(tour.id, await traveller(tour.id))).json()
    // Cached: both the tour and its first page of reviews.
    expect((await place(tour.id)).review).toBe(11)
    expect((await page(tour.id)).total).toBe(1)
    await t.database.db.execute(
      sql`update tour_reviews set hidden_at = now() where id = ${posted._id}`,
    )
    // The notifications arrive a moment later (on PostgreSQL, over LISTEN): wait for both reads.
    const deadline = Date.now() + 2000
    let seen = await place(tour.id)
    let listed = await page(tour.id)
    while ((seen.review !== 10 || listed.total !== 0) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      seen = await place(tour.id)
      listed = await page(tour.id)
    }
    expect(seen).toMatchObject({ review: 10, rating: 4 })
    expect(listed).toMatchObject({ total: 0, items: [] })
  })

  it('sort by the rating visitors see', async () => {
    const low = await newTour({ rating: 2, reviewCount: 0 })
    const high = await newTour({ rating: 3, reviewCount: 1 })
    await review(low.id, await traveller(low.id), { rating: 5, text: 'Better than its score.' })
    // low: 5 (its one verified review), high: 3.
    const order = ((await send('GET', '/api/places?sort=-rating')).json() as Place[])
      .map((p) => p._id)
      .filter((id) => id === low.id || id === high.id)
    expect(order).toEqual([low.id, high.id])
    expect(await place(low.id)).toMatchObject({ rating: 5, review: 1 })
  })

  it("the plan's edit form reads and saves the starting figures, never folding reviews in", async () => {
    const tour = await newTour({ rating: 4, reviewCount: 10 })
    await review(tour.id, await traveller(tour.id), { rating: 5, text: 'Great.' })
    const edit = await send('GET', `/api/place/${tour.id}/edit`, admin)
    expect(edit.statusCode).toBe(200)
    const values: Place = edit.json()
    expect(values).toMatchObject({ review: 10, rating: 4 })
    expect(values).not.toHaveProperty('verifiedReview')
    const customer = await createAccount(t)
    expect((await send('GET', `/api/place/${tour.id}/edit`, customer)).statusCode).toBe(403)
    expect((await send('GET', `/api/place/${tour.id}/edit`)).statusCode).toBe(401)

    // Saved twice as loaded: still 10 + 1.
    for (let i = 0; i < 2; i++) {
      const saved = await send('PUT', `/api/place/${tour.id}`, admin, {
        ...values,
        price: values.price + 1,
      })
      expect(saved.statusCode).toBe(200)
      expect(saved.json()).toMatchObject({ review: 11, rating: 4.1 })
    }
    const [row] = await t.database.db
      .select({ reviewCount: places.reviewCount, verified: places.verifiedReviewCount })
      .from(places)
      .where(eq(places.id, tour.id))
    expect(row).toEqual({ reviewCount: 10, verified: 1 })
  })

  it("go with a deleted account's reviews", async () => {
    const tour = await newTour({ rating: 4, reviewCount: 10 })
    const leaving = await traveller(tour.id)
    await review(tour.id, leaving)
    expect((await place(tour.id)).review).toBe(11)
    const deleted = await send('POST', '/api/auth/delete-user', leaving, {
      password: leaving.password,
    })
    expect(deleted.statusCode).toBe(200)
    expect(await place(tour.id)).toMatchObject({ review: 10, rating: 4 })
    expect((await page(tour.id)).items).toEqual([])
  })
})

describe('the list of a tour', () => {
  it('pages newest first by cursor, with the total, skipping and repeating nothing', async () => {
    const tour = await newTour()
    const ids: string[] = []
    for (let i = 0; i < 7; i++) {
      const response = await review(tour.id, await traveller(tour.id, { name: `Traveller ${i}` }), {
        rating: 1 + (i % 5),
        text: `Trip report ${i}`,
      })
      ids.push(response.json()._id)
    }
    const seen: string[] = []
    let cursor: string | null = null
    const sizes: number[] = []
    do {
      const query: string = `?limit=3${cursor ? `&cursor=${cursor}` : ''}`
      const current = await page(tour.id, query)
      expect(current.total).toBe(7)
      sizes.push(current.items.length)
      seen.push(...current.items.map((r) => r._id))
      cursor = current.nextCursor
    } while (cursor)
    expect(sizes).toEqual([3, 3, 1])
    expect(seen).toEqual([...ids].reverse())
    // The default page and its placeId address agree.
    expect((await page(tour.id)).items.map((r) => r._id)).toEqual(seen)
    expect((await page(String(tour.placeId), '?limit=2')).items.map((r) => r._id)).toEqual(
      seen.slice(0, 2),
    )
  })

  it('refuses a forged cursor and an out-of-range limit', async () => {
    const tour = await newTour()
    const forged = Buffer.from('not a cursor').toString('base64url')
    expect((await send('GET', `/api/places/${tour.id}/reviews?cursor=${forged}`)).statusCode).toBe(
      400,
    )
    expect((await send('GET', `/api/places/${tour.id}/reviews?limit=51`)).statusCode).toBe(400)
    expect((await send('GET', `/api/places/${tour.id}/reviews?limit=0`)).statusCode).toBe(400)
  })
})

describe('hostile input', () => {
  it.each([
    ['no text', { rating: 4 }, 'text'],
    ['blank text', { rating: 4, text: '   \n ' }, 'text'],
    ['a text of 2001 characters', { rating: 4, text: 'x'.repeat(2001) }, 'text'],
    ['a huge text', { rating: 4, text: 'x'.repeat(200_000) }, 'text'],
    ['no rating', { text: 'Fine.' }, 'rating'],
    ['a rating of 0', { rating: 0, text: 'Fine.' }, 'rating'],
    ['a rating of 6', { rating: 6, text: 'Fine.' }, 'rating'],
    ['half a star', { rating: 3.5, text: 'Fine.' }, 'rating'],
    ['a rating that is no number', { rating: 'five', text: 'Fine.' }, 'rating'],
    ['text that is no string', { rating: 4, text: { $gt: '' } }, 'text'],
  ])('answers 400 naming the field for %s', async (_, body, field) => {
    const tour = await newTour()
    const customer = await traveller(tour.id)
    const response = await review(tour.id, customer, body)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toContain(field)
    expect(response.json().error.details[0].path).toBe(`/${field}`)
    expect(await mine(tour.id, customer)).toMatchObject({ eligible: true, review: null })
  })

  // The page itself needs the web build (`npm run build:client`; npm test builds it first).
  it('keeps markup as text, in the list and in the JSON-LD of the page', async () => {
    const tour = await newTour()
    const text = '<script>alert("x")</script><img src=x onerror=alert(1)> & "quotes" 🌿'
    const customer = await traveller(tour.id, { name: '<b>Bold</b> Name' })
    const posted = await review(tour.id, customer, { rating: 5, text })
    expect(posted.statusCode).toBe(201)
    expect((await page(tour.id)).items[0]).toMatchObject({ text, name: '<b>Bold</b> Name' })

    const html = (await send('GET', `/tour-details/${tour.id}`)).body
    expect(html).not.toContain('<script>alert')
    expect(html).not.toContain('<img src=x')
    // The server renders the section with the review in it, as text.
    expect(html).toContain('Reviews from travellers')
    // Every `<` escaped (a `>` in text opens nothing, so it may stay).
    expect(html).toMatch(/&lt;script(&gt;|>)alert\(&quot;x&quot;\)&lt;\/script(&gt;|>)/)
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!
    const data = JSON.parse(json)
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.1,
      reviewCount: 11,
      bestRating: 5,
    })
    expect(data.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: '<b>Bold</b> Name' },
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        reviewBody: text,
        datePublished: (posted.json() as TourReview).createdAt.slice(0, 10),
      },
    ])
  })
})

describe('moderation', () => {
  it('is for admins only', async () => {
    const tour = await newTour()
    const customer = await traveller(tour.id)
    const posted: TourReview = (await review(tour.id, customer)).json()
    for (const [who, status] of [
      [undefined, 401],
      [customer, 403],
    ] as const) {
      expect((await send('GET', '/api/tour-reviews', who)).statusCode).toBe(status)
      expect(
        (await send('PATCH', `/api/tour-reviews/${posted._id}`, who, { hidden: true })).statusCode,
      ).toBe(status)
    }
    expect((await page(tour.id)).total).toBe(1)
  })

  it('lists every review with its tour and author, filters hidden ones, and audits each change', async () => {
    const tour = await newTour()
    const customer = await traveller(tour.id, { name: 'Moderated Author' })
    const posted: TourReview = (await review(tour.id, customer)).json()
    const list = async (query = '') => {
      const response = await send('GET', `/api/tour-reviews${query}`, admin)
      expect(response.statusCode).toBe(200)
      return (response.json() as TourReviewsModerationPage).items
    }
    const entry = (await list()).find((r) => r._id === posted._id)!
    expect(entry).toMatchObject({
      tourId: tour.id,
      tourName: tour.name,
      name: 'Moderated Author',
      email: customer.email,
      hidden: false,
      hiddenAt: null,
    } satisfies Partial<ModeratedTourReview>)

    const hide = () => send('PATCH', `/api/tour-reviews/${posted._id}`, admin, { hidden: true })
    const first = (await hide()).json() as ModeratedTourReview
    const again = (await hide()).json() as ModeratedTourReview
    expect(again.hiddenAt).toBe(first.hiddenAt)
    expect((await list('?hidden=true')).map((r) => r._id)).toContain(posted._id)
    expect((await list('?hidden=false')).map((r) => r._id)).not.toContain(posted._id)
    await send('PATCH', `/api/tour-reviews/${posted._id}`, admin, { hidden: false })

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'tour-review'), eq(auditLog.subjectId, posted._id)))
      .orderBy(auditLog.id)
    expect(
      entries.map((e) => ({
        action: e.action,
        actor: e.actorEmail,
        before: e.before,
        after: e.after,
      })),
    ).toEqual([
      {
        action: 'review.hidden',
        actor: ADMIN_EMAIL,
        before: { hidden: false },
        after: { hidden: true },
      },
      {
        action: 'review.shown',
        actor: ADMIN_EMAIL,
        before: { hidden: true },
        after: { hidden: false },
      },
    ])
  })

  it('answers 404 for an unknown review and 400 for a malformed id or body', async () => {
    expect(
      (
        await send('PATCH', '/api/tour-reviews/00000000-0000-4000-8000-000000000000', admin, {
          hidden: true,
        })
      ).statusCode,
    ).toBe(404)
    expect(
      (await send('PATCH', '/api/tour-reviews/nope', admin, { hidden: true })).statusCode,
    ).toBe(400)
    expect(
      (
        await send('PATCH', '/api/tour-reviews/00000000-0000-4000-8000-000000000000', admin, {
          hidden: 'yes',
        })
      ).statusCode,
    ).toBe(400)
    expect((await send('GET', '/api/tour-reviews?hidden=maybe', admin)).statusCode).toBe(400)
  })
})
