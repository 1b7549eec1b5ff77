import { eq } from 'drizzle-orm'
import type { UserInfo, UserRecord } from '#shared/contracts/users.ts'
import { users } from '#server/db/schema/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { Forbidden } from '#server/lib/errors.ts'
import { messages } from '#shared/messages.ts'

/**
 * POST/PUT /users — records the signed-in user's display name (spec: after registration and
 * after a Google sign-in). Only for one's own email; never touches the role.
 */
export async function recordDisplayName({
  ctx,
  input,
}: {
  ctx: UserCtx
  input: UserRecord
}): Promise<UserInfo> {
  if (input.email.toLowerCase() !== ctx.user.email.toLowerCase()) {
    throw new Forbidden(messages.errors.ownAccountOnly)
  }
  await ctx.db
    .update(users)
    .set({ name: input.displayName, updatedAt: new Date() })
    .where(eq(users.id, ctx.user.id))
  // Sessions remember the name: the trigger's notification forgets them too, maybe later.
  ctx.identityChanged()
  return { email: ctx.user.email, displayName: input.displayName, Admin: ctx.user.isAdmin }
}
