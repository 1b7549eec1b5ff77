import { and, asc, count, eq, gt, max } from 'drizzle-orm'
import { divisions, places } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { listedPlace } from './place-row.ts'

export interface SitemapSummary {
  divisions: { _id: string; divisionName: string; lastmod: Date }[]
  /** Tour pages: listed plans (archived ones have none). */
  placeCount: number
  /** When the catalogue last changed (Home's lastmod). */
  latest: Date
}

/**
 * What the sitemap lists besides the tour pages: every division page with when it last changed
 * (its plans included), how many tour pages there are, and the catalogue's latest change.
 */
export async function listSitemapSummary({ ctx }: { ctx: Ctx }): Promise<SitemapSummary> {
  const [divisionRows, [placeFigures]] = await Promise.all([
    ctx.db
      .select({
        _id: divisions.publicId,
        divisionName: divisions.name,
        createdAt: divisions.createdAt,
        placesChanged: max(places.updatedAt),
      })
      .from(divisions)
      .leftJoin(places, and(eq(places.divisionId, divisions.id), listedPlace))
      .groupBy(divisions.id)
      .orderBy(asc(divisions.id)),
    ctx.db
      .select({ placeCount: count(), changed: max(places.updatedAt) })
      .from(places)
      .where(listedPlace),
  ])
  const rows = divisionRows.map((row) => ({
    _id: row._id,
    divisionName: row.divisionName,
    lastmod:
      row.placesChanged && new Date(row.placesChanged) > row.createdAt
        ? new Date(row.placesChanged)
        : row.createdAt,
  }))
  const latest = [
    ...rows.map((row) => row.lastmod),
    placeFigures?.changed ? new Date(placeFigures.changed) : new Date(0),
  ].reduce((acc, date) => (date > acc ? date : acc), new Date(0))
  return { divisions: rows, placeCount: placeFigures?.placeCount ?? 0, latest }
}

/**
 * The placeId a sitemap file's tour pages start after: the one `skip` pages in (0: none). A
 * sitemap file is addressed by its number, as the protocol has it, not by a cursor: this one
 * read skips by an index-only scan of the placeId index, and the file then reads on by keyset.
 */
export async function sitemapPlaceStart({ ctx, skip }: { ctx: Ctx; skip: number }) {
  if (skip === 0) return 0
  const [row] = await ctx.db
    .select({ placeId: places.placeId })
    .from(places)
    .where(listedPlace)
    .orderBy(asc(places.placeId))
    .offset(skip - 1)
    .limit(1)
  return row?.placeId ?? Number.MAX_SAFE_INTEGER
}

/** Tour pages by placeId after `afterPlaceId`, at most `limit`, with when each last changed. */
export function listSitemapPlaces({
  ctx,
  afterPlaceId,
  limit,
}: {
  ctx: Ctx
  afterPlaceId: number
  limit: number
}): Promise<{ _id: string; placeId: number; lastmod: Date }[]> {
  return ctx.db
    .select({ _id: places.id, placeId: places.placeId, lastmod: places.updatedAt })
    .from(places)
    .where(and(listedPlace, gt(places.placeId, afterPlaceId)))
    .orderBy(asc(places.placeId))
    .limit(limit)
}
