import { desc, eq } from 'drizzle-orm'
import type { ContactMessage } from '#shared/contracts/contact.ts'
import { contactMessages, mailOutbox } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'

/** GET /messages — contact messages, newest first, with their mail's status (admins only). */
export async function listMessages({ ctx }: { ctx: Ctx }): Promise<ContactMessage[]> {
  const rows = await ctx.db
    .select({ message: contactMessages, mailStatus: mailOutbox.status })
    .from(contactMessages)
    .leftJoin(mailOutbox, eq(mailOutbox.id, contactMessages.mailId))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(500)
  return rows.map(({ message, mailStatus }) => ({
    _id: message.id,
    user_name: message.name,
    user_email: message.email,
    message: message.message,
    createdAt: message.createdAt.toISOString(),
    mailStatus: mailStatus ?? null,
  }))
}
