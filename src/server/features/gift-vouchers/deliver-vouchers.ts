/**
 * The lifecycle worker's delivery of gift vouchers (decision 054): every live voucher whose day
 * has come (Asia/Dhaka) goes to its recipient, by mail or SMS, once. Marking it delivered and
 * queueing its message commit together, on a conditional update: two instances' sweeps, or a
 * sweep after a crash, deliver it once; the outboxes then send it exactly once, with retries.
 * A voucher to be sent by SMS waits while no SMS provider is configured. The message says what
 * is left on it (its buyer may have spent some before its day); one with nothing left is marked
 * delivered and sends nothing.
 */
import { and, asc, eq, isNull, lte } from 'drizzle-orm'
import { dhakaToday } from '#shared/dhaka-date.ts'
import { giftVouchers } from '#server/db/schema/index.ts'
import { enqueueMail, giftVoucherMail } from '#server/features/mail/index.ts'
import { giftVoucherPhone, queuePhoneTo } from '#server/features/phone-messages/index.ts'
import type { Ctx } from '#server/lib/context.ts'

export async function deliverGiftVouchers({
  ctx,
  limit = 50,
}: {
  ctx: Ctx
  limit?: number
}): Promise<number> {
  const sms = ctx.phoneChannels?.includes('sms') ?? false
  const due = await ctx.db
    .select({ id: giftVouchers.id })
    .from(giftVouchers)
    .where(
      and(
        eq(giftVouchers.status, 'active'),
        isNull(giftVouchers.deliveredAt),
        lte(giftVouchers.deliverOn, dhakaToday()),
        sms ? undefined : eq(giftVouchers.deliverBy, 'email'),
      ),
    )
    .orderBy(asc(giftVouchers.deliverOn))
    .limit(limit)
  let delivered = 0
  for (const { id } of due) {
    const sent = await ctx.db.transaction(async (tx) => {
      const [voucher] = await tx
        .update(giftVouchers)
        .set({ deliveredAt: new Date() })
        .where(
          and(
            eq(giftVouchers.id, id),
            eq(giftVouchers.status, 'active'),
            isNull(giftVouchers.deliveredAt),
          ),
        )
        .returning()
      if (!voucher) return undefined
      // What it is worth now: its buyer may have spent some (or all) of it before its day.
      if (voucher.balanceMinor === 0) return 'nothing'
      const gift = { ...voucher, amountMinor: voucher.balanceMinor }
      if (voucher.deliverBy === 'sms' && voucher.recipientPhone) {
        await queuePhoneTo(
          tx,
          { phone: voucher.recipientPhone, channel: 'sms', channels: ctx.phoneChannels },
          giftVoucherPhone(gift),
        )
        return 'phone'
      }
      if (voucher.recipientEmail) {
        await enqueueMail(
          tx,
          giftVoucherMail({ ...gift, recipientEmail: voucher.recipientEmail }, ctx.publicUrl),
        )
      }
      return 'mail'
    })
    if (sent === 'mail') ctx.mailQueued()
    if (sent === 'phone') ctx.phoneQueued?.()
    if (sent === 'mail' || sent === 'phone') delivered++
  }
  return delivered
}
