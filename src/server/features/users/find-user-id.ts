import type { Ctx } from '#server/lib/context.ts'
import { users } from '#server/db/schema/index.ts'
import { emailIs } from './user-info.ts'

/** The id of the account with this email (case-insensitive), for features keyed by user. */
export async function findUserId({ ctx, email }: { ctx: Ctx; email: string }) {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(emailIs(email)).limit(1)
  return row?.id
}
