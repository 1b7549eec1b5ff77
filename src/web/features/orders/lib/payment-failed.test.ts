import { describe, expect, it } from 'vitest'
import { ApiError } from '#web/lib/api-client.ts'
import { PaymentFailed, paymentFailureText } from './payment-failed.ts'

describe('paymentFailureText', () => {
  it("shows the provider's sentence word for word", () => {
    expect(paymentFailureText(new PaymentFailed('Your card was declined.'))).toBe(
      'Your card was declined.',
    )
    const sandbox = new ApiError(402, 'PAYMENT_FAILED', 'Your card has insufficient funds.')
    expect(paymentFailureText(sandbox)).toBe('Your card has insufficient funds.')
  })

  it('falls back to a sentence of ours when nothing useful came back', () => {
    const offline = new ApiError(0, 'NETWORK', 'The server could not be reached.')
    expect(paymentFailureText(offline)).toMatch(/later\.$/)
    expect(paymentFailureText(new Error('boom'))).toMatch(/later\.$/)
  })
})
