import type { PaymentProvider } from '#server/lib/payment-provider.ts'
import { releaseAccountOrders } from '#server/features/orders/index.ts'
import { deleteReviewsOf } from '#server/features/reviews/index.ts'
import { deleteTourReviewsOf } from '#server/features/tour-reviews/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { DEFAULT_LOCALE } from '#shared/messages.ts'

/**
 * Before an account is deleted by its owner: its unpaid bookings go as the owner would delete
 * them (an open payment cancelled first; one in progress refuses with 409 and the account
 * stays), paid ones stay for the company's books, and its testimonials and tour reviews go.
 */
export async function deleteAccountData({
  ctx,
  provider,
  user,
}: {
  ctx: Ctx
  provider: Pick<PaymentProvider, 'cancelIntent'>
  user: { id: string; email: string; name: string; emailVerified: boolean }
}): Promise<void> {
  const owner = {
    ...user,
    image: null,
    phone: null,
    role: 'customer' as const,
    isAdmin: false,
    locale: DEFAULT_LOCALE,
  }
  await releaseAccountOrders({ ctx: { ...ctx, user: owner }, provider })
  await deleteReviewsOf({ ctx, userId: user.id })
  await deleteTourReviewsOf({ ctx, userId: user.id })
}
