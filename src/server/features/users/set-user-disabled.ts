/**
 * PUT /admin/users/:id/disabled (admins): disable an account — it cannot sign in again (the
 * session hook in auth/auth.ts refuses it) and every session it has ends now, in the same
 * transaction — or enable it again; audit-logged. Nobody disables themself, nor the last admin
 * who can sign in (lockAdmins, as for revoking).
 */
import { eq } from 'drizzle-orm'
import type { AdminUser } from '#shared/contracts/users.ts'
import { messages } from '#shared/messages.ts'
import { sessions, users } from '#server/db/schema/index.ts'
import { recordAudit } from '#server/features/audit/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { Conflict, NotFound } from '#server/lib/errors.ts'
import { countActiveAdmins, findAdminUser, lockAdmins } from './admin-users.ts'

export async function setUserDisabled({
  ctx,
  adminEmails,
  id,
  disabled,
}: {
  ctx: UserCtx
  adminEmails: ReadonlySet<string>
  id: string
  disabled: boolean
}): Promise<AdminUser> {
  const t = messages.people
  if (disabled && id === ctx.user.id) throw new Conflict(t.cannotDisableSelf)
  const changed = await ctx.db.transaction(async (tx) => {
    await lockAdmins(tx)
    const target = await findAdminUser(tx, id, adminEmails)
    if (!target) throw new NotFound(t.notFound)
    if (target.disabled === disabled) return false
    if (disabled && target.isAdmin && (await countActiveAdmins(tx, adminEmails)) <= 1) {
      throw new Conflict(t.lastAdmin)
    }
    await tx
      .update(users)
      .set({ disabledAt: disabled ? new Date() : null, updatedAt: new Date() })
      .where(eq(users.id, id))
    if (disabled) await tx.delete(sessions).where(eq(sessions.userId, id))
    await recordAudit(tx, ctx.user, {
      action: disabled ? 'user.disabled' : 'user.enabled',
      subject: { type: 'user', id },
      before: { email: target.email, disabled: target.disabled },
      after: { email: target.email, disabled },
    })
    return true
  })
  // Remembered sessions of this account must not outlive its rows (caches README).
  if (changed) ctx.identityChanged()
  const user = await findAdminUser(ctx.db, id, adminEmails)
  if (!user) throw new NotFound(t.notFound)
  return user
}
