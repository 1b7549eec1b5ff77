import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { RecordId } from '#shared/contracts/common.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { dollarsToCents } from '#shared/money.ts'
import { orders } from '#server/db/schema/index.ts'
import { cachedPlace } from '#server/features/catalog/cached-reads.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { invalidField, NotFound } from '#server/lib/errors.ts'
import { isForeignKeyViolation, isUniqueViolation } from '#server/lib/pg-errors.ts'
import { outboxInsert } from '#server/features/mail/enqueue-mail.ts'
import { bookingConfirmation } from '#server/features/mail/templates.ts'
import { toOrder } from './order-row.ts'
import { messages } from '#shared/messages.ts'

export interface CreateOrderInput {
  tourId: RecordId
  name: string
  email: string
  phone: string
}

/**
 * Books a tour for the signed-in user. The tour's name and price come from the catalogue, the
 * user from the session, and every order starts unpaid — whatever the client sent. With an
 * idempotency key, a retried request returns the order it already created.
 */
export async function createOrder({
  ctx,
  input,
  idempotencyKey,
}: {
  ctx: UserCtx
  input: CreateOrderInput
  idempotencyKey?: string
}): Promise<{ order: Order; created: boolean }> {
  // The catalogue cache answers most of the time; a change to the tour empties it.
  const { value: tour } = await cachedPlace({ ctx, tourId: input.tourId }).catch(
    (error: unknown) => {
      if (error instanceof NotFound) throw invalidField('tourId', messages.errors.noSuchTour)
      throw error
    },
  )
  const row: typeof orders.$inferSelect = {
    id: randomUUID(),
    userId: ctx.user.id,
    tourId: tour._id,
    tourName: tour.placeName,
    tourPriceCents: dollarsToCents(tour.price),
    name: input.name,
    email: input.email.toLowerCase(),
    phone: input.phone,
    isPaid: false,
    amountCents: null,
    paidAt: null,
    last4: null,
    transactionRef: null,
    idempotencyKey: idempotencyKey ?? null,
    paymentIntentId: null,
    cancelledAt: null,
    cancelReason: null,
    createdAt: new Date(),
  }
  const order = toOrder(row)
  try {
    if (ctx.user.emailVerified) {
      // The order and its confirmation mail in one statement, so they commit together (no
      // order without its mail) in a quarter of a transaction's round trips: bookings are the
      // hot write. The mail goes to the account's verified address only.
      const mail = bookingConfirmation(order, ctx.publicUrl, ctx.user.email)
      await ctx.db.execute(
        sql`with new_order as (${ctx.db.insert(orders).values(row).getSQL()}) ${outboxInsert(ctx.db, mail).getSQL()}`,
      )
      ctx.mailQueued()
    } else {
      // Unverified: the order is kept and shown in My Booking; no mail to an unproven address.
      await ctx.db.insert(orders).values(row)
    }
    return { order, created: true }
  } catch (error) {
    // A retry, or two tries with one key at the same moment: the key's unique index refuses the
    // second insert (no lookup before it: bookings are hot, retries rare), and it gets the first.
    if (idempotencyKey && isUniqueViolation(error)) {
      const existing = await findByKey(ctx, idempotencyKey)
      if (existing) return { order: existing, created: false }
    }
    // The plan was deleted between the catalogue read and the insert.
    if (isForeignKeyViolation(error)) {
      throw invalidField('tourId', messages.errors.noSuchTour)
    }
    throw error
  }
}

async function findByKey(ctx: UserCtx, key: string): Promise<Order | undefined> {
  const [row] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, ctx.user.id), eq(orders.idempotencyKey, key)))
    .limit(1)
  return row ? toOrder(row) : undefined
}
