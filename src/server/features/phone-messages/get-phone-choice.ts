import { desc, eq } from 'drizzle-orm'
import type { PhoneChoice } from '#shared/contracts/phone-messages.ts'
import type { Db } from '#server/db/client.ts'
import { phoneChannels, phoneConsents } from '#server/db/schema/index.ts'
import type { UserCtx } from '#server/lib/context.ts'

/**
 * The signed-in customer's choice: the channels with consent in force and their number (the
 * latest consent's), the channels the site offers, and those ended by a STOP reply.
 */
export async function getPhoneChoice({ ctx }: { ctx: UserCtx }): Promise<PhoneChoice> {
  return phoneChoiceOf(ctx.db, ctx.user.id, ctx.phoneChannels ?? [])
}

export async function phoneChoiceOf(
  db: Db,
  userId: string,
  offered: readonly (typeof phoneChannels)[number][],
): Promise<PhoneChoice> {
  const rows = await db
    .select()
    .from(phoneConsents)
    .where(eq(phoneConsents.userId, userId))
    .orderBy(desc(phoneConsents.grantedAt), desc(phoneConsents.id))
    .limit(50)
  const latest = (channel: string) => rows.find((row) => row.channel === channel)
  const active = rows.filter((row) => row.withdrawnAt === null)
  return {
    phone: active[0]?.phone ?? rows[0]?.phone ?? null,
    sms: active.some((row) => row.channel === 'sms'),
    whatsapp: active.some((row) => row.channel === 'whatsapp'),
    offered: [...offered],
    stopped: phoneChannels.filter((channel) => latest(channel)?.withdrawnVia === 'stop'),
  }
}
