/**
 * Admins moderate reviews (a paged list of all of them with full emails; hide, show, delete —
 * a hidden review leaves the testimonials and the server-rendered Home at once) and upload plan
 * images (checked by their first bytes, at most 5 MB, stored once per content, served with
 * year-long cache headers). Customers get 403, visitors 401.
 */
import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import { eq, sql } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Review } from '#shared/contracts/catalog.ts'
import type { ModeratedReview, ModerationPage } from '#shared/contracts/review-moderation.ts'
import type { Upload } from '#shared/contracts/uploads.ts'
import { UPLOAD_MAX_BYTES } from '#shared/upload-paths.ts'
import { reviews, uploads } from '#server/db/schema/index.ts'
import { createReview } from '#tests/factories/catalog.ts'
import { createAccount, uniqueEmail, type TestAccount } from '#tests/support/accounts.ts'
import { solidPng, uniquePng } from '#tests/support/png.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

const ADMIN_EMAIL = uniqueEmail('admin')
let t: TestApp
let admin: TestAccount
let customer: TestAccount

beforeAll(async () => {
  t = await createTestApp({ seed: 'demo', config: { adminEmails: [ADMIN_EMAIL] } })
  admin = await createAccount(t, { email: ADMIN_EMAIL, name: 'Site Admin' })
  customer = await createAccount(t, { name: 'Nusrat Jahan', email: uniqueEmail('nusrat') })
})
afterAll(() => t.close())

function as(who: TestAccount | undefined, request: InjectOptions) {
  return t.app.inject({
    ...request,
    headers: { ...(who ? { cookie: who.cookie } : {}), ...request.headers },
  })
}
const moderation = (who: TestAccount | undefined, query = '') =>
  as(who, { method: 'GET', url: `/api/review/moderation${query}` })
const setHidden = (who: TestAccount | undefined, id: string, hidden: boolean) =>
  as(who, { method: 'PUT', url: `/api/review/${id}/visibility`, payload: { hidden } })
const remove = (who: TestAccount | undefined, id: string) =>
  as(who, { method: 'DELETE', url: `/api/review/${id}` })
const publicList = async () => (await t.app.inject('/api/review')).json() as Review[]
/**
 * The public list once it shows `id`. A row the factory inserts reaches the cache through the
 * database's notification, which PostgreSQL delivers a moment after the commit.
 */
const publicListWith = (id: string) =>
  vi.waitFor(
    async () => {
      const list = await publicList()
      expect(list.map((r) => r._id)).toContain(id)
      return list
    },
    { timeout: 5000, interval: 20 },
  )
/** The server-rendered Home, from its root element on. */
const home = async () => {
  const html = (await t.app.inject('/')).body
  return html.slice(html.indexOf('<div id="root">'))
}

/** Every review of the moderation list, page after page of `limit`. */
async function allPages(limit: number): Promise<{ pages: number; reviews: ModeratedReview[] }> {
  const seen: ModeratedReview[] = []
  let cursor: string | null = null
  let pages = 0
  do {
    const response = await moderation(
      admin,
      `?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    )
    expect(response.statusCode).toBe(200)
    const page: ModerationPage = response.json()
    expect(page.items.length).toBeLessThanOrEqual(limit)
    seen.push(...page.items)
    cursor = page.nextCursor
    pages++
  } while (cursor && pages < 100)
  return { pages, reviews: seen }
}

describe('review moderation', () => {
  it('is for admins: customers get 403, visitors 401', async () => {
    const review = await createReview(t.database.db)
    for (const [who, status] of [
      [undefined, 401],
      [customer, 403],
    ] as const) {
      expect((await moderation(who)).statusCode).toBe(status)
      expect((await setHidden(who, review.id, true)).statusCode).toBe(status)
      expect((await remove(who, review.id)).statusCode).toBe(status)
    }
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, review.id))
    expect(row?.hiddenAt).toBeNull()
  })

  it('hides a review from the testimonials and Home at once, and shows it again', async () => {
    const text = `Hiking in Bandarban was the best week of my year ${Date.now()}.`
    const posted = await as(customer, {
      method: 'POST',
      url: '/api/review',
      payload: { description: text, rating: 5 },
    })
    expect(posted.statusCode).toBe(201)
    const id = (posted.json() as Review)._id
    // Both read once, so the caches hold the review before it is hidden.
    expect((await publicList()).map((r) => r.description)).toContain(text)
    expect(await home()).toContain(text)

    const hidden = await setHidden(admin, id, true)
    expect(hidden.statusCode).toBe(200)
    expect(hidden.json()).toMatchObject({
      _id: id,
      hidden: true,
      email: customer.email,
      name: 'Nusrat Jahan',
    })
    expect(Date.parse(hidden.json().hiddenAt)).not.toBeNaN()
    expect((await publicList()).map((r) => r._id)).not.toContain(id)
    expect(await home()).not.toContain(text)
    // Still listed for admins, marked hidden, with the full email.
    const first = (await moderation(admin)).json() as ModerationPage
    expect(first.items.find((r) => r._id === id)).toMatchObject({
      hidden: true,
      email: customer.email,
    })

    // Hiding again keeps the first time.
    expect((await setHidden(admin, id, true)).json().hiddenAt).toBe(hidden.json().hiddenAt)

    const shown = await setHidden(admin, id, false)
    expect(shown.json()).toMatchObject({ _id: id, hidden: false, hiddenAt: null })
    expect((await publicList()).map((r) => r._id)).toContain(id)
    expect(await home()).toContain(text)
  })

  it('deletes a review for good', async () => {
    const review = await createReview(t.database.db, { description: 'A review to delete.' })
    await publicListWith(review.id)
    const deleted = await remove(admin, review.id)
    expect(deleted.statusCode).toBe(200)
    expect(deleted.json()).toEqual({ deletedCount: 1 })
    expect((await publicList()).map((r) => r._id)).not.toContain(review.id)
    expect((await allPages(50)).reviews.map((r) => r._id)).not.toContain(review.id)
    expect((await remove(admin, review.id)).statusCode).toBe(404)
    expect((await setHidden(admin, review.id, true)).statusCode).toBe(404)
    expect((await remove(admin, 'not-an-id')).statusCode).toBe(400)
  })

  it('pages through every review newest first, without skipping or repeating a row', async () => {
    // Reviews that share a timestamp, and ones microseconds apart (a JavaScript Date would
    // round those together): the cursor keeps PostgreSQL's full (created_at, id).
    const same = new Date('2031-05-05T10:00:00.000Z')
    for (let i = 0; i < 5; i++) await createReview(t.database.db, { createdAt: same })
    await t.database.db.execute(
      sql`insert into reviews (name, email, description, rating, created_at) values
        ('Micro One', 'micro1@example.com', 'Micro one.', 4, '2031-05-05 10:00:00.000001+00'),
        ('Micro Two', 'micro2@example.com', 'Micro two.', 4, '2031-05-05 10:00:00.000002+00'),
        ('Micro Three', 'micro3@example.com', 'Micro three.', 4, '2031-05-05 10:00:00.000999+00')`,
    )
    const expected = (
      (await t.database.db.execute(
        sql`select id from reviews order by created_at desc, id desc`,
      )) as unknown as { rows: { id: string }[] }
    ).rows.map((row) => row.id)
    expect(expected.length).toBeGreaterThan(12)

    for (const limit of [1, 3, 7, 50]) {
      const { pages, reviews: listed } = await allPages(limit)
      expect(listed.map((r) => r._id)).toEqual(expected)
      expect(pages).toBe(Math.ceil(expected.length / limit))
    }
    const page = (await moderation(admin)).json() as ModerationPage
    expect(page.items).toHaveLength(Math.min(20, expected.length))
  })

  it('refuses a page over 50, and a cursor it did not make', async () => {
    expect((await moderation(admin, '?limit=51')).statusCode).toBe(400)
    expect((await moderation(admin, '?limit=0')).statusCode).toBe(400)
    for (const cursor of ['abc', 'bm90LWEtY3Vyc29y', '%00']) {
      const response = await moderation(admin, `?cursor=${cursor}`)
      expect(response.statusCode, cursor).toBe(400)
      expect(response.json().error.code).toBe('BAD_REQUEST')
    }
  })

  it('shows names of at most 80 characters and texts within the contract', async () => {
    const long = await createReview(t.database.db, {
      name: `Md. ${'Abdullah Al '.repeat(20)}Mamun 🌿`,
      description: 'x'.repeat(2500),
    })
    const shown = (await publicListWith(long.id)).find((r) => r._id === long.id)!
    expect(shown.name.length).toBeLessThanOrEqual(80)
    expect(shown.name).toMatch(/^Md\. Abdullah Al/)
    expect(shown.description.length).toBeLessThanOrEqual(2000)
    const listed = (await allPages(50)).reviews.find((r) => r._id === long.id)!
    expect(listed.name.length).toBeLessThanOrEqual(80)
  })
})

describe('uploads', () => {
  const upload = (who: TestAccount | undefined, body: Buffer | Readable, type = 'image/png') =>
    as(who, {
      method: 'POST',
      url: '/api/uploads',
      headers: { 'content-type': type },
      payload: body,
    })

  it('stores a PNG under its SHA-256 and serves it with year-long cache headers', async () => {
    const png = uniquePng()
    const sha = createHash('sha256').update(png).digest('hex')
    const response = await upload(admin, png)
    expect(response.statusCode).toBe(201)
    const stored: Upload = response.json()
    expect(stored).toEqual({
      _id: sha,
      url: `/uploads/${sha}.png`,
      contentType: 'image/png',
      byteSize: png.length,
      // An 8×8 picture: one AVIF and one WebP copy at its own width (tests/api/plan-images.test.ts).
      width: 8,
      height: 8,
      variants: [
        expect.objectContaining({ contentType: 'image/avif', width: 8 }),
        expect.objectContaining({ contentType: 'image/webp', width: 8 }),
      ],
    })

    const file = await t.app.inject(stored.url)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/png')
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(file.headers['x-content-type-options']).toBe('nosniff')
    expect(file.headers.etag).toBe(`"${sha}"`)
    expect(file.rawPayload.equals(png)).toBe(true)
    const again = await t.app.inject({
      url: stored.url,
      headers: { 'if-none-match': String(file.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')

    // Its address is a plan image the catalogue accepts.
    const plan = await as(admin, {
      method: 'POST',
      url: '/api/place',
      payload: {
        placeId: 9_400,
        placeName: 'Sitakunda Eco Park',
        description: 'Waterfalls and a hilltop temple above the Bay of Bengal.',
        price: 150,
        review: 0,
        duration: 1,
        rating: 4.5,
        parentID: 2,
        image: stored.url,
        divisionName: 'Chattogram',
      },
    })
    expect(plan.statusCode, plan.body).toBe(200)
    expect(plan.json().image).toBe(stored.url)
  })

  it('keeps the same file once, at one address', async () => {
    const png = uniquePng()
    const first = await upload(admin, png)
    const second = await upload(admin, png)
    expect(first.statusCode).toBe(201)
    expect(second.statusCode).toBe(200)
    expect(second.json().url).toBe(first.json().url)
    const rows = await t.database.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(eq(uploads.id, first.json()._id))
    expect(rows).toHaveLength(1)
  })

  it('refuses a file whose bytes are not the type it was sent as (400)', async () => {
    const png = solidPng([1, 2, 3])
    const asJpeg = await upload(admin, png, 'image/jpeg')
    expect(asJpeg.statusCode).toBe(400)
    expect(asJpeg.json().error.message).toMatch(/is a PNG image, but it was sent as image\/jpeg/)
    const html = await upload(admin, Buffer.from('<html><script>alert(1)</script>'), 'image/gif')
    expect(html.statusCode).toBe(400)
    expect(html.json().error.message).toMatch(/not a GIF image/)
    expect((await upload(admin, Buffer.alloc(0))).statusCode).toBe(400)
  })

  it('refuses SVG and other types (415)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>')
    for (const type of ['image/svg+xml', 'application/json', 'text/plain', 'image/png+xml']) {
      const response = await upload(admin, svg, type)
      expect(response.statusCode, type).toBe(415)
      expect(response.json().error.message).toMatch(/PNG, JPEG, WebP or GIF/)
    }
  })

  it('refuses more than 5 MB with 413 and says so, with or without a Content-Length', async () => {
    const big = Buffer.concat([solidPng([9, 9, 9]), Buffer.alloc(UPLOAD_MAX_BYTES)])
    const declared = await upload(admin, big)
    expect(declared.statusCode).toBe(413)
    expect(declared.json().error.message).toMatch(/larger than 5 MB/)
    // Chunked: no length up front, cut off at the limit.
    const streamed = await upload(
      admin,
      Readable.from([big.subarray(0, 1 << 20), big.subarray(1 << 20)]),
    )
    expect(streamed.statusCode).toBe(413)
    expect(streamed.json().error.message).toMatch(/larger than 5 MB/)
    // Exactly the limit is fine.
    const limit = Buffer.concat([uniquePng(), Buffer.alloc(UPLOAD_MAX_BYTES)]).subarray(
      0,
      UPLOAD_MAX_BYTES,
    )
    expect((await upload(admin, limit)).statusCode).toBe(201)
  })

  it('is for admins: customers get 403, visitors 401', async () => {
    expect((await upload(undefined, uniquePng())).statusCode).toBe(401)
    expect((await upload(customer, uniquePng())).statusCode).toBe(403)
  })

  it('answers 404 for an unknown image or another extension of a known one', async () => {
    const stored: Upload = (await upload(admin, uniquePng())).json()
    const unknown = `/uploads/${'0'.repeat(64)}.png`
    for (const url of [
      unknown,
      stored.url.replace('.png', '.gif'),
      stored.url.replace('.png', ''),
      '/uploads/nope.png',
      `/uploads/${'A'.repeat(64)}.png`,
    ]) {
      const response = await t.app.inject(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.json().error.code, url).toBe('NOT_FOUND')
    }
  })
})
