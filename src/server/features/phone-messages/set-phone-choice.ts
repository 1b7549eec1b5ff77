import { and, eq, isNull } from 'drizzle-orm'
import { toBdMobile } from '#shared/bd-mobile.ts'
import type { PhoneChoice, PhoneChoiceInput } from '#shared/contracts/phone-messages.ts'
import { messages } from '#shared/messages.ts'
import type { Db } from '#server/db/client.ts'
import { phoneChannels, phoneConsents, type PhoneChannel } from '#server/db/schema/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { invalidField } from '#server/lib/errors.ts'
import { isUniqueViolation } from '#server/lib/pg-errors.ts'
import { phoneChoiceOf } from './get-phone-choice.ts'

type Via = 'profile' | 'booking'

/**
 * Sets which channels the customer's messages go by, and to which number (Profile). A channel
 * chosen with another number, or chosen again, ends the old consent and records a new one (when,
 * which channel, from where); a channel no longer chosen ends its consent. Unchanged channels
 * keep their record. Channels the site does not offer may be chosen: they take effect once a
 * provider is configured.
 */
export async function setPhoneChoice({
  ctx,
  input,
}: {
  ctx: UserCtx
  input: PhoneChoiceInput
}): Promise<PhoneChoice> {
  const phone = input.phone ? toBdMobile(input.phone) : null
  if ((input.sms || input.whatsapp) && !phone) {
    throw invalidField('phone', messages.phoneChoice.notMobile)
  }
  await recordChoice(ctx.db, ctx.user.id, phone, input, 'profile')
  return phoneChoiceOf(ctx.db, ctx.user.id, ctx.phoneChannels ?? [])
}

/**
 * The booking form's channels, for the number booked with: those ticked are granted (from
 * `booking`); the others are left as they were (the Profile ends them).
 */
export async function grantAtBooking({
  ctx,
  phone,
  channels,
}: {
  ctx: UserCtx
  phone: string
  channels: readonly PhoneChannel[]
}): Promise<void> {
  if (channels.length === 0) return
  const e164 = toBdMobile(phone)
  if (!e164) throw invalidField('phone', messages.phoneChoice.notMobile)
  const wanted = { sms: channels.includes('sms'), whatsapp: channels.includes('whatsapp') }
  await recordChoice(ctx.db, ctx.user.id, e164, wanted, 'booking', { keepOthers: true })
}

async function recordChoice(
  db: Db,
  userId: string,
  phone: string | null,
  wanted: { sms: boolean; whatsapp: boolean },
  via: Via,
  { keepOthers = false } = {},
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await db.transaction(async (tx) => {
        for (const channel of phoneChannels) {
          const [current] = await tx
            .select()
            .from(phoneConsents)
            .where(
              and(
                eq(phoneConsents.userId, userId),
                eq(phoneConsents.channel, channel),
                isNull(phoneConsents.withdrawnAt),
              ),
            )
            .for('update')
          const want = wanted[channel]
          if (!want && keepOthers) continue
          if (want && current?.phone === phone) continue
          if (current) {
            await tx
              .update(phoneConsents)
              .set({ withdrawnAt: new Date(), withdrawnVia: 'profile' })
              .where(eq(phoneConsents.id, current.id))
          }
          if (want && phone) {
            await tx.insert(phoneConsents).values({ userId, phone, channel, grantedVia: via })
          }
        }
      })
      return
    } catch (error) {
      // Two saves at once both found no consent and inserted: the index keeps one; read again.
      if (attempt < 2 && isUniqueViolation(error)) continue
      throw error
    }
  }
}
