/**
 * A `?cursor=` query parameter read into its keyset key: one that does not decode is a 400 that
 * names the `cursor` field (in `details` too), like every other bad field of a query.
 */
import { messages } from '#shared/messages.ts'
import { Invalid } from './errors.ts'
import { decodeCursor, type CursorKey } from './keyset-cursor.ts'

export function cursorParam(cursor: string | undefined): CursorKey | undefined {
  if (cursor === undefined) return undefined
  try {
    return decodeCursor(cursor)
  } catch {
    const problem = messages.errors.badCursor
    throw new Invalid(
      messages.errors.invalidField({
        where: messages.validation.requestParts.querystring,
        field: 'cursor',
        problem,
      }),
      [{ path: '/cursor', message: problem }],
    )
  }
}
