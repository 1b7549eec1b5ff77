/**
 * PUT /admin/users/:id/role (admins): promote to admin or revoke it, audit-logged. The last
 * admin who can sign in is never revoked (409), even when two admins revoke each other at the
 * same moment (lockAdmins); revoking yourself needs `confirm: true` (the page asks first); an
 * admin through ADMIN_EMAILS stays one whatever their role, so revoking them is refused (409).
 */
import { and, eq, ne } from 'drizzle-orm'
import type { AdminUser } from '#shared/contracts/users.ts'
import { messages } from '#shared/messages.ts'
import { users } from '#server/db/schema/index.ts'
import { recordAudit } from '#server/features/audit/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { Conflict, NotFound, invalidField } from '#server/lib/errors.ts'
import { countActiveAdmins, findAdminUser, lockAdmins } from './admin-users.ts'

export async function setUserRole({
  ctx,
  adminEmails,
  id,
  role,
  confirm = false,
}: {
  ctx: UserCtx
  adminEmails: ReadonlySet<string>
  id: string
  role: 'admin' | 'customer'
  confirm?: boolean
}): Promise<AdminUser> {
  const t = messages.people
  const self = id === ctx.user.id
  if (role === 'customer' && self && !confirm) {
    throw invalidField('confirm', t.confirmSelfRevoke)
  }
  const changed = await ctx.db.transaction(async (tx) => {
    await lockAdmins(tx)
    const target = await findAdminUser(tx, id, adminEmails)
    if (!target) throw new NotFound(t.notFound)
    if (role === 'customer') {
      if (target.adminByConfig) throw new Conflict(t.adminByConfigRevoke)
      if (!target.isAdmin) return false
      if (!target.disabled && (await countActiveAdmins(tx, adminEmails)) <= 1) {
        throw new Conflict(t.lastAdmin)
      }
    }
    const updated = await tx
      .update(users)
      .set({ role, updatedAt: new Date() })
      .where(and(eq(users.id, id), ne(users.role, role)))
      .returning({ id: users.id })
    if (updated.length === 0) return false
    await recordAudit(tx, ctx.user, {
      action: 'user.role',
      subject: { type: 'user', id },
      before: { email: target.email, role: target.role },
      after: { email: target.email, role },
    })
    return true
  })
  // Sessions remember the role: forget them here at once (the trigger tells other instances).
  if (changed) ctx.identityChanged()
  const user = await findAdminUser(ctx.db, id, adminEmails)
  if (!user) throw new NotFound(t.notFound)
  return user
}
