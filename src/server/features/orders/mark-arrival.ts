/**
 * PUT /orders/{orderId}/arrival (admins; issue 32 item 7): a guide marks a booking checked in or
 * a no-show on the day, or clears the mark. Only a booking that travels can be marked: not
 * cancelled, on a dated departure, paid (in full or a deposit) or a hold still live — the
 * manifest's bookings — and only from the day before its departure (Dhaka) to a week after it.
 * The row is locked first, so two guides marking at once change it once: the second finds the
 * mark already there, changes nothing and writes no audit entry (one entry per real change,
 * `order.arrival` with the mark before and after).
 */
import { eq } from 'drizzle-orm'
import {
  ARRIVAL_CLOSES_DAYS_AFTER,
  ARRIVAL_OPENS_DAYS_BEFORE,
  type Arrival,
  type ArrivalResult,
} from '#shared/contracts/check-in.ts'
import { addDays, dhakaToday, formatLongDate } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { orders } from '#server/db/schema/index.ts'
import { recordAudit } from '#server/features/audit/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { Conflict, NotFound } from '#server/lib/errors.ts'

/** A 409 whose `details` names the body's `arrival`, with why it cannot be kept. */
function refused(message: string): Conflict {
  return new Conflict(message, [{ path: '/arrival', message }])
}

export async function markArrival({
  ctx,
  orderId,
  arrival,
  today = dhakaToday(),
}: {
  ctx: UserCtx
  orderId: string
  arrival: Arrival | null
  today?: string
}): Promise<ArrivalResult> {
  const e = messages.errors
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: orders.id,
        reference: orders.reference,
        departureDate: orders.departureDate,
        cancelledAt: orders.cancelledAt,
        isPaid: orders.isPaid,
        paidCents: orders.paidCents,
        expiredAt: orders.expiredAt,
        holdExpiresAt: orders.holdExpiresAt,
        arrival: orders.arrival,
        arrivalAt: orders.arrivalAt,
        arrivalBy: orders.arrivalBy,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update')
    if (!row) throw new NotFound(e.noSuchOrder)
    if (row.cancelledAt !== null) throw refused(e.arrivalCancelled)
    if (row.departureDate === null) throw refused(e.arrivalNoDate)
    const paid = row.isPaid || row.paidCents > 0
    const holdLive =
      row.expiredAt === null && (row.holdExpiresAt === null || row.holdExpiresAt > new Date())
    if (!paid && !holdLive) throw refused(e.arrivalNotTravelling)
    const opens = addDays(row.departureDate, -ARRIVAL_OPENS_DAYS_BEFORE)
    if (today < opens) throw refused(e.arrivalTooEarly({ date: formatLongDate(opens) }))
    if (today > addDays(row.departureDate, ARRIVAL_CLOSES_DAYS_AFTER)) {
      throw refused(e.arrivalTooLate)
    }
    const answer = (
      values: Pick<typeof row, 'arrival' | 'arrivalAt' | 'arrivalBy'>,
      changed: boolean,
    ) => ({
      _id: row.id,
      reference: row.reference,
      arrival: values.arrival,
      arrivalAt: values.arrivalAt?.toISOString() ?? null,
      arrivalBy: values.arrivalBy,
      changed,
    })
    if (row.arrival === arrival) return answer(row, false)
    const at = arrival === null ? null : new Date()
    const by = arrival === null ? null : ctx.user.email
    await tx
      .update(orders)
      .set({ arrival, arrivalAt: at, arrivalBy: by })
      .where(eq(orders.id, orderId))
    await recordAudit(tx, ctx.user, {
      action: 'order.arrival',
      subject: { type: 'order', id: orderId },
      before: { arrival: row.arrival },
      after: { arrival },
    })
    return answer({ arrival, arrivalAt: at, arrivalBy: by }, true)
  })
}
