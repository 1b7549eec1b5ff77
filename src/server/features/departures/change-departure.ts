/**
 * Admins change a departure: its capacity (never below the seats taken), its price for new
 * bookings (bookings keep the price they were made at), open or closed for booking; or cancel
 * it. Cancelling cancels its unpaid bookings and mails their customers (their seats and open
 * payments are released); paid bookings stay as they are, counted in the answer and flagged to
 * admins until refunds exist.
 */
import { and, eq, gte, ne, sql } from 'drizzle-orm'
import type { AdminDeparture, DepartureUpdate } from '#shared/contracts/departures.ts'
import { messages } from '#shared/messages.ts'
import { dollarsToCents } from '#shared/money.ts'
import { departures, places } from '#server/db/schema/index.ts'
import { cancelUnpaidOrders, countPaidOrders } from '#server/features/orders/cancel-orders.ts'
import { expireHolds } from '#server/features/orders/expire-holds.ts'
import type { PaymentProvider } from '#server/features/payments/provider.ts'
import type { Ctx } from '#server/lib/context.ts'
import { Conflict, invalidField, NotFound } from '#server/lib/errors.ts'
import { readDeparture } from './save-departures.ts'

async function findDeparture(ctx: Ctx, id: string) {
  const [row] = await ctx.db
    .select({
      id: departures.id,
      state: departures.state,
      date: departures.date,
      seatsTaken: departures.seatsTaken,
      tourPriceCents: places.priceCents,
    })
    .from(departures)
    .innerJoin(places, eq(places.id, departures.tourId))
    .where(eq(departures.id, id))
  if (!row) throw new NotFound(messages.errors.noSuchDeparture)
  return row
}

export async function updateDeparture({
  ctx,
  id,
  input,
}: {
  ctx: Ctx
  id: string
  input: DepartureUpdate
}): Promise<AdminDeparture> {
  const found = await findDeparture(ctx, id)
  if (found.state === 'cancelled') throw new Conflict(messages.errors.departureCancelledNoChange)
  // Holds that ran out are not seats taken: give them back before comparing.
  if (input.capacity !== undefined) await expireHolds({ db: ctx.db, departureId: id })
  const changes = {
    ...(input.capacity !== undefined ? { capacity: input.capacity } : {}),
    ...(input.price !== undefined
      ? { priceCents: input.price === null ? null : dollarsToCents(input.price) }
      : {}),
    ...(input.state !== undefined ? { state: input.state } : {}),
    updatedAt: new Date(),
  }
  // One conditional statement: a booking landing meanwhile cannot slip under a lowered capacity.
  const updated = await ctx.db
    .update(departures)
    .set(changes)
    .where(
      and(
        eq(departures.id, id),
        ne(departures.state, 'cancelled'),
        input.capacity !== undefined
          ? gte(sql`${input.capacity}`, departures.seatsTaken)
          : undefined,
      ),
    )
    .returning({ id: departures.id })
  if (updated.length === 0) {
    const now = await findDeparture(ctx, id)
    if (now.state === 'cancelled') throw new Conflict(messages.errors.departureCancelledNoChange)
    throw invalidField('capacity', messages.errors.capacityBelowTaken(now.seatsTaken))
  }
  return readDeparture(ctx, id, found.tourPriceCents)
}

export async function cancelDeparture({
  ctx,
  provider,
  id,
}: {
  ctx: Ctx
  provider: Pick<PaymentProvider, 'cancelIntent'>
  id: string
}): Promise<{ departure: AdminDeparture; cancelledOrders: number; paidOrders: number }> {
  const found = await findDeparture(ctx, id)
  const outcome = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(departures)
      .set({ state: 'cancelled', updatedAt: new Date() })
      .where(and(eq(departures.id, id), ne(departures.state, 'cancelled')))
      .returning({ id: departures.id })
    // Already cancelled (a second click, or another admin): nothing more to do, same answer.
    if (!row) return { cancelled: 0, openIntentIds: [] }
    return cancelUnpaidOrders({
      db: tx,
      of: { departureId: id },
      reason: messages.errors.departureWithdrawn(found.date),
      publicUrl: ctx.publicUrl,
    })
  })
  if (outcome.cancelled > 0) ctx.mailQueued()
  // After the commit, never inside it (the sandbox provider uses the same database).
  for (const intentId of outcome.openIntentIds) {
    await provider.cancelIntent(intentId).catch(() => undefined)
  }
  return {
    departure: await readDeparture(ctx, id, found.tourPriceCents),
    cancelledOrders: outcome.cancelled,
    paidOrders: await countPaidOrders({ db: ctx.db, departureId: id }),
  }
}
