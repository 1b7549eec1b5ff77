/**
 * GET /admin/users (admins): everyone, newest first, a page at a time by a keyset cursor
 * (users_created_at_idx), searched over name, email and phone (users.search_text and its
 * trigram index users_search_trgm_idx), filtered by admin, customer or disabled; with the
 * matching total and the count behind each filter on the first page (counting reads every
 * match, so the next pages skip it and answer `total: null`).
 */
import { and, desc, isNotNull, isNull, not, sql, type SQL } from 'drizzle-orm'
import type { AdminUsersPage, UserFilterRole } from '#shared/contracts/users.ts'
import { users } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { adminUserColumns, isAdminSql, toAdminUsers } from './admin-users.ts'
import { encodeCursor } from '#server/lib/keyset-cursor.ts'
import { afterUsersCursor, decodeUsersCursor } from './users-cursor.ts'

const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export async function listUsers({
  ctx,
  adminEmails,
  query,
}: {
  ctx: Ctx
  adminEmails: ReadonlySet<string>
  query: { limit: number; cursor?: string; q?: string; role?: UserFilterRole }
}): Promise<AdminUsersPage> {
  const after = query.cursor === undefined ? undefined : decodeUsersCursor(query.cursor)
  const admin = isAdminSql(adminEmails)
  const byRole: Record<UserFilterRole, SQL> = {
    admin: and(admin, isNull(users.disabledAt))!,
    customer: and(not(admin), isNull(users.disabledAt))!,
    disabled: isNotNull(users.disabledAt),
  }
  // The stored, lowercased text (users.search_text), not the expression it is made of: each row
  // the index's recheck or a scan of many matches reads is compared, not lowercased again.
  const search = query.q ? sql`${users.searchText} like ${likePattern(query.q)}` : undefined

  const [rows, counted] = await Promise.all([
    ctx.db
      .select(adminUserColumns(adminEmails))
      .from(users)
      .where(
        and(
          search,
          query.role ? byRole[query.role] : undefined,
          after ? afterUsersCursor(after) : undefined,
        ),
      )
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit + 1),
    after
      ? undefined
      : ctx.db
          .select({
            all: sql<number>`count(*)::int`,
            admin: sql<number>`(count(*) filter (where ${byRole.admin}))::int`,
            customer: sql<number>`(count(*) filter (where ${byRole.customer}))::int`,
            disabled: sql<number>`(count(*) filter (where ${byRole.disabled}))::int`,
          })
          .from(users)
          .where(search)
          .then(([row]) => row),
  ])
  const page = rows.slice(0, query.limit)
  const last = page.at(-1)
  const counts = counted && {
    all: Number(counted.all),
    admin: Number(counted.admin),
    customer: Number(counted.customer),
    disabled: Number(counted.disabled),
  }
  return {
    items: await toAdminUsers(ctx.db, page),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor({ at: last.at, id: last.id }) : null,
    total: counts ? (query.role ? counts[query.role] : counts.all) : null,
    ...(counts && { counts }),
  }
}
