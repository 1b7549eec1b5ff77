/**
 * GET /departures/:id/manifest (admins): a departure with its tour's name and the bookings that
 * travel on it (paid, and unpaid holds still live), by pickup point (time, then name; none
 * last) then by name, each with its balance due and check-in mark, with the totals a guide
 * counts: travellers booked, paid, checked in and no-show. The browser makes the CSV, the
 * printout and the check-in page from it. With `limit` or `cursor`, the bookings come a page at
 * a time (keyset on the pickup keys, name, time, id) and the totals still count them all.
 */
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { DepartureManifest, ManifestPage } from '#shared/contracts/departures.ts'
import { currentLocale, messages } from '#shared/messages.ts'
import { inLanguage } from '#server/features/catalog/index.ts'
import { departures, places } from '#server/db/schema/index.ts'
import { expireHolds } from '#server/features/orders/index.ts'
import { countDepartureOrders, listDepartureOrders } from '#server/features/orders/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { NotFound } from '#server/lib/errors.ts'
import { decodeKey, encodeKey } from '#server/lib/page-cursor.ts'
import { departureColumns, toAdminDeparture } from './departure-row.ts'

async function manifestHead(ctx: Ctx, id: string) {
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
  return {
    departure: toAdminDeparture(departure, tourPriceCents),
    tourName: inLanguage(currentLocale(), tourName, tourNameBn),
    totals: await countDepartureOrders({ db: ctx.db, departureId: id }),
  }
}

export async function getManifest({
  ctx,
  id,
}: {
  ctx: Ctx
  id: string
}): Promise<DepartureManifest> {
  const head = await manifestHead(ctx, id)
  const bookings = await listDepartureOrders({ db: ctx.db, departureId: id })
  return { ...head, bookings: bookings.map(({ key: _key, ...booking }) => booking) }
}

/**
 * A page's cursor: the last booking's pickup keys (none: 1; time; lower-cased name), its
 * lower-cased name, creation time (µs) and id.
 */
const manifestCursor = z.tuple([
  z.union([z.literal(0), z.literal(1)]),
  z.string().regex(/^(\d{2}:\d{2})?$/),
  z.string().max(500),
  z.string().max(500),
  z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
  z.uuid(),
])

export async function listManifestPage({
  ctx,
  id,
  page,
}: {
  ctx: Ctx
  id: string
  page: { limit: number; cursor?: string }
}): Promise<ManifestPage> {
  const after = page.cursor === undefined ? undefined : decodeKey(page.cursor, manifestCursor)
  const head = await manifestHead(ctx, id)
  const rows = await listDepartureOrders({
    db: ctx.db,
    departureId: id,
    page: {
      limit: page.limit + 1,
      after: after && {
        noPickup: after[0],
        pickupTime: after[1],
        pickupName: after[2],
        name: after[3],
        at: after[4],
        id: after[5],
      },
    },
  })
  const shown = rows.slice(0, page.limit)
  const last = shown.at(-1)
  return {
    ...head,
    items: shown.map(({ key: _key, ...booking }) => booking),
    nextCursor:
      rows.length > page.limit && last
        ? encodeKey([
            last.key.noPickup,
            last.key.pickupTime,
            last.key.pickupName,
            last.key.name,
            last.key.at,
            last.key.id,
          ])
        : null,
    total: head.totals.bookings,
  }
}
