import { asc, eq } from 'drizzle-orm'
import type { Place } from '#shared/contracts/catalog.ts'
import type { RecordId } from '#shared/contracts/common.ts'
import { places } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { NotFound } from '#server/lib/errors.ts'
import { findDivision } from './find-division.ts'
import { selectPlaces, toPlace } from './place-row.ts'
import { messages, type Locale } from '#shared/messages.ts'

/** The places of one division, in `locale`; 404 when the division itself does not exist. */
export async function listDivisionPlaces({
  ctx,
  divisionId,
  locale,
}: {
  ctx: Ctx
  divisionId: RecordId
  locale: Locale
}): Promise<Place[]> {
  const id = (await findDivision({ ctx, ref: divisionId }))?.id
  if (id === undefined) throw new NotFound(messages.errors.noSuchDivision)
  const rows = await selectPlaces(ctx.db, eq(places.divisionId, id)).orderBy(asc(places.placeId))
  return rows.map((row) => toPlace(row, locale))
}
