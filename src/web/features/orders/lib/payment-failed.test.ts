import { afterEach, describe, expect, it } from 'vitest'
import { messages, setLocaleSource } from '#shared/messages.ts'
import { ApiError } from '#web/lib/api-client.ts'
import { cardRefusalText, PaymentFailed, paymentFailureText } from './payment-failed.ts'

afterEach(() => setLocaleSource(() => 'en'))

const declined = { code: 'card_declined', declineCode: 'generic_decline' }
const sandboxRefusal = (message: string, details: object) =>
  new ApiError(402, 'PAYMENT_FAILED', message, details)

describe('paymentFailureText', () => {
  it("shows Stripe's sentence word for word on an English page", () => {
    expect(paymentFailureText(new PaymentFailed('Your card was declined.', declined))).toBe(
      'Your card was declined.',
    )
    const sandbox = sandboxRefusal('Your card has insufficient funds.', {
      code: 'card_declined',
      declineCode: 'insufficient_funds',
    })
    expect(paymentFailureText(sandbox)).toBe('Your card has insufficient funds.')
  })

  it('says a refusal it knows in the page’s language', () => {
    setLocaleSource(() => 'bn')
    const text = paymentFailureText(sandboxRefusal('Your card was declined.', declined))
    expect(text).toBe(messages.cardForm.declined)
    expect(text).not.toMatch(/[A-Za-z]/)
    expect(
      paymentFailureText(new PaymentFailed('Your card has expired.', { code: 'expired_card' })),
    ).toBe(messages.cardForm.expiredCard)
    expect(
      paymentFailureText(
        sandboxRefusal('Your card has insufficient funds.', {
          code: 'card_declined',
          declineCode: 'insufficient_funds',
        }),
      ),
    ).toBe(messages.cardForm.insufficientFunds)
  })

  it("keeps the provider's sentence for a code it does not know", () => {
    setLocaleSource(() => 'bn')
    const odd = 'Your card does not support this type of purchase.'
    expect(paymentFailureText(new PaymentFailed(odd, { code: 'card_not_supported' }))).toBe(odd)
    expect(paymentFailureText(new PaymentFailed(odd))).toBe(odd)
    expect(paymentFailureText(sandboxRefusal(odd, { code: 'constructor' }))).toBe(odd)
    // A decline without a sentence of its own is a decline.
    expect(cardRefusalText({ code: 'card_declined', declineCode: 'lost_card' }, odd)).toBe(
      messages.cardForm.declined,
    )
  })

  it('falls back to a sentence of ours when nothing useful came back', () => {
    const offline = new ApiError(0, 'NETWORK', 'The server could not be reached.')
    expect(paymentFailureText(offline)).toMatch(/later\.$/)
    expect(paymentFailureText(new Error('boom'))).toMatch(/later\.$/)
  })
})
