import { desc } from 'drizzle-orm'
import type { ContactMessage } from '#shared/contracts/contact.ts'
import { contactMessages } from '#server/db/schema/index.ts'
import { statusesOfMails } from '#server/features/mail/index.ts'
import type { Ctx } from '#server/lib/context.ts'

/** GET /messages — contact messages, newest first, with their mail's status (admins only). */
export async function listMessages({ ctx }: { ctx: Ctx }): Promise<ContactMessage[]> {
  const rows = await ctx.db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(500)
  // The outbox belongs to the mail feature: ask it, rather than joining its table.
  const statuses = await statusesOfMails({
    ctx,
    ids: rows.flatMap((row) => (row.mailId ? [row.mailId] : [])),
  })
  return rows.map((row) => ({
    _id: row.id,
    user_name: row.name,
    user_email: row.email,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    mailStatus: (row.mailId && statuses.get(row.mailId)) || null,
  }))
}
