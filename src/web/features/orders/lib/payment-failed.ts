/**
 * A card the provider refused, with the provider's own sentence ('Your card was declined.'),
 * which the Pay page shows word for word (spec section 8).
 */
import { messages } from '#shared/messages.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { errorMessage } from '#web/lib/error-message.ts'

export class PaymentFailed extends Error {
  override readonly name = 'PaymentFailed'
}

/** The sentence for a failed payment: the provider's when it gave one, else ours. */
export function paymentFailureText(error: unknown): string {
  if (error instanceof PaymentFailed) return error.message
  // The sandbox answers a refused card with 402 and Stripe's wording.
  if (isApiError(error) && error.status === 402) return error.message
  return errorMessage(error, messages.pay.failed)
}
