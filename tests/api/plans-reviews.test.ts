/**
 * Admins add, edit and delete tour plans (validated field by field, division checked, totals
 * following); signed-in customers leave one review a day, which shows masked on the public list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Division, Place, PlaceInput, Review } from '#shared/contracts/catalog.ts'
import { createAccount, uniqueEmail, type TestAccount } from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

const ADMIN_EMAIL = uniqueEmail('admin')
let t: TestApp
let admin: TestAccount
let customer: TestAccount

beforeAll(async () => {
  t = await createTestApp({ seed: 'demo', config: { adminEmails: [ADMIN_EMAIL] } })
  admin = await createAccount(t, { email: ADMIN_EMAIL, name: 'Admin' })
  customer = await createAccount(t, { name: 'Farhana Rahman', email: uniqueEmail('farhana') })
})
afterAll(() => t.close())

const plan = (overrides: Partial<Record<keyof PlaceInput, unknown>> = {}) => ({
  placeId: 9001,
  placeName: 'Nijhum Dwip',
  description: 'An island of mangroves and spotted deer in the Meghna estuary.',
  price: 380,
  review: 0,
  duration: 3,
  rating: 4.5,
  parentID: 2,
  image: 'https://images.example.com/nijhum.jpg',
  divisionName: 'Chattogram',
  ...overrides,
})

function send(method: 'POST' | 'PUT' | 'DELETE', url: string, who?: TestAccount, payload?: object) {
  return t.app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} })
}

const totalOf = async (name: string) =>
  ((await t.app.inject('/api/divisions')).json() as Division[]).find(
    (d) => d.divisionName === name,
  )!.totalPlace

describe('plans', () => {
  it('only admins may add, edit or delete', async () => {
    expect((await send('POST', '/api/place', undefined, plan())).statusCode).toBe(401)
    expect((await send('POST', '/api/place', customer, plan())).statusCode).toBe(403)
    expect((await send('PUT', '/api/place/101', customer, plan())).statusCode).toBe(403)
    expect((await send('DELETE', '/api/tour/101', customer)).statusCode).toBe(403)
    expect((await t.app.inject('/api/places/101')).statusCode).toBe(200)
  })

  it('adds, edits and deletes a plan, and the division total follows', async () => {
    const before = await totalOf('Chattogram')
    const created = await send('POST', '/api/place', admin, plan())
    expect(created.statusCode).toBe(200)
    const place: Place = created.json()
    expect(place).toMatchObject({
      placeName: 'Nijhum Dwip',
      price: 380,
      divisionName: 'Chattogram',
    })
    expect(await totalOf('Chattogram')).toBe(before + 1)

    const edited = await send('PUT', `/api/place/${place._id}`, admin, plan({ price: '415.50' }))
    expect(edited.statusCode).toBe(200)
    expect(edited.json().price).toBe(415.5)
    expect((await t.app.inject(`/api/places/${place._id}`)).json().price).toBe(415.5)

    const deleted = await send('DELETE', `/api/tour/${place._id}`, admin)
    expect(deleted.json()).toEqual({ deletedCount: 1 })
    expect(await totalOf('Chattogram')).toBe(before)
    expect((await send('DELETE', `/api/tour/${place._id}`, admin)).statusCode).toBe(404)
  })

  it.each([
    ['a missing field', { placeName: undefined }, 'placeName'],
    ['a price that is not a number', { price: 'cheap' }, 'price'],
    ['a fractional duration', { duration: 2.5 }, 'duration'],
    ['a rating above 5', { rating: 7 }, 'rating'],
    ['an image that is not a URL', { image: 'not a url' }, 'image'],
    ['a javascript: image', { image: 'javascript:alert(1)' }, 'image'],
    ['an unknown division id', { parentID: 99 }, 'parentID'],
    ['a division name that does not match', { divisionName: 'Sylhet' }, 'divisionName'],
    ['a huge description', { description: 'x'.repeat(50_000) }, 'description'],
  ])('answers 400 naming the field for %s', async (_, change, field) => {
    const response = await send('POST', '/api/place', admin, plan({ placeId: 9100, ...change }))
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toContain(field)
  })

  it('answers 409 for a placeId already used', async () => {
    const response = await send('POST', '/api/place', admin, plan({ placeId: 101 }))
    expect(response.statusCode).toBe(409)
    expect(response.json().error.message).toContain('placeId')
  })

  it('answers 404 for an unknown plan and 400 for a malformed id', async () => {
    expect(
      (await send('PUT', '/api/place/987654', admin, plan({ placeId: 9200 }))).statusCode,
    ).toBe(404)
    expect((await send('DELETE', '/api/tour/not-an-id', admin)).statusCode).toBe(400)
  })
})

describe('reviews', () => {
  // Each test writes with an account of its own: one review a day per account, in any order.
  it('takes name and email from the session and shows the email masked', async () => {
    const farhana = await createAccount(t, {
      name: 'Farhana Rahman',
      email: uniqueEmail('farhana'),
    })
    const response = await send('POST', '/api/review', farhana, {
      description: 'The Sundarbans trip was wonderful.',
      rating: 5,
      name: 'Someone Else',
      email: 'someone@else.com',
    })
    expect(response.statusCode).toBe(201)
    const list: Review[] = (await t.app.inject('/api/review')).json()
    expect(list[0]).toMatchObject({
      name: 'Farhana Rahman',
      email: 'fa•••@example.com',
      description: 'The Sundarbans trip was wonderful.',
      rating: 5,
    })
  })

  it('allows one review per user per day', async () => {
    const once = await createAccount(t)
    const first = await send('POST', '/api/review', once, { description: 'Lovely.', rating: 5 })
    expect(first.statusCode).toBe(201)
    const again = await send('POST', '/api/review', once, { description: 'Again!', rating: 4 })
    expect(again.statusCode).toBe(409)
  })

  it('needs a signed-in user', async () => {
    expect(
      (await send('POST', '/api/review', undefined, { description: 'x', rating: 3 })).statusCode,
    ).toBe(401)
  })

  it.each([
    ['an empty text', { description: '   ', rating: 3 }, 'description'],
    ['a text over 2000 characters', { description: 'x'.repeat(2001), rating: 3 }, 'description'],
    ['a rating of 0', { description: 'ok', rating: 0 }, 'rating'],
    ['a rating of 6', { description: 'ok', rating: 6 }, 'rating'],
    ['a fractional rating', { description: 'ok', rating: 3.5 }, 'rating'],
  ])('answers 400 naming the field for %s', async (_, payload, field) => {
    const fresh = await createAccount(t)
    const response = await send('POST', '/api/review', fresh, payload)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toContain(field)
  })
})
