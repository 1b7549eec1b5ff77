import type { DivisionPlacesQuery, Place, PlacesPage } from '#shared/contracts/catalog.ts'
import type { RecordId } from '#shared/contracts/common.ts'
import { pageAsked } from '#shared/contracts/paging.ts'
import { messages, type Locale } from '#shared/messages.ts'
import type { Ctx } from '#server/lib/context.ts'
import { NotFound } from '#server/lib/errors.ts'
import { findDivision } from './find-division.ts'
import { listPlaces, listPlacesPage } from './list-places.ts'

/**
 * The places of one division, in `locale`, whole (the spec's answer) or a page at a time when
 * `limit` or `cursor` is asked for; 404 when the division itself does not exist.
 */
export async function listDivisionPlaces({
  ctx,
  divisionId,
  query = {},
  locale,
}: {
  ctx: Ctx
  divisionId: RecordId
  query?: DivisionPlacesQuery
  locale: Locale
}): Promise<Place[] | PlacesPage> {
  const id = (await findDivision({ ctx, ref: divisionId }))?.id
  if (id === undefined) throw new NotFound(messages.errors.noSuchDivision)
  const { limit: _limit, cursor: _cursor, ...filters } = query
  const page = pageAsked(query)
  const wanted = { ...filters, divisionId: id }
  return page
    ? listPlacesPage({ ctx, query: wanted, page, locale })
    : listPlaces({ ctx, query: wanted, locale })
}
