/**
 * The demo's departures: every tour runs weekly or every other week on its own day for the next
 * six months, 8 to 20 seats. A few first dates are nearly full and one is sold out, booked by
 * demo guests (paid orders without an account, as a deleted account's would be), so the demo
 * shows every seat state. Dates count from the day the demo is seeded (Dhaka time).
 */
import { addDays, dhakaToday, weekdayOf } from '#shared/dhaka-date.ts'
import type { Db } from '../client.ts'
import { departures, orders } from '../schema/index.ts'
import { newBookingReference } from '#server/features/orders/booking-reference.ts'

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

export async function seedDemoDepartures(db: Db, tours: DemoTour[], today = dhakaToday()) {
  for (const [index, tour] of tours.entries()) {
    const everyWeeks = index % 3 === 2 ? 2 : 1
    const weekday = tour.placeId % 7
    let first = addDays(today, 3)
    while (weekdayOf(first) !== weekday) first = addDays(first, 1)
    const capacity = 8 + ((tour.placeId * 7) % 13)
    const rows = await db
      .insert(departures)
      .values(
        Array.from({ length: Math.ceil(WEEKS / everyWeeks) }, (_, i) => ({
          tourId: tour.id,
          date: addDays(first, 7 * everyWeeks * i),
          capacity,
        })),
      )
      .returning({ id: departures.id, date: departures.date })
    // The first tour's first date sold out; every eighth tour's nearly full (2 seats left).
    const fill = index === 0 ? capacity : index % 8 === 4 ? capacity - 2 : 0
    if (fill > 0) await bookDemoGuests(db, tour, rows[0]!, fill)
  }
}

async function bookDemoGuests(
  db: Db,
  tour: DemoTour,
  departure: { id: string; date: string },
  seats: number,
) {
  let left = seats
  for (let g = 0; left > 0; g++) {
    const travellers = Math.min(left, 2 + (g % 3))
    const [name, phone] = GUESTS[g % GUESTS.length]!
    const amountCents = tour.priceCents * travellers
    await db.insert(orders).values({
      tourId: tour.id,
      tourName: tour.name,
      tourPriceCents: amountCents,
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
      phone,
      reference: newBookingReference(),
      departureId: departure.id,
      departureDate: departure.date,
      travellers,
      isPaid: true,
      amountCents,
      paidAt: new Date(),
      last4: '4242',
      transactionRef: 'demo',
    })
    left -= travellers
  }
}
