import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { phoneConsents, phoneOutbox, type PhoneChannel } from '#server/db/schema/index.ts'

/** What a customer replies to end messages: STOP (any case), or বন্ধ. */
export function isStopWord(text: string): boolean {
  const word = text.trim().replace(/[.!।]+$/u, '')
  return /^(stop|stopall|unsubscribe)$/i.test(word) || word === 'বন্ধ'
}

/**
 * A STOP reply: every consent in force for this number on this channel ends (recorded as
 * `stop`, now), whoever gave it, and its messages not sent yet are dropped (failed, with the
 * reason). Answers how many consents ended.
 */
export async function stopPhoneChannel(
  db: Db,
  { phone, channel }: { phone: string; channel: PhoneChannel },
): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(phoneConsents)
      .set({ withdrawnAt: new Date(), withdrawnVia: 'stop' })
      .where(
        and(
          eq(phoneConsents.phone, phone),
          eq(phoneConsents.channel, channel),
          isNull(phoneConsents.withdrawnAt),
        ),
      )
      .returning({ id: phoneConsents.id })
    await tx
      .update(phoneOutbox)
      .set({ status: 'failed', lastError: 'STOP: the customer ended this channel' })
      .where(
        and(
          eq(phoneOutbox.to, phone),
          eq(phoneOutbox.channel, channel),
          eq(phoneOutbox.status, 'pending'),
        ),
      )
    return ended.length
  })
}

/** An account is deleted: its consents end (recorded as `account`), its number kept on the rows. */
export async function endAccountConsents(db: Db, userId: string): Promise<void> {
  await db
    .update(phoneConsents)
    .set({ withdrawnAt: new Date(), withdrawnVia: 'account' })
    .where(and(eq(phoneConsents.userId, userId), isNull(phoneConsents.withdrawnAt)))
}
