/**
 * GET /orders/{orderId}/travellers (your own booking; admins any): its travellers by name in the
 * party's order, what the tour needs of them and until when the customer may change them.
 */
import type { Travellers } from '#shared/contracts/travellers.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { findTravellersBooking, readTravellers, toTravellers } from './travellers-row.ts'

export async function getTravellers({
  ctx,
  orderId,
}: {
  ctx: UserCtx
  orderId: string
}): Promise<Travellers> {
  const booking = await findTravellersBooking(ctx, ctx.db, orderId)
  return toTravellers(ctx, booking, await readTravellers(ctx.db, booking.id))
}
