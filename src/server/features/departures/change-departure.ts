/**
 * Admins change a departure: its capacity (never below the seats taken), its price for new
 * bookings (bookings keep the price they were made at), open or closed for booking. Cancelling
 * one is cancel-departure.ts.
 */
import { and, eq, gte, ne, sql } from 'drizzle-orm'
import type { AdminDeparture, DepartureUpdate } from '#shared/contracts/departures.ts'
import { messages } from '#shared/messages.ts'
import { priceInput } from '#server/lib/price-input.ts'
import { departures, places } from '#server/db/schema/index.ts'
import { recordAudit } from '#server/features/audit/index.ts'
import { expireHolds, heldPrivately } from '#server/features/orders/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { Conflict, invalidField, NotFound } from '#server/lib/errors.ts'
import { readDeparture } from './save-departures.ts'

export async function findDeparture(ctx: Ctx, id: string) {
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
      ? { priceCents: input.price === null ? null : priceInput(ctx, input.price) }
      : {}),
    ...(input.state !== undefined ? { state: input.state } : {}),
    ...(input.startTime !== undefined ? { startTime: input.startTime } : {}),
    updatedAt: new Date(),
  }
  // One conditional statement: a booking landing meanwhile cannot slip under a lowered capacity.
  const updated = await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        capacity: departures.capacity,
        priceCents: departures.priceCents,
        state: departures.state,
        startTime: departures.startTime,
      })
      .from(departures)
      .where(eq(departures.id, id))
      // Its row lock: a private group books under it (decision 053), so none lands meanwhile.
      .for('update')
    // A date a private group holds keeps its capacity: the group holds every seat it has.
    if (
      input.capacity !== undefined &&
      before &&
      input.capacity !== before.capacity &&
      (await heldPrivately(tx, id))
    ) {
      const message = messages.tourPricing.privateCapacityKept
      throw new Conflict(message, [{ path: '/capacity', message }])
    }
    const rows = await tx
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
      .returning({
        id: departures.id,
        capacity: departures.capacity,
        priceCents: departures.priceCents,
        state: departures.state,
        startTime: departures.startTime,
      })
    const [after] = rows
    if (after) {
      await recordAudit(tx, ctx.user, {
        action: 'departure.updated',
        subject: { type: 'departure', id },
        before,
        after: {
          capacity: after.capacity,
          priceCents: after.priceCents,
          state: after.state,
          startTime: after.startTime,
        },
      })
    }
    return rows
  })
  if (updated.length === 0) {
    const now = await findDeparture(ctx, id)
    if (now.state === 'cancelled') throw new Conflict(messages.errors.departureCancelledNoChange)
    throw invalidField('capacity', messages.errors.capacityBelowTaken({ taken: now.seatsTaken }))
  }
  return readDeparture(ctx, id, found.tourPriceCents)
}
