import { and, asc, count, eq } from 'drizzle-orm'
import type { Division } from '#shared/contracts/catalog.ts'
import { divisions, places } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { listedPlace } from './place-row.ts'

/** Every division with the number of its places (archived plans not counted), in id order. */
export async function listDivisions({ ctx }: { ctx: Ctx }): Promise<Division[]> {
  const rows = await ctx.db
    .select({
      publicId: divisions.publicId,
      id: divisions.id,
      name: divisions.name,
      image: divisions.image,
      imageAlt: divisions.imageAlt,
      totalPlace: count(places.id),
    })
    .from(divisions)
    .leftJoin(places, and(eq(places.divisionId, divisions.id), listedPlace))
    .groupBy(divisions.id)
    .orderBy(asc(divisions.id))
  return rows.map((row) => ({
    _id: row.publicId,
    id: row.id,
    divisionName: row.name,
    image: row.image,
    imageAlt: row.imageAlt,
    totalPlace: Number(row.totalPlace),
  }))
}
