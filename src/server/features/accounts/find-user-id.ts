import { sql } from 'drizzle-orm'
import type { Ctx } from '#server/lib/context.ts'
import { users } from '#server/db/schema/index.ts'

/** Emails are compared case-insensitively (better-auth stores them lower-cased). */
export const emailIs = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`

/** The id of the account with this email (case-insensitive), for features keyed by user. */
export async function findUserId({ ctx, email }: { ctx: Ctx; email: string }) {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(emailIs(email)).limit(1)
  return row?.id
}
