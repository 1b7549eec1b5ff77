import { and, ne } from 'drizzle-orm'
import { users } from '#server/db/schema/index.ts'
import { recordAudit } from '#server/features/audit/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { NotFound } from '#server/lib/errors.ts'
import { emailIs } from '#server/features/accounts/index.ts'
import { messages } from '#shared/messages.ts'

/**
 * PUT /users/admin — an admin promotes another account. `modifiedCount` is 0 when the account
 * was already an admin; an unknown email is a 404 (the caller guards the admin role).
 */
export async function makeAdmin({
  ctx,
  email,
}: {
  ctx: UserCtx
  email: string
}): Promise<{ modifiedCount: number }> {
  const result = await ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(emailIs(email))
      .limit(1)
    if (!existing) throw new NotFound(messages.errors.noAccountSignUpFirst)
    const promoted = await tx
      .update(users)
      .set({ role: 'admin', updatedAt: new Date() })
      .where(and(emailIs(email), ne(users.role, 'admin')))
      .returning({ id: users.id })
    if (promoted.length > 0) {
      await recordAudit(tx, ctx.user, {
        action: 'user.role',
        subject: { type: 'user', id: existing.id },
        before: { email, role: existing.role },
        after: { email, role: 'admin' },
      })
    }
    return { modifiedCount: promoted.length }
  })
  // Sessions remember the role: the trigger's notification forgets them too, maybe later.
  ctx.identityChanged()
  return result
}
