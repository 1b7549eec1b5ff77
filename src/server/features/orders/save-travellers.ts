/**
 * PUT /orders/{orderId}/travellers: the booking's customer (until the tour's deadline, the
 * booking live) or an admin (any time until it is cancelled) gives every traveller's name and,
 * where the tour needs permits, nationality and passport or NID number. One entry per traveller
 * of the party; an empty name leaves that traveller for later, so a family can save what it has.
 * A document left out keeps the one on file for that traveller (the customer only ever reads
 * its last characters back). The booking's row is locked first, so two tabs saving at once
 * write one after the other, each whole. An admin's change is audited by count, never with the
 * documents.
 */
import { eq } from 'drizzle-orm'
import type { Travellers } from '#shared/contracts/travellers.ts'
import type { travellersInputSchema } from '#shared/contracts/travellers.ts'
import { formatLongDate } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import type { z } from 'zod'
import { orderTravellers } from '#server/db/schema/index.ts'
import { recordAudit } from '#server/features/audit/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { Conflict, invalidField } from '#server/lib/errors.ts'
import { findTravellersBooking, readTravellers, toTravellers } from './travellers-row.ts'

export async function saveTravellers({
  ctx,
  orderId,
  input,
  today,
}: {
  ctx: UserCtx
  orderId: string
  input: z.output<typeof travellersInputSchema>
  today?: string
}): Promise<Travellers> {
  const t = messages.travellers
  return ctx.db.transaction(async (tx) => {
    const booking = await findTravellersBooking(ctx, tx, orderId, { lock: true, today })
    if (booking.cancelled) {
      throw new Conflict(t.cancelled, [{ path: '/travellers', message: t.cancelled }])
    }
    if (!booking.editable) {
      const message = t.closed({ date: formatLongDate(booking.dueBy ?? '') })
      throw new Conflict(message, [{ path: '/travellers', message }])
    }
    if (input.travellers.length !== booking.kinds.length) {
      throw invalidField('travellers', t.count({ n: booking.kinds.length }))
    }
    const before = await readTravellers(tx, booking.id)
    const kept = new Map(before.map((traveller) => [traveller.position, traveller.document]))
    const rows = input.travellers.flatMap((traveller, position) =>
      traveller.name === ''
        ? []
        : [
            {
              orderId: booking.id,
              position,
              name: traveller.name,
              nationality: traveller.nationality,
              document:
                traveller.document === undefined
                  ? (kept.get(position) ?? null)
                  : traveller.document || null,
            },
          ],
    )
    await tx.delete(orderTravellers).where(eq(orderTravellers.orderId, booking.id))
    if (rows.length > 0) await tx.insert(orderTravellers).values(rows)
    if (ctx.user.isAdmin) {
      await recordAudit(tx, ctx.user, {
        action: 'order.travellers',
        subject: { type: 'order', id: booking.id },
        before: { named: before.length },
        after: { named: rows.length },
      })
    }
    return toTravellers(ctx, booking, await readTravellers(tx, booking.id))
  })
}
