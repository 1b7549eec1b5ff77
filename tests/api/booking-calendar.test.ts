/**
 * A dated booking's calendar file, downloaded from My Booking (issue 32 item 9): the customer's
 * own (admins any), in the booking's language, the pickup point chosen as its LOCATION; none for
 * a booking without a date or cancelled. Both engines.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '#shared/contracts/orders.ts'
import { emptyTourContent } from '#shared/contracts/tour-content.ts'
import { places } from '#server/db/schema/index.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { createAccount, uniqueEmail, type TestAccount } from '#tests/support/accounts.ts'
import { cancelViaApi } from '#tests/support/orders-api.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

const ADMIN_EMAIL = uniqueEmail('admin')
let t: TestApp
let admin: TestAccount
let rina: TestAccount
let other: TestAccount
let tourId: string
let departureId: string

beforeAll(async () => {
  t = await createTestApp({
    config: { adminEmails: [ADMIN_EMAIL], publicUrl: 'https://tours.example' },
  })
  const divisionId = (await createDivision(t.database.db)).id
  const tour = await createPlace(t.database.db, {
    divisionId,
    price: 100,
    placeName: 'Sundarbans',
    placeNameBn: 'সুন্দরবন',
    durationDays: 3,
  })
  await t.database.db
    .update(places)
    .set({
      content: {
        ...emptyTourContent(),
        pickupPoints: [
          {
            id: 'sayedabad',
            kind: 'pickup',
            name: 'Sayedabad bus terminal',
            nameBn: 'সায়েদাবাদ বাস টার্মিনাল',
            address: 'Jatrabari, Dhaka 1204',
            addressBn: 'যাত্রাবাড়ী, ঢাকা ১২০৪',
            time: '06:30',
            lat: 23.7104,
            lng: 90.4291,
          },
        ],
      },
    })
    .where(eq(places.id, tour.id))
  tourId = tour.id
  departureId = (await createDeparture(t.database.db, { tourId, date: '2099-03-14' })).id
  admin = await createAccount(t, { email: ADMIN_EMAIL, name: 'Admin' })
  rina = await createAccount(t, { name: 'Rina' })
  other = await createAccount(t, { name: 'Other' })
})
afterAll(() => t.close())

async function book(locale: string, extra: object = {}): Promise<Order> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: { cookie: rina.cookie, 'accept-language': locale },
    payload: {
      tourId,
      name: 'Rina',
      email: rina.email,
      phone: '01712345678',
      ...extra,
    },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as Order
}

const calendar = (who: TestAccount, order: Order) =>
  t.app.inject({ url: `/api/orders/${order._id}/calendar`, headers: { cookie: who.cookie } })

/** The unfolded lines of an iCalendar text. */
const lines = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n')

describe('the calendar file of a booking', () => {
  it('downloads in the booking’s language with its pickup point as LOCATION', async () => {
    const english = await book('en', { departureId, party: { adult: 2 }, pickupId: 'sayedabad' })
    const response = await calendar(rina, english)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/calendar/)
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${english.reference}.ics"`,
    )
    const en = lines(response.body)
    expect(en).toContain(`SUMMARY:Sundarbans (${english.reference})`)
    expect(en).toContain('LOCATION:Sayedabad bus terminal\\, 06:30\\, Jatrabari\\, Dhaka 1204')
    expect(en).toContain('DTSTART;VALUE=DATE:20990314')
    expect(en).toContain('DTEND;VALUE=DATE:20990317')
    expect(en.find((line) => line.startsWith('DESCRIPTION:'))).toContain('2 travellers')

    const bangla = await book('bn', { departureId, pickupId: 'sayedabad' })
    const bn = lines((await calendar(rina, bangla)).body)
    expect(bn).toContain(`SUMMARY:সুন্দরবন (${bangla.reference})`)
    expect(bn).toContain('LOCATION:সায়েদাবাদ বাস টার্মিনাল\\, ০৬:৩০\\, যাত্রাবাড়ী\\, ঢাকা ১২০৪')
    // An admin may download it too; another customer may not.
    expect((await calendar(admin, bangla)).statusCode).toBe(200)
    expect((await calendar(other, bangla)).statusCode).toBe(403)
  })

  it('has none for a booking without a date, or cancelled', async () => {
    const undated = await book('en')
    expect((await calendar(rina, undated)).statusCode).toBe(404)
    const dated = await book('en', { departureId })
    expect(lines((await calendar(rina, dated)).body).some((l) => l.startsWith('LOCATION'))).toBe(
      false,
    )
    await cancelViaApi(t, rina, dated)
    expect((await calendar(rina, dated)).statusCode).toBe(404)
  })
})
