/**
 * Puts a phone message in the outbox for each channel the customer consented to and a provider
 * serves, in the caller's transaction (or inside its statement: `phoneOutboxInsert` is a SQL
 * fragment a booking runs in its own). The consent decides the number: a message goes to the
 * number the consent was given for, and to nobody without one. `(kind, ref, channel)` is
 * unique: queueing the same message again keeps the first.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import type { PhoneChannel } from '#server/db/schema/phone-messages.ts'
import type { PhoneDraft } from './phone-texts.ts'

export interface PhoneAudience {
  /** The account whose consents decide; null (a deleted account): nobody. */
  userId: string | null
  /** The channels with a provider (ctx.phoneChannels). */
  channels: readonly PhoneChannel[] | undefined
}

/** The insert as one statement, or null when nobody can receive it (no channel, no account). */
export function phoneOutboxInsert(audience: PhoneAudience, message: PhoneDraft): SQL | null {
  const { userId, channels } = audience
  if (!userId || !channels?.length) return null
  const template = JSON.stringify(message.template)
  return sql`insert into phone_outbox (kind, ref, channel, "to", text, template)
    select ${message.kind}, ${message.ref}, c.channel, c.phone, ${message.text},
      case when c.channel = 'whatsapp' then ${template}::jsonb end
    from phone_consents c
    where c.user_id = ${userId} and c.withdrawn_at is null
      and c.channel in (${sql.join(
        channels.map((channel) => sql`${channel}`),
        sql`, `,
      )})
    on conflict (kind, ref, channel) do nothing`
}

/**
 * Queues a message to a number someone gave for it, not an account's (a gift voucher to its
 * recipient, at the giver's asking: one message, decision 054), on a channel with a provider.
 * Answers whether it was queued (false: no such channel, or queued before).
 */
export async function queuePhoneTo(
  db: Db,
  to: { phone: string; channel: PhoneChannel; channels: readonly PhoneChannel[] | undefined },
  message: PhoneDraft,
): Promise<boolean> {
  if (!to.channels?.includes(to.channel)) return false
  const template = to.channel === 'whatsapp' ? JSON.stringify(message.template) : null
  const result =
    (await db.execute(sql`insert into phone_outbox (kind, ref, channel, "to", text, template)
    values (${message.kind}, ${message.ref}, ${to.channel}, ${to.phone}, ${message.text}, ${template}::jsonb)
    on conflict (kind, ref, channel) do nothing returning id`)) as unknown as { rows: unknown[] }
  return result.rows.length > 0
}

/** Queues the message; answers how many channels it was queued on (0: none, or already). */
export async function queuePhone(
  db: Db,
  audience: PhoneAudience,
  message: PhoneDraft,
): Promise<number> {
  const statement = phoneOutboxInsert(audience, message)
  if (!statement) return 0
  const result = (await db.execute(sql`${statement} returning id`)) as unknown as {
    rows: unknown[]
  }
  return result.rows.length
}

/**
 * For a sweep (reminders): the orders whose customer consents to some channel and that have no
 * message of this kind yet — so a sweep every 30 s reads only what it has to queue.
 */
export function awaitingPhone(kind: string, orderId: SQL | AnyColumn, userId: SQL | AnyColumn) {
  return sql`exists (select 1 from phone_consents c where c.user_id = ${userId} and c.withdrawn_at is null)
    and not exists (select 1 from phone_outbox p where p.kind = ${kind} and p.ref = ${orderId}::text)`
}
