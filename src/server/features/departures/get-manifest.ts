/**
 * GET /departures/:id/manifest (admins): a departure with its tour's name and the bookings that
 * travel on it (paid, and unpaid holds still live), by name, with the totals a guide counts:
 * travellers booked and travellers paid. The browser makes the CSV and the printout from it.
 */
import { eq } from 'drizzle-orm'
import type { DepartureManifest } from '#shared/contracts/departures.ts'
import { currentLocale, messages } from '#shared/messages.ts'
import { inLanguage } from '#server/features/catalog/place-row.ts'
import { departures, places } from '#server/db/schema/index.ts'
import { expireHolds } from '#server/features/orders/expire-holds.ts'
import { listDepartureOrders } from '#server/features/orders/list-departure-orders.ts'
import type { Ctx } from '#server/lib/context.ts'
import { NotFound } from '#server/lib/errors.ts'
import { departureColumns, toAdminDeparture } from './departure-row.ts'

export async function getManifest({
  ctx,
  id,
}: {
  ctx: Ctx
  id: string
}): Promise<DepartureManifest> {
  // Holds that ran out leave first, so the seats taken and the list agree to the traveller.
  await expireHolds({ db: ctx.db, departureId: id })
  const [row] = await ctx.db
    .select({
      ...departureColumns,
      tourName: places.name,
      tourNameBn: places.nameBn,
      tourPriceCents: places.priceCents,
    })
    .from(departures)
    .innerJoin(places, eq(places.id, departures.tourId))
    .where(eq(departures.id, id))
  if (!row) throw new NotFound(messages.errors.noSuchDeparture)
  const { tourName, tourNameBn, tourPriceCents, ...departure } = row
  const bookings = await listDepartureOrders({ db: ctx.db, departureId: id })
  let travellers = 0
  let paidTravellers = 0
  for (const booking of bookings) {
    travellers += booking.travellers
    if (booking.isPaid) paidTravellers += booking.travellers
  }
  return {
    departure: toAdminDeparture(departure, tourPriceCents),
    tourName: inLanguage(currentLocale(), tourName, tourNameBn),
    bookings,
    totals: { bookings: bookings.length, travellers, paidTravellers },
  }
}
