import { and, asc, eq, max } from 'drizzle-orm'
import { divisions, places } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { listedPlace } from './place-row.ts'

export interface SitemapEntries {
  divisions: { _id: string; divisionName: string; lastmod: Date }[]
  places: { _id: string; lastmod: Date }[]
}

/**
 * What the sitemap lists: every division page and tour page (archived plans have none), with when
 * each last changed.
 */
export async function listSitemapEntries({ ctx }: { ctx: Ctx }): Promise<SitemapEntries> {
  const divisionRows = await ctx.db
    .select({
      _id: divisions.publicId,
      divisionName: divisions.name,
      createdAt: divisions.createdAt,
      placesChanged: max(places.updatedAt),
    })
    .from(divisions)
    .leftJoin(places, and(eq(places.divisionId, divisions.id), listedPlace))
    .groupBy(divisions.id)
    .orderBy(asc(divisions.id))
  const placeRows = await ctx.db
    .select({ _id: places.id, lastmod: places.updatedAt })
    .from(places)
    .where(listedPlace)
    .orderBy(asc(places.placeId))
  return {
    divisions: divisionRows.map((row) => ({
      _id: row._id,
      divisionName: row.divisionName,
      lastmod:
        row.placesChanged && new Date(row.placesChanged) > row.createdAt
          ? new Date(row.placesChanged)
          : row.createdAt,
    })),
    places: placeRows,
  }
}
