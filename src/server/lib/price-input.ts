/**
 * A price an admin typed (major units: dollars, taka) as the minor units the database keeps. A
 * taka site prices in whole taka (decision 040): ৳9,500.50 is refused with the field named,
 * before anything is stored, rather than rounded behind the admin's back.
 */
import type { Ctx } from './context.ts'
import { invalidField } from './errors.ts'
import { messages } from '#shared/messages.ts'
import { isPriceable, toMinor } from '#shared/money.ts'

export function priceInput(
  ctx: Pick<Ctx, 'pricingCurrency'>,
  price: number,
  field = 'price',
): number {
  if (!isPriceable(price, ctx.pricingCurrency)) {
    throw invalidField(field, messages.validation.priceWholeTaka)
  }
  return toMinor(price)
}
