import { and, eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { users } from '#server/db/schema/index.ts'

/**
 * The account's address if its owner verified it, else undefined (no account, or unproven):
 * where a booking's or payment's mail may go.
 */
export async function verifiedEmailOf(db: Db, userId: string | null): Promise<string | undefined> {
  if (!userId) return undefined
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.emailVerified, true)))
    .limit(1)
  return row?.email
}
