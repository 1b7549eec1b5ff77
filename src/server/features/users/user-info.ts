import type { UserInfo } from '#shared/contracts/users.ts'
import { isAdminAccount } from '#server/auth/roles.ts'
import type { Db } from '#server/db/client.ts'
import { users } from '#server/db/schema/index.ts'
import { emailIs } from '#server/features/accounts/index.ts'

export async function findUserInfo(
  db: Db,
  email: string,
  adminEmails: ReadonlySet<string>,
): Promise<UserInfo | undefined> {
  const [row] = await db
    .select({
      email: users.email,
      name: users.name,
      role: users.role,
      emailVerified: users.emailVerified,
    })
    .from(users)
    .where(emailIs(email))
    .limit(1)
  if (!row) return undefined
  return {
    email: row.email,
    displayName: row.name,
    Admin: isAdminAccount(row, adminEmails),
  }
}
