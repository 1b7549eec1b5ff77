import type { UserInfo } from '#shared/contracts/users.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { Forbidden, NotFound } from '#server/lib/errors.ts'
import { findUserInfo } from './user-info.ts'
import { messages } from '#shared/messages.ts'

/** GET /users/:email — a user may read their own record; an admin anyone's. */
export async function getUser({
  ctx,
  email,
  adminEmails,
}: {
  ctx: UserCtx
  email: string
  adminEmails: ReadonlySet<string>
}): Promise<UserInfo> {
  const self = email.toLowerCase() === ctx.user.email.toLowerCase()
  if (!self && !ctx.user.isAdmin) throw new Forbidden(messages.errors.ownAccountLookUpOnly)
  const info = await findUserInfo(ctx.db, email, adminEmails)
  if (!info) throw new NotFound(messages.errors.noAccount)
  return info
}
