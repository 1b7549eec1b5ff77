/**
 * A booking's travellers as GET and PUT /orders/{orderId}/travellers read them (issue 32 item 6):
 * the booking with its tour's needs, who may see and change what, and the answer.
 */
import { asc, eq } from 'drizzle-orm'
import type { Travellers } from '#shared/contracts/travellers.ts'
import type { CategoryKind, TravellerDetailsKind } from '#shared/contracts/tour-pricing.ts'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import type { Db } from '#server/db/client.ts'
import { orders, orderTravellers, places } from '#server/db/schema/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { Forbidden, NotFound } from '#server/lib/errors.ts'
import { partyOf } from './order-row.ts'

/** Traveller details are deleted this many days after the trip (lifecycle). */
export const TRAVELLER_DETAILS_KEPT_DAYS = 90

export interface TravellersBooking {
  id: string
  reference: string
  /** Each traveller's category, in the party's order: one position each. */
  kinds: CategoryKind[]
  required: TravellerDetailsKind
  dueBy: string | null
  /** Whether the one asking may change them now. */
  editable: boolean
  cancelled: boolean
}

/** The booking, checked to be the asker's own (admins: any); `lock` for a change. */
export async function findTravellersBooking(
  ctx: UserCtx,
  db: Db,
  orderId: string,
  { lock = false, today = dhakaToday() }: { lock?: boolean; today?: string } = {},
): Promise<TravellersBooking> {
  const query = db
    .select({
      id: orders.id,
      reference: orders.reference,
      userId: orders.userId,
      party: orders.party,
      travellers: orders.travellers,
      tourPriceCents: orders.tourPriceCents,
      departureDate: orders.departureDate,
      cancelledAt: orders.cancelledAt,
      expiredAt: orders.expiredAt,
      required: places.travellerDetails,
      dueDays: places.detailsDueDays,
    })
    .from(orders)
    .leftJoin(places, eq(places.id, orders.tourId))
    .where(eq(orders.id, orderId))
  const [row] = await (lock ? query.for('update', { of: orders }) : query)
  if (!row) throw new NotFound(messages.errors.noSuchOrder)
  if (row.userId !== ctx.user.id && !ctx.user.isAdmin) {
    throw new Forbidden(messages.errors.ownOrdersOnly)
  }
  const dueBy = row.departureDate === null ? null : addDays(row.departureDate, -(row.dueDays ?? 0))
  const cancelled = row.cancelledAt !== null
  const live = !cancelled && row.expiredAt === null && (dueBy === null || today <= dueBy)
  return {
    id: row.id,
    reference: row.reference,
    kinds: partyOf(row).flatMap((line) => Array<CategoryKind>(line.count).fill(line.kind)),
    required: row.required ?? 'none',
    dueBy,
    editable: ctx.user.isAdmin ? !cancelled : live,
    cancelled,
  }
}

export type StoredTraveller = typeof orderTravellers.$inferSelect

export async function readTravellers(db: Db, orderId: string): Promise<StoredTraveller[]> {
  return db
    .select()
    .from(orderTravellers)
    .where(eq(orderTravellers.orderId, orderId))
    .orderBy(asc(orderTravellers.position))
}

/** A document number as its customer reads it back: only the last 3 characters. */
function masked(document: string): string {
  return `${'•'.repeat(Math.max(document.length - 3, 2))}${document.slice(-3)}`
}

/** Whether a traveller has what the tour needs. */
function enough(required: TravellerDetailsKind, stored: StoredTraveller | undefined): boolean {
  if (required === 'none') return true
  if (!stored) return false
  return required === 'names' || (stored.nationality !== null && stored.document !== null)
}

export function toTravellers(
  ctx: UserCtx,
  booking: TravellersBooking,
  stored: readonly StoredTraveller[],
): Travellers {
  const at = new Map(stored.map((traveller) => [traveller.position, traveller]))
  return {
    _id: booking.id,
    reference: booking.reference,
    required: booking.required,
    dueBy: booking.dueBy,
    editable: booking.editable,
    complete: booking.kinds.every((_, position) => enough(booking.required, at.get(position))),
    travellers: booking.kinds.map((kind, position) => {
      const traveller = at.get(position)
      const document = traveller?.document ?? null
      return {
        position,
        kind,
        name: traveller?.name ?? '',
        nationality: traveller?.nationality ?? null,
        document: document === null || ctx.user.isAdmin ? document : masked(document),
      }
    }),
  }
}
