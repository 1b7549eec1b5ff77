/**
 * The demo's departures: every tour runs weekly or every other week on its own day for the next
 * six months, 8 to 20 seats. A few first dates are nearly full and one is sold out, booked by
 * demo guests (paid orders without an account, as a deleted account's would be), so the demo
 * shows every seat state; they paid through the sandbox, so a cancelled date refunds them like
 * anyone. Tours from $150 a person take a 25 % deposit, balance due 14 days before. Dates count
 * from the day the demo is seeded (Dhaka time).
 */
import { addDays, dhakaToday, weekdayOf } from '#shared/dhaka-date.ts'
import type { Db } from '../client.ts'
import { demoPriceMinor } from './insert.ts'
import { demoStartTime } from './demo-content.ts'
import type { CurrencyCode } from '#shared/money.ts'
import { gte, sql } from 'drizzle-orm'
import { departures, orders, places, sandboxIntents } from '../schema/index.ts'
import { DEFAULT_CANCELLATION_POLICY } from '#shared/cancellation-policy.ts'
import { newBookingReference } from '#server/features/orders/booking-reference.ts'
import { recordPayment } from '#server/features/orders/ledger.ts'

const WEEKS = 26
const GUESTS = [
  ['Tahmina Akter', '+880 1711-204518'],
  ['Arif Hossain', '+880 1819-330742'],
  ['Sadia Islam', '+880 1552-118093'],
  ['Kamal Uddin', '+880 1913-665201'],
  ['Nabila Chowdhury', '+880 1678-402955'],
  ['Rezaul Karim', '+880 1720-881364'],
] as const

interface DemoTour {
  id: string
  placeId: number
  name: string
  priceCents: number
}

export async function seedDemoDepartures(
  db: Db,
  tours: DemoTour[],
  currency: CurrencyCode = 'usd',
  today = dhakaToday(),
) {
  // Deposits on the longer tours: from $150 (৳7,000 in the taka demo).
  const depositFrom = demoPriceMinor(150, currency)
  await db.update(places).set({ depositPercent: 25 }).where(gte(places.priceCents, depositFrom))
  const planned = tours.map((tour, index) => {
    const everyWeeks = index % 3 === 2 ? 2 : 1
    const weekday = tour.placeId % 7
    let first = addDays(today, 3)
    while (weekdayOf(first) !== weekday) first = addDays(first, 1)
    const capacity = 8 + ((tour.placeId * 7) % 13)
    return { tour, index, first, capacity, everyWeeks, weeks: Math.ceil(WEEKS / everyWeeks) }
  })
  // Every tour's dates in one statement, made by the database from each tour's first date and
  // step (generate_series): the query builder took ~0.4 s to build ~1,000 rows of parameters,
  // most of the demo's seeding and a fifth of a cold start (issue 18).
  const plan = JSON.stringify(
    planned.map(({ tour, first, capacity, everyWeeks, weeks }) => ({
      tour_id: tour.id,
      first,
      step: 7 * everyWeeks,
      capacity,
      weeks,
      // When the coach, launch or train leaves Dhaka (its first pickup point's time).
      start_time: demoStartTime(tour.placeId),
    })),
  )
  const { rows } = (await db.execute(sql`
    insert into ${departures} (tour_id, date, capacity, start_time)
    select t.tour_id, t.first + t.step * g, t.capacity, t.start_time
    from jsonb_to_recordset(${plan}::jsonb)
      as t(tour_id uuid, first date, step int, capacity int, weeks int, start_time text)
    cross join lateral generate_series(0, t.weeks - 1) as g
    returning id, tour_id as "tourId", date::text as date`)) as unknown as {
    rows: { id: string; tourId: string; date: string }[]
  }
  for (const { tour, index, first, capacity } of planned) {
    // The first tour's first date sold out; every eighth tour's nearly full (2 seats left).
    const fill = index === 0 ? capacity : index % 8 === 4 ? capacity - 2 : 0
    const firstRow = rows.find((row) => row.tourId === tour.id && row.date === first)
    if (fill > 0) await bookDemoGuests(db, tour, firstRow!, fill, currency)
  }
}

async function bookDemoGuests(
  db: Db,
  tour: DemoTour,
  departure: { id: string; date: string },
  seats: number,
  currency: CurrencyCode,
) {
  let left = seats
  for (let g = 0; left > 0; g++) {
    const travellers = Math.min(left, 2 + (g % 3))
    const [name, phone] = GUESTS[g % GUESTS.length]!
    const amountCents = tour.priceCents * travellers
    const [order] = await db
      .insert(orders)
      .values({
        tourId: tour.id,
        tourName: tour.name,
        tourPriceCents: amountCents,
        currency,
        name,
        email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
        phone,
        reference: newBookingReference(),
        departureId: departure.id,
        departureDate: departure.date,
        travellers,
        cancellationPolicy: [...DEFAULT_CANCELLATION_POLICY],
      })
      // The whole row: the payment below starts from it. Nothing else can see the order
      // before the seed's transaction commits, so no row lock is needed to read it back.
      .returning()
    const intentId = `pi_sandbox_demo_${order!.id}`
    await db.insert(sandboxIntents).values({
      id: intentId,
      orderId: order!.id,
      amountCents,
      currency,
      clientSecret: `${intentId}_secret`,
      status: 'succeeded',
      last4: '4242',
    })
    const payment = { intentId, amountCents, paidAt: new Date(), last4: '4242' }
    await recordPayment(db, order!, payment, null)
    left -= travellers
  }
}
