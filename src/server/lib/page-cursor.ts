/**
 * The cursor of a list paged by a sort key: the last row's key values, opaque to clients
 * (base64url of their JSON), read back through a zod schema of the list's own key. Anything else
 * (another list's cursor, a hand-made one) is a 400 naming `cursor`, never a 5xx.
 */
import type { z } from 'zod'
import { messages } from '#shared/messages.ts'
import { Invalid } from './errors.ts'

export function encodeKey(key: readonly (string | number | null)[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url')
}

/** A 400 on the query's `cursor`: the summary names it, `details` carries its path. */
export function badCursor(): Invalid {
  const message = messages.errors.badCursor
  return new Invalid(
    messages.errors.invalidField({
      where: messages.validation.requestParts.querystring,
      field: 'cursor',
      problem: message,
    }),
    [{ path: '/cursor', message }],
  )
}

export function decodeKey<T extends z.ZodType>(cursor: string, schema: T): z.infer<T> {
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw badCursor()
  }
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw badCursor()
  return parsed.data
}
