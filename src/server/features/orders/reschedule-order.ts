/**
 * POST /orders/:orderId/reschedule — moves a booking to another open date of the same tour
 * with the seats for its travellers and room for its extras. The adults' price becomes the new
 * date's; the other travellers and the extras keep what they booked (decision 046):
 * paid more than that, the difference is refunded at once; less, the difference is due and paid
 * like a balance (POST /payment answers it).
 *
 * One transaction locks the order, then the new departure (the same order as every other path:
 * order, then departure), and checks the seats under that lock — a paid booking is never refused
 * by the seats trigger, so the check here is what keeps a move from overselling a date. The
 * refund, if any, is sent after the commit (send-refunds.ts), like every refund.
 *
 * A private group (decision 053) moves only to a date nobody has booked, with room for its
 * party; it holds every seat of the new date, and keeps its price (the group's price is the
 * tour's, not a date's).
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { Order } from '#shared/contracts/orders.ts'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'
import { toMajor } from '#shared/money.ts'
import type { ExtraLine, TourPricingValues } from '#shared/contracts/tour-pricing.ts'
import { partyTotal, repriceAdults } from '#shared/party-price.ts'
import { promoDiscount } from '#shared/promo-discount.ts'
import type { Db } from '#server/db/client.ts'
import { departureExtras, departures, places } from '#server/db/schema/index.ts'
import { recordAudit } from '#server/features/audit/index.ts'
import { enqueueMail } from '#server/features/mail/index.ts'
import { bookingMoved } from '#server/features/mail/index.ts'
import { heldPrivately } from './private-groups.ts'
import { sendRefundsAfterCommit } from './send-refunds.ts'
import { verifiedEmailOf } from '#server/features/accounts/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { Conflict, Forbidden, invalidField, NotFound } from '#server/lib/errors.ts'
import type { RefundProvider } from './cancel-booking.ts'
import { expireHolds, newHold } from './expire-holds.ts'
import { lockOrder, netPaidCents, planRefunds } from './ledger.ts'
import { partyOf, statusOf, toMailOrder, toOrder, travellingSeatsOf } from './order-row.ts'
import { orders } from '#server/db/schema/index.ts'
import { messages } from '#shared/messages.ts'

/**
 * A move keeps the booking's extras: each with a stock must have room on the new date (a paid
 * booking is never refused by the trigger, so the check under the departure's lock is here).
 */
async function checkExtrasStock(
  tx: Db,
  extras: ExtraLine[],
  target: { id: string; pricing: TourPricingValues | null },
): Promise<void> {
  const limited = extras.flatMap((line) => {
    const stock = target.pricing?.extras.find((extra) => extra.id === line.id)?.stock ?? null
    return stock === null ? [] : [{ line, stock }]
  })
  if (limited.length === 0) return
  const taken = await tx
    .select({ extraId: departureExtras.extraId, taken: departureExtras.taken })
    .from(departureExtras)
    .where(
      and(
        eq(departureExtras.departureId, target.id),
        inArray(
          departureExtras.extraId,
          limited.map(({ line }) => line.id),
        ),
      ),
    )
  for (const { line, stock } of limited) {
    const already = taken.find((row) => row.extraId === line.id)?.taken ?? 0
    if (already + line.quantity > stock) {
      throw invalidField('departureId', messages.tourPricing.soldOut({ name: line.name }))
    }
  }
}

export async function rescheduleOrder({
  ctx,
  provider,
  orderId,
  departureId,
}: {
  ctx: UserCtx
  provider: RefundProvider
  orderId: string
  departureId: string
}): Promise<{ order: Order; refund: number; due: number }> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId)
    if (!row) throw new NotFound(messages.errors.noSuchOrder)
    if (row.userId !== ctx.user.id && !ctx.user.isAdmin) {
      throw new Forbidden(messages.errors.ownOrdersRescheduleOnly)
    }
    if (row.cancelledAt !== null) throw new Conflict(messages.errors.orderCancelledKept)
    const today = dhakaToday()
    if (statusOf(row, today) === 'completed' || (row.departureDate && row.departureDate < today)) {
      throw new Conflict(messages.errors.alreadyTravelledNoMove)
    }
    if (row.departureId === departureId) return { row, refundCents: 0, moved: false }
    const refuse = (message: string) => invalidField('departureId', message)
    if (!row.tourId) throw refuse(messages.errors.noSuchDeparture)

    // Holds that ran out are not seats taken: give them back before counting.
    await expireHolds({ db: tx, departureId })
    const [target] = await tx
      .select({
        id: departures.id,
        tourId: departures.tourId,
        date: departures.date,
        state: departures.state,
        priceCents: departures.priceCents,
        capacity: departures.capacity,
        taken: departures.seatsTaken,
        tourPriceCents: places.priceCents,
        balanceDueDays: places.balanceDueDays,
        pricing: places.pricing,
      })
      .from(departures)
      .innerJoin(places, eq(places.id, departures.tourId))
      .where(eq(departures.id, departureId))
      .for('update', { of: departures })
    if (!target) throw refuse(messages.errors.noSuchDeparture)
    if (target.tourId !== row.tourId) throw refuse(messages.errors.departureOfAnotherTour)
    if (target.state === 'cancelled') throw refuse(messages.errors.departureCancelled)
    if (target.date <= today) throw refuse(messages.errors.departurePast)
    if (target.state === 'closed') throw refuse(messages.errors.departureClosed)
    const privately = row.privatePriceCents !== null
    const left = Math.max(0, target.capacity - target.taken)
    if (privately) {
      if (target.taken > 0) throw refuse(messages.tourPricing.privateMoveOnlyEmpty)
      const seats = travellingSeatsOf(row)
      if (seats > target.capacity) {
        throw refuse(messages.tourPricing.privateTooBig({ capacity: target.capacity }))
      }
    } else if (row.travellers > left) {
      // A date a private group holds says so: its seats are not for sale at all.
      if (left === 0 && (await heldPrivately(tx, target.id))) {
        throw refuse(messages.tourPricing.privateDateBooked)
      }
      throw refuse(messages.errors.seatsGone({ left }))
    }
    await checkExtrasStock(tx, row.extras ?? [], target)

    // The adults pay the new date's price; the other travellers and the extras what they booked.
    // A private group keeps its price and lines. A promo code keeps its terms as booked: its
    // percent of the new subtotal, or its amount, at most the subtotal (decision 050).
    const party = privately
      ? partyOf(row)
      : repriceAdults(partyOf(row), target.priceCents ?? target.tourPriceCents)
    const subtotalCents = (row.privatePriceCents ?? 0) + partyTotal(party, row.extras ?? [])
    const discountCents = row.promoCode
      ? promoDiscount(
          { percent: row.promoPercent, amountMinor: row.promoAmountCents },
          subtotalCents,
        )
      : 0
    const priceCents = subtotalCents - discountCents
    const held = netPaidCents(row)
    const [moved] = await tx
      .update(orders)
      .set({
        departureId: target.id,
        departureDate: target.date,
        // A private group holds every seat of its new date, as of its old one.
        ...(privately ? { travellers: target.capacity } : {}),
        tourPriceCents: priceCents,
        discountCents,
        party,
        // A booking its promo code paid in full stays paid while its price stays nothing.
        isPaid: (row.paidCents > 0 || priceCents === 0) && held >= priceCents,
        // Unpaid and dated for the first time: its seats are held as a new booking's are, and
        // given back when the hold runs out (without an end, nothing would ever free them).
        ...(row.departureId === null && row.paidCents === 0 && priceCents > 0
          ? newHold(new Date(Date.now() + ctx.holdHours * 3_600_000))
          : {}),
        // A deposit's balance falls due as far ahead of the new date as the tour sets.
        ...(row.balanceDueOn !== null
          ? { balanceDueOn: addDays(target.date, -target.balanceDueDays) }
          : {}),
      })
      .where(eq(orders.id, row.id))
      .returning()
    const refundCents = row.paidCents > 0 ? Math.max(0, held - priceCents) : 0
    const settled = await planRefunds(tx, moved!, {
      amountCents: refundCents,
      purpose: 'reschedule',
      actor: ctx.user,
    })
    await recordAudit(tx, ctx.user, {
      action: 'order.rescheduled',
      subject: { type: 'order', id: row.id },
      before: {
        departureId: row.departureId,
        departureDate: row.departureDate,
        tourPriceCents: row.tourPriceCents,
      },
      after: {
        departureId: target.id,
        departureDate: target.date,
        tourPriceCents: priceCents,
        refundCents,
      },
    })
    const to = await verifiedEmailOf(tx, settled.userId)
    if (to) {
      await enqueueMail(
        tx,
        bookingMoved(
          toMailOrder(settled),
          { from: row.departureDate, refundCents },
          ctx.publicUrl,
          to,
        ),
      )
    }
    return { row: settled, refundCents, moved: true }
  })
  if (outcome.moved) ctx.mailQueued()
  // A payment opened for the old price is closed, so a Pay page left open cannot charge it;
  // the next Pay opens one for the new amount. Charged meanwhile: the reconciler (or the
  // confirmation on its way) records it, and what is not owed goes back.
  const openIntent = outcome.moved ? outcome.row.paymentIntentId : null
  if (openIntent && outcome.row.transactionRef !== openIntent) {
    await provider
      .cancelIntent(openIntent)
      .catch((error: unknown) =>
        ctx.log.warn(
          { err: error, orderId, intentId: openIntent },
          'reschedule: the provider did not cancel the open payment; the reconciler watches it',
        ),
      )
  }
  if (outcome.refundCents > 0) {
    await sendRefundsAfterCommit(ctx, provider, orderId, 'reschedule')
  }
  const order = toOrder(outcome.row)
  return { order, refund: toMajor(outcome.refundCents), due: order.balanceDue }
}
