/**
 * A card the provider refused. The provider (Stripe, or the sandbox that answers as Stripe does)
 * gives its reason as a code and an English sentence ('Your card was declined.'); a code we know
 * reads as our catalogue's sentence in the page's language (Stripe's own words in English, spec
 * section 8), and an unknown one keeps the provider's sentence rather than saying less.
 */
import { messages } from '#shared/messages.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { errorMessage } from '#web/lib/error-message.ts'

/** Stripe's error `code` and, for a declined card, its `decline_code`. */
export interface CardRefusal {
  code?: string
  declineCode?: string
}

export class PaymentFailed extends Error {
  override readonly name = 'PaymentFailed'
  readonly refusal: CardRefusal

  constructor(message: string, refusal: CardRefusal = {}) {
    super(message)
    this.refusal = refusal
  }
}

const c = messages.cardForm

/** Decline codes with a sentence of their own; any other decline reads as 'declined'. */
const byDeclineCode = new Map<string, () => string>([
  ['insufficient_funds', () => c.insufficientFunds],
  ['expired_card', () => c.expiredCard],
  ['incorrect_cvc', () => c.cvcIncorrect],
  ['processing_error', () => c.processingError],
])

const byCode = new Map<string, () => string>([
  ['card_declined', () => c.declined],
  ['expired_card', () => c.expiredCard],
  ['incorrect_cvc', () => c.cvcIncorrect],
  ['processing_error', () => c.processingError],
  ['incorrect_number', () => c.numberInvalid],
  ['invalid_number', () => c.numberInvalid],
  ['invalid_expiry_month', () => c.expiryMonthInvalid],
  ['invalid_expiry_year', () => c.expiryYearInvalid],
  ['invalid_expiry_year_past', () => c.expiryPast],
  ['incomplete_number', () => c.numberIncomplete],
  ['incomplete_expiry', () => c.expiryIncomplete],
  ['incomplete_cvc', () => c.cvcIncomplete],
])

/** The sentence for a refusal: ours for a code we know, else the provider's own. */
export function cardRefusalText({ code, declineCode }: CardRefusal, providerText: string): string {
  const decline =
    code === 'card_declined' && declineCode !== undefined
      ? byDeclineCode.get(declineCode)
      : undefined
  const known = decline ?? (code === undefined ? undefined : byCode.get(code))
  return known ? known() : providerText
}

/** The refusal the sandbox's 402 carries in `details` (Stripe's names, camel-cased). */
export function refusalOf(details: unknown): CardRefusal {
  if (typeof details !== 'object' || details === null) return {}
  const { code, declineCode } = details as Record<string, unknown>
  return {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof declineCode === 'string' ? { declineCode } : {}),
  }
}

/** The sentence for a failed payment: the provider's reason when it gave one, else ours. */
export function paymentFailureText(error: unknown): string {
  if (error instanceof PaymentFailed) return cardRefusalText(error.refusal, error.message)
  // The sandbox answers a refused card with 402, Stripe's code and Stripe's wording.
  if (isApiError(error) && error.status === 402) {
    return cardRefusalText(refusalOf(error.details), error.message)
  }
  return errorMessage(error, messages.pay.failed)
}
