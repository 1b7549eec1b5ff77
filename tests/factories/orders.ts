/**
 * Order factory: an unpaid booking of a tour by a user, inserted directly, with the tour's name
 * and price as the booking verb would copy them. For tests whose subject is what happens to an
 * order (paying, deleting, listing, access), not the booking itself (tests/api/orders.test.ts
 * books over HTTP). `departure` books a dated run (a past one is the tests' "clock": the trip
 * has happened); `paid` makes it a fully paid booking, as a confirmed card payment leaves it
 * (through the ledger: tests/factories/payments.ts); `cancelled` a cancelled one.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { orders, places } from '#server/db/schema/index.ts'
import { newBookingReference } from '#server/features/orders/booking-reference.ts'
import { toOrder } from '#server/features/orders/order-row.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { payOrder } from './payments.ts'

export interface OrderOverrides {
  phone?: string
  /** The name and email typed into the booking form (default: the user's). */
  name?: string
  email?: string
  createdAt?: Date
  /** The departure booked (its date is copied, as the booking verb does). */
  departure?: { id: string; date: string }
  paid?: boolean
  cancelled?: boolean
}

export async function createOrder(
  db: Db,
  {
    user,
    tourId,
    ...overrides
  }: { user: { id: string; name: string; email: string }; tourId: string } & OrderOverrides,
): Promise<Order> {
  const [tour] = await db
    .select({ name: places.name, priceCents: places.priceCents })
    .from(places)
    .where(eq(places.id, tourId))
  if (!tour) throw new Error(`createOrder: no tour ${tourId}`)
  const [row] = await db
    .insert(orders)
    .values({
      userId: user.id,
      tourId,
      tourName: tour.name,
      tourPriceCents: tour.priceCents,
      name: overrides.name ?? user.name,
      email: overrides.email ?? user.email,
      phone: overrides.phone ?? '01712345678',
      reference: newBookingReference(),
      ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
      ...(overrides.departure
        ? { departureId: overrides.departure.id, departureDate: overrides.departure.date }
        : {}),
    })
    .returning()
  // Paid through the ledger like a confirmed card payment (the sandbox's), then cancelled.
  if (overrides.paid) await payOrder(db, row!.id)
  if (!overrides.cancelled) {
    if (!overrides.paid) return toOrder(row!)
    const [paid] = await db.select().from(orders).where(eq(orders.id, row!.id))
    return toOrder(paid!)
  }
  const [cancelled] = await db
    .update(orders)
    .set({ cancelledAt: new Date(), cancelledBy: 'customer', cancelReason: 'Cancelled in a test' })
    .where(eq(orders.id, row!.id))
    .returning()
  return toOrder(cancelled!)
}
