/**
 * POST /api/payment/sandbox/confirm: the sandbox's card form (test mode). A refused card answers
 * 402 with Stripe's own sentence ('Your card was declined.') and its code in `details`
 * (`{ code: 'card_declined', declineCode: 'generic_decline' }`), which the page reads in its
 * language.
 */
import type { SandboxCard } from '#shared/contracts/payments.ts'
import { apiPost } from '#web/lib/api-client.ts'

export function confirmSandboxCard(
  card: SandboxCard,
): Promise<{ status: 'succeeded'; paymentIntentId: string }> {
  return apiPost('/payment/sandbox/confirm', card)
}
