/**
 * Keyset paging for lists that answered whole before (the catalogue, testimonials, a plan's
 * departures, a manifest): `?limit` and `?cursor` ask for a page, `{ items, nextCursor, total }`
 * answers it. Without either parameter such a list answers as it always did.
 */
import { z } from 'zod'
import { messages } from '../messages.ts'

export const PAGE_LIMIT_DEFAULT = 50
export const PAGE_LIMIT_MAX = 200

/** Opaque to clients: where the next page starts (base64url of the last row's sort key). */
export const pageCursorSchema = z
  .string()
  .max(300)
  .regex(/^[A-Za-z0-9_-]+$/, {
    error: () => messages.validation.pageCursor({ field: 'nextCursor' }),
  })
  .describe('The nextCursor of the previous page')

export const pageQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(PAGE_LIMIT_MAX)
    .optional()
    .describe(
      `Asks for a page of at most this many (default ${PAGE_LIMIT_DEFAULT}, at most ${PAGE_LIMIT_MAX}); the answer is then { items, nextCursor, total }`,
    ),
  cursor: pageCursorSchema.optional(),
})
export type PageQuery = z.infer<typeof pageQuerySchema>

/** Whether a request asked for a page (`limit` or `cursor`), and the page size. */
export function pageAsked(query: PageQuery): { limit: number; cursor?: string } | undefined {
  if (query.limit === undefined && query.cursor === undefined) return undefined
  return { limit: query.limit ?? PAGE_LIMIT_DEFAULT, cursor: query.cursor }
}

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    nextCursor: z.string().nullable().describe('Null on the last page'),
    total: z.number().int().describe('How many match, on every page'),
  })
