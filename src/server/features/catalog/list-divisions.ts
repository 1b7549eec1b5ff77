import { and, asc, count, eq } from 'drizzle-orm'
import type { Division } from '#shared/contracts/catalog.ts'
import type { Locale } from '#shared/messages.ts'
import { divisions, places } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { inLanguage, listedPlace } from './place-row.ts'

/**
 * Every division with the number of its places (archived plans not counted), in id order, its
 * texts in `locale`.
 */
export async function listDivisions({
  ctx,
  locale,
}: {
  ctx: Ctx
  locale: Locale
}): Promise<Division[]> {
  const rows = await ctx.db
    .select({
      publicId: divisions.publicId,
      id: divisions.id,
      name: divisions.name,
      nameBn: divisions.nameBn,
      image: divisions.image,
      imageAlt: divisions.imageAlt,
      imageAltBn: divisions.imageAltBn,
      totalPlace: count(places.id),
    })
    .from(divisions)
    .leftJoin(places, and(eq(places.divisionId, divisions.id), listedPlace))
    .groupBy(divisions.id)
    .orderBy(asc(divisions.id))
  return rows.map((row) => ({
    _id: row.publicId,
    id: row.id,
    divisionName: inLanguage(locale, row.name, row.nameBn),
    divisionNameEn: row.name,
    image: row.image,
    imageAlt: inLanguage(locale, row.imageAlt, row.imageAltBn),
    totalPlace: Number(row.totalPlace),
  }))
}
