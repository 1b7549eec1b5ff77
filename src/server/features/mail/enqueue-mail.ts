import { and, eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { mailOutbox } from '#server/db/schema/index.ts'
import type { MailDraft } from './templates.ts'

/**
 * The statement that puts a mail in the outbox, unexecuted: a verb that must commit a mail with
 * its own row in one statement (a booking) runs it inside its own.
 */
export function outboxInsert(db: Db, mail: MailDraft) {
  return db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      ref: mail.ref,
      to: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments ?? null,
    })
    .onConflictDoNothing({ target: [mailOutbox.kind, mailOutbox.ref] })
}

/**
 * Puts a mail in the outbox (the worker sends it). One mail per kind and ref: queueing the
 * same receipt twice keeps the first. Returns the outbox row's id.
 */
export async function enqueueMail(db: Db, mail: MailDraft): Promise<string> {
  const [inserted] = await outboxInsert(db, mail).returning({ id: mailOutbox.id })
  if (inserted) return inserted.id
  const [existing] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, mail.kind), eq(mailOutbox.ref, mail.ref)))
  return existing!.id
}
