/**
 * POST /admin/gift-vouchers (admins): a voucher given, not sold (a goodwill gesture after a
 * cancelled departure, a prize): alive at once, its value an `issued` entry, the reason on the
 * audit log, delivered on its day like a sold one.
 */
import type { z } from 'zod'
import type { AdminGiftVoucher, giftVoucherIssueSchema } from '#shared/contracts/gift-vouchers.ts'
import { messages } from '#shared/messages.ts'
import { giftVoucherEntries, giftVouchers } from '#server/db/schema/index.ts'
import { recordAudit } from '#server/features/audit/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { isUniqueViolation } from '#server/lib/pg-errors.ts'
import { newCode, voucherTerms } from './purchase-voucher.ts'
import { NO_SALE, toAdminVoucher } from './voucher-row.ts'

export async function issueGiftVoucher({
  ctx,
  input,
}: {
  ctx: UserCtx
  input: z.output<typeof giftVoucherIssueSchema>
}): Promise<AdminGiftVoucher> {
  const terms = voucherTerms(ctx, input)
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await ctx.db.transaction(async (tx) => {
        const [voucher] = await tx
          .insert(giftVouchers)
          .values({
            ...terms,
            code: newCode(),
            status: 'active',
            balanceMinor: terms.amountMinor,
            origin: 'issued',
            fromName: input.fromName ?? messages.giftVoucher.company,
            createdBy: ctx.user.email,
          })
          .returning()
        await tx.insert(giftVoucherEntries).values({
          voucherId: voucher!.id,
          kind: 'issued',
          amountMinor: terms.amountMinor,
          key: `issued:${voucher!.id}`,
          actorId: ctx.user.id,
        })
        await recordAudit(tx, ctx.user, {
          action: 'gift-voucher.issued',
          subject: { type: 'gift-voucher', id: voucher!.id },
          after: {
            amountMinor: terms.amountMinor,
            currency: terms.currency,
            recipientName: terms.recipientName,
            deliverBy: terms.deliverBy,
            deliverOn: terms.deliverOn,
            reason: input.reason,
          },
        })
        return voucher!
      })
      return toAdminVoucher(row, NO_SALE)
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error)) continue
      throw error
    }
  }
}
