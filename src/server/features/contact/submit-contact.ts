import { eq } from 'drizzle-orm'
import { contactMessages } from '#server/db/schema/index.ts'
import { enqueueMail } from '#server/features/mail/index.ts'
import { contactMail } from '#server/features/mail/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { currentLocale } from '#shared/messages.ts'

/**
 * POST /contact — stores the message, then queues its mail to CONTACT_TO, in one transaction:
 * once this returns, the message is safe whatever the mail server does. A filled honeypot
 * (`website`, a field people never see) is a bot: it is answered as usual and nothing is kept.
 */
export async function submitContact({
  ctx,
  input,
  contactTo,
}: {
  ctx: Ctx
  input: { user_name: string; user_email: string; message: string; website?: string | undefined }
  contactTo: string | undefined
}): Promise<void> {
  if (input.website) return
  await ctx.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values({
        name: input.user_name,
        email: input.user_email,
        message: input.message,
        // A reply is written in the language they wrote from.
        locale: currentLocale(),
      })
      .returning({ id: contactMessages.id })
    if (!contactTo) return
    const mailId = await enqueueMail(
      tx,
      contactMail(
        {
          id: stored!.id,
          name: input.user_name,
          email: input.user_email,
          message: input.message,
          // The page's language: the mail names it, so the company can answer in it.
          locale: currentLocale(),
        },
        contactTo,
      ),
    )
    await tx.update(contactMessages).set({ mailId }).where(eq(contactMessages.id, stored!.id))
  })
  if (contactTo) ctx.mailQueued()
}
