/**
 * The one page shape and the one cursor of every paged list. `?limit` and `?cursor` ask for a
 * page, `{ items, nextCursor, total }` answers it, built by `pageOf` so that a client reads every
 * list alike and a new list cannot name its rows after itself. A list that answered whole before
 * paging came (the catalogue, testimonials, a plan's departures, a manifest, the spec's order
 * lists) still answers whole without either parameter.
 */
import { z } from 'zod'
import { messages } from '../messages.ts'

export const PAGE_LIMIT_DEFAULT = 50
export const PAGE_LIMIT_MAX = 200

/**
 * Opaque to clients: where the next page starts (base64url of the last row's sort key, written
 * and read back by src/server/lib/page-cursor.ts). Every list's `cursor` is this one.
 */
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

/** `total` of a list that counts every page, in the list's own words (a cap, say). */
export const countedTotal = (description = 'How many match, on every page') =>
  z.number().int().describe(description)

/** `total` of a list that counts only some pages: null on the others, as `description` says. */
export const partlyCountedTotal = (description: string) =>
  z.number().int().nullable().describe(description)

/**
 * `total` of a list that does not count: counting would read every row it holds on each page,
 * and nothing shows the figure. The key stays, so the shape is the same as every other page's.
 */
export const uncountedTotal = z.null().describe('Not counted: this list does not say how many')

/**
 * The page of a list of `item`. `total` is how many match, on every page, unless the list
 * passes its own (one of the three above). Fields of the list's own go beside these (`.extend`).
 */
export function pageOf<
  T extends z.ZodType,
  N extends z.ZodType<number | null> = ReturnType<typeof countedTotal>,
>(item: T, total?: N) {
  return z.object({
    items: z.array(item),
    nextCursor: z.string().nullable().describe('Null on the last page'),
    total: (total ?? countedTotal()) as N,
  })
}
