/**
 * GET /messages with `limit` or `cursor` (admins): contact messages a page at a time, newest
 * first by (created_at, id) (#server/lib/keyset-cursor.ts), in one state (default: every one not
 * archived) and matching `q` anywhere in the name, email or text (a trigram index answers the
 * ILIKE); with each state's count (whatever `q`), so the tabs show their figures, and the
 * list's own total when there is no search.
 */
import { and, desc, sql, type SQL } from 'drizzle-orm'
import {
  MESSAGES_PAGE_DEFAULT,
  type MessageCounts,
  type MessageState,
  type MessagesPage,
} from '#shared/contracts/message-threads.ts'
import { contactMessages } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { before, createdAtText, decodeCursor, encodeCursor } from '#server/lib/keyset-cursor.ts'
import { inState, toThreads } from './message-threads.ts'

/** The searched text: the same expression as the trigram index (migration 0017). */
const searchable = sql`(${contactMessages.name} || ' ' || ${contactMessages.email} || ' ' || ${contactMessages.message})`

/** `q` as an ILIKE pattern matching it anywhere, its own % and _ taken literally. */
function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined
  const pattern = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
  return sql`${searchable} ilike ${pattern}`
}

export async function listMessageThreads({
  ctx,
  query,
}: {
  ctx: Ctx
  query: { limit?: number; cursor?: string; state?: MessageState; q?: string }
}): Promise<MessagesPage> {
  const limit = query.limit ?? MESSAGES_PAGE_DEFAULT
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor)
  const search = matching(query.q)
  const [rows, counts] = await Promise.all([
    ctx.db
      .select({ message: contactMessages, at: createdAtText(contactMessages.createdAt) })
      .from(contactMessages)
      .where(
        and(
          inState(query.state),
          search,
          after ? before(contactMessages.createdAt, contactMessages.id, after) : undefined,
        ),
      )
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit + 1),
    countMessages(ctx),
  ])
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    items: await toThreads(
      ctx,
      page.map((row) => row.message),
    ),
    nextCursor:
      rows.length > limit && last ? encodeCursor({ at: last.at, id: last.message.id }) : null,
    // The list's own state is one of the counts (open: the two not archived); a search's
    // matches are not counted, for the reason below.
    total: query.q ? null : query.state ? counts[query.state] : counts.unhandled + counts.handled,
    counts,
  }
}

/**
 * Each state's count, whatever the search: one count per state, so each reads its own partial
 * index (an index-only scan once autovacuum has marked the pages visible) rather than the table.
 * A search's own count is left out: a word in most messages would make every page read them all.
 */
async function countMessages(ctx: Ctx): Promise<MessageCounts> {
  const count = (state: MessageState) =>
    sql`(select count(*)::int from ${contactMessages} where ${inState(state)})`
  const result = (await ctx.db.execute(
    sql`select ${count('unhandled')} as unhandled, ${count('handled')} as handled, ${count('archived')} as archived`,
  )) as unknown as { rows: MessageCounts[] }
  const row = result.rows[0]!
  return {
    unhandled: Number(row.unhandled),
    handled: Number(row.handled),
    archived: Number(row.archived),
  }
}
