import { desc, sql } from 'drizzle-orm'
import type { ModerationPage } from '#shared/contracts/review-moderation.ts'
import { reviews } from '#server/db/schema/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { Invalid } from '#server/lib/errors.ts'
import { toModeratedReview } from './review-row.ts'
import { messages } from '#shared/messages.ts'

/**
 * GET /review/moderation (admins): every review, hidden ones too, newest first, a page at a
 * time. The cursor is the last row's (created_at, id) — created_at with its microseconds, as
 * PostgreSQL keeps it (a JavaScript Date would round them off and skip or repeat rows).
 */
export async function listModeratedReviews({
  ctx,
  limit,
  cursor,
}: {
  ctx: UserCtx
  limit: number
  cursor?: string
}): Promise<ModerationPage> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor)
  const rows = await ctx.db
    .select({
      review: reviews,
      at: sql<string>`to_char(${reviews.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(reviews)
    .where(
      after
        ? sql`(${reviews.createdAt}, ${reviews.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
        : undefined,
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    reviews: page.map((row) => toModeratedReview(row.review)),
    nextCursor:
      rows.length > limit && last ? encodeCursor({ at: last.at, id: last.review.id }) : null,
  }
}

const CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/

export function encodeCursor({ at, id }: { at: string; id: string }): string {
  return Buffer.from(`${at}|${id}`).toString('base64url')
}

export function decodeCursor(cursor: string): { at: string; id: string } {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
  if (!match || Number.isNaN(Date.parse(match[1]!))) {
    throw new Invalid(messages.errors.badCursor)
  }
  return { at: match[1]!, id: match[2]! }
}
