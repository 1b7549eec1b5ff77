/**
 * Waitlists of sold-out departures (schema: db/schema/waitlist.ts).
 *
 * - A signed-in customer joins a departure that has not the seats for their party; joining
 *   twice answers the same entry (a partial unique index decides, not a read first).
 * - They see their place in line (those waiting before them, plus one) and can leave.
 * - When seats free up (a cancellation, an expired hold, more capacity), the lifecycle worker
 *   offers them to the first in line whose party fits: a booking is made for them that holds
 *   the seats for 12 hours, and a mail brings its pay link. The booking goes through the orders
 *   trigger, so an offer can never take seats that are not there, whatever else races for them.
 * - An offer not paid in time lapses (its hold expires like any other) and the next in line is
 *   offered on the next round; a paid one is booked.
 */
import { randomUUID } from 'node:crypto'
import { and, asc, count, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm'
import type { WaitlistEntry } from '#shared/contracts/waitlist.ts'
import { dhakaToday } from '#shared/dhaka-date.ts'
import { DEFAULT_CANCELLATION_POLICY } from '#shared/cancellation-policy.ts'
import type { Db } from '#server/db/client.ts'
import { departures, orders, places, waitlistEntries } from '#server/db/schema/index.ts'
import { enqueueMail } from '#server/features/mail/index.ts'
import { queuePhone, waitlistOfferPhone } from '#server/features/phone-messages/index.ts'
import { waitlistOffer } from '#server/features/mail/index.ts'
import { newBookingReference, newHold } from '#server/features/orders/index.ts'
import { toMailOrder } from '#server/features/orders/index.ts'
import { accountLocale, rememberAccountLocale } from '#server/features/accounts/index.ts'
import { verifiedEmailOf } from '#server/features/accounts/index.ts'
import type { Ctx, UserCtx } from '#server/lib/context.ts'
import { Conflict, Forbidden, invalidField, NotFound } from '#server/lib/errors.ts'
import { isDepartureFull, isUniqueViolation } from '#server/lib/pg-errors.ts'
import { currentLocale, messages } from '#shared/messages.ts'
import { inLanguage } from '#server/features/catalog/index.ts'

/** How long an offered booking holds its seats. */
export const OFFER_HOURS = 12

const live = inArray(waitlistEntries.state, ['waiting', 'offered'])

async function entryView(db: Db, id: string): Promise<WaitlistEntry> {
  const [row] = await db
    .select({
      entry: waitlistEntries,
      date: departures.date,
      tourId: departures.tourId,
      tourName: places.name,
      tourNameBn: places.nameBn,
      offerPaid: sql<boolean>`coalesce(${orders.paidCents} > 0, false)`,
    })
    .from(waitlistEntries)
    .innerJoin(departures, eq(departures.id, waitlistEntries.departureId))
    .innerJoin(places, eq(places.id, departures.tourId))
    .leftJoin(orders, eq(orders.id, waitlistEntries.offeredOrderId))
    .where(eq(waitlistEntries.id, id))
  if (!row) throw new NotFound(messages.errors.noSuchWaitlistEntry)
  const [ahead] =
    row.entry.state === 'waiting'
      ? await db
          .select({ n: count() })
          .from(waitlistEntries)
          .where(
            and(
              eq(waitlistEntries.departureId, row.entry.departureId),
              eq(waitlistEntries.state, 'waiting'),
              or(
                lt(waitlistEntries.createdAt, row.entry.createdAt),
                and(
                  eq(waitlistEntries.createdAt, row.entry.createdAt),
                  lt(waitlistEntries.id, row.entry.id),
                ),
              ),
            ),
          )
      : [{ n: 0 }]
  return {
    _id: row.entry.id,
    departureId: row.entry.departureId,
    departureDate: row.date,
    tourId: row.tourId,
    tourName: inLanguage(currentLocale(), row.tourName, row.tourNameBn),
    travellers: row.entry.travellers,
    // Paid since the worker's last round: booked already (the worker records it next round).
    state: row.entry.state === 'offered' && row.offerPaid ? 'booked' : row.entry.state,
    place: row.entry.state === 'waiting' ? (ahead?.n ?? 0) + 1 : null,
    offeredOrderId: row.entry.offeredOrderId,
    offerExpiresAt: row.entry.offerExpiresAt?.toISOString() ?? null,
    createdAt: row.entry.createdAt.toISOString(),
  }
}

/** POST /departures/:id/waitlist — join; answers the entry and whether it is new. */
export async function joinWaitlist({
  ctx,
  departureId,
  input,
}: {
  ctx: UserCtx
  departureId: string
  input: { travellers: number; name: string; phone: string }
}): Promise<{ entry: WaitlistEntry; created: boolean }> {
  const [departure] = await ctx.db
    .select({
      state: departures.state,
      date: departures.date,
      capacity: departures.capacity,
      taken: departures.seatsTaken,
    })
    .from(departures)
    .where(eq(departures.id, departureId))
  if (!departure) throw new NotFound(messages.errors.noSuchDeparture)
  if (departure.state === 'cancelled') throw new Conflict(messages.errors.departureCancelled)
  if (departure.date <= dhakaToday()) throw new Conflict(messages.errors.departurePast)
  // The booking's limit: no more than the date could ever seat (a wait that could never end).
  if (input.travellers > departure.capacity) {
    throw invalidField(
      'travellers',
      messages.errors.moreThanCapacity({ capacity: departure.capacity }),
    )
  }
  if (departure.state === 'open' && departure.capacity - departure.taken >= input.travellers) {
    throw invalidField('travellers', messages.errors.seatsStillFree)
  }
  try {
    const [row] = await ctx.db
      .insert(waitlistEntries)
      .values({
        departureId,
        userId: ctx.user.id,
        travellers: input.travellers,
        name: input.name,
        email: ctx.user.email,
        phone: input.phone,
      })
      .returning({ id: waitlistEntries.id })
    // Its offer, if one comes, is mailed in the account's language: this page's from now.
    await rememberAccountLocale(ctx)
    return { entry: await entryView(ctx.db, row!.id), created: true }
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const [existing] = await ctx.db
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.departureId, departureId),
          eq(waitlistEntries.userId, ctx.user.id),
          live,
        ),
      )
    if (!existing) throw error
    return { entry: await entryView(ctx.db, existing.id), created: false }
  }
}

/** GET /waitlist — the signed-in customer's entries, newest first. */
export async function listMyWaitlist({ ctx }: { ctx: UserCtx }): Promise<WaitlistEntry[]> {
  const rows = await ctx.db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.userId, ctx.user.id))
    .orderBy(sql`${waitlistEntries.createdAt} desc`)
    .limit(50)
  return Promise.all(rows.map((row) => entryView(ctx.db, row.id)))
}

/**
 * DELETE /waitlist/:id — leave the line. Leaving with an offer open also gives up its booking
 * (cancelled, so its seats go to the next in line at once).
 */
export async function leaveWaitlist({
  ctx,
  id,
}: {
  ctx: UserCtx
  id: string
}): Promise<WaitlistEntry> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, id))
      .for('update')
    if (!row) throw new NotFound(messages.errors.noSuchWaitlistEntry)
    if (row.userId !== ctx.user.id) throw new Forbidden(messages.errors.ownWaitlistOnly)
    if (row.state !== 'waiting' && row.state !== 'offered') return
    await tx
      .update(waitlistEntries)
      .set({ state: 'left', updatedAt: new Date() })
      .where(eq(waitlistEntries.id, id))
    if (row.state === 'offered' && row.offeredOrderId) {
      await tx
        .update(orders)
        .set({ cancelledAt: new Date(), cancelledBy: 'customer', holdExpiresAt: null })
        .where(
          and(
            eq(orders.id, row.offeredOrderId),
            eq(orders.paidCents, 0),
            sql`${orders.cancelledAt} is null`,
          ),
        )
    }
  })
  return entryView(ctx.db, id)
}

/**
 * The worker's round: settles offers (paid → booked; run out or cancelled → lapsed), then
 * offers freed seats to the next in line. Answers how many offers it made.
 */
export async function offerFreedSeats({ ctx }: { ctx: Ctx }): Promise<number> {
  await settleOffers(ctx.db)
  // Departures with someone waiting and (by the trigger's count) seats free now.
  const candidates = await ctx.db
    .selectDistinct({ id: departures.id })
    .from(departures)
    .innerJoin(waitlistEntries, eq(waitlistEntries.departureId, departures.id))
    .where(
      and(
        eq(waitlistEntries.state, 'waiting'),
        eq(departures.state, 'open'),
        gt(departures.date, dhakaToday()),
        gt(departures.capacity, departures.seatsTaken),
      ),
    )
    .limit(100)
  let offered = 0
  for (const { id } of candidates) offered += await offerOn(ctx, id)
  if (offered > 0) ctx.mailQueued()
  return offered
}

async function settleOffers(db: Db): Promise<void> {
  // Paid (in full or a deposit): booked.
  await db.execute(sql`
    update ${waitlistEntries} w set state = 'booked', updated_at = now()
    from ${orders} o
    where w.state = 'offered' and o.id = w.offered_order_id and o.paid_cents > 0`)
  // Not paid in time, or given up: lapsed (the hold's seats are free again).
  await db.execute(sql`
    update ${waitlistEntries} w set state = 'lapsed', updated_at = now()
    where w.state = 'offered' and (
      w.offered_order_id is null
      or exists (select 1 from ${orders} o where o.id = w.offered_order_id and o.paid_cents = 0
                 and (o.cancelled_at is not null or o.expired_at is not null
                      or o.hold_expires_at <= now())))`)
}

/** Offers one departure's free seats down its line, oldest first, while parties fit. */
async function offerOn(ctx: Ctx, departureId: string): Promise<number> {
  let offered = 0
  for (let round = 0; round < 20; round++) {
    const [departure] = await ctx.db
      .select({
        capacity: departures.capacity,
        taken: departures.seatsTaken,
        date: departures.date,
        priceCents: departures.priceCents,
        tourId: departures.tourId,
        tourName: places.name,
        tourNameBn: places.nameBn,
        tourPriceCents: places.priceCents,
        policy: places.cancellationPolicy,
      })
      .from(departures)
      .innerJoin(places, eq(places.id, departures.tourId))
      .where(eq(departures.id, departureId))
    if (!departure) return offered
    const free = departure.capacity - departure.taken
    if (free <= 0) return offered
    const [next] = await ctx.db
      .select()
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.departureId, departureId),
          eq(waitlistEntries.state, 'waiting'),
          lte(waitlistEntries.travellers, free),
        ),
      )
      .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
      .limit(1)
    if (!next) return offered
    const made = await ctx.db
      .transaction(async (tx) => {
        // Claim the entry first: two workers never offer it twice.
        const [claimed] = await tx
          .update(waitlistEntries)
          .set({
            state: 'offered',
            offerExpiresAt: sql`now() + make_interval(hours => ${OFFER_HOURS})`,
            updatedAt: new Date(),
          })
          .where(and(eq(waitlistEntries.id, next.id), eq(waitlistEntries.state, 'waiting')))
          .returning()
        if (!claimed) return false
        const [order] = await tx
          .insert(orders)
          .values({
            id: randomUUID(),
            userId: next.userId,
            tourId: departure.tourId,
            tourName: departure.tourName,
            tourNameBn: departure.tourNameBn,
            tourPriceCents: (departure.priceCents ?? departure.tourPriceCents) * next.travellers,
            currency: ctx.pricingCurrency,
            name: next.name,
            email: next.email,
            phone: next.phone,
            reference: newBookingReference(),
            departureId,
            departureDate: departure.date,
            travellers: next.travellers,
            ...newHold(claimed.offerExpiresAt!), // set by the claim above
            cancellationPolicy: departure.policy ?? [...DEFAULT_CANCELLATION_POLICY],
            // Booked for them by a worker: in the language they joined the line in.
            locale: await accountLocale(tx, next.userId),
          })
          .returning()
        await tx
          .update(waitlistEntries)
          .set({ offeredOrderId: order!.id })
          .where(eq(waitlistEntries.id, next.id))
        const to = await verifiedEmailOf(tx, next.userId)
        if (to)
          await enqueueMail(tx, waitlistOffer(toMailOrder(order!), OFFER_HOURS, ctx.publicUrl, to))
        await queuePhone(
          tx,
          { userId: next.userId, channels: ctx.phoneChannels },
          waitlistOfferPhone(toMailOrder(order!), OFFER_HOURS),
        )
        return true
      })
      .catch((error: unknown) => {
        // The seats went to someone else first (the trigger refused the hold): try later.
        if (isDepartureFull(error) || isUniqueViolation(error)) return false
        throw error
      })
    if (!made) return offered
    offered++
  }
  return offered
}
