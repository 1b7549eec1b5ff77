/**
 * POST /gift-vouchers/check — what a code holds, for whoever has it (a signed-in customer,
 * rate-limited so codes cannot be tried by the thousand). No names: a code tells its balance,
 * not who bought it for whom.
 */
import { eq } from 'drizzle-orm'
import type { GiftVoucherBalance } from '#shared/contracts/gift-vouchers.ts'
import { normalGiftVoucherCode } from '#shared/gift-voucher-code.ts'
import { messages } from '#shared/messages.ts'
import { toMajor } from '#shared/money.ts'
import { giftVouchers } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { invalidField } from '#server/lib/errors.ts'
import { stateOf } from './voucher-row.ts'

/** The stored code from what was typed, or the field's error. */
export function codeOf(typed: string): string {
  const code = normalGiftVoucherCode(typed)
  if (!code) throw invalidField('code', messages.giftVoucher.codeShape)
  return code
}

export async function checkGiftVoucher({
  ctx,
  code: typed,
}: {
  ctx: Ctx
  code: string
}): Promise<GiftVoucherBalance> {
  const code = codeOf(typed)
  const [row] = await ctx.db.select().from(giftVouchers).where(eq(giftVouchers.code, code))
  if (!row) throw invalidField('code', messages.giftVoucher.unknown)
  return {
    code: row.code,
    amount: toMajor(row.amountMinor),
    balance: toMajor(row.balanceMinor),
    currency: row.currency,
    status: stateOf(row),
    expiresOn: row.expiresOn,
  }
}
