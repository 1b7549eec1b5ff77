import { describe, expect, it } from 'vitest'
import { fromMajor } from '#shared/money.ts'
import { maskedCard, payButtonText } from './payment-format.ts'

describe('payButtonText', () => {
  it('reads as the spec writes it, with the amount as shown elsewhere', () => {
    expect(payButtonText(fromMajor(1250, 'usd'))).toBe('Pay $ 1,250')
    expect(payButtonText(fromMajor(99.5, 'usd'))).toBe('Pay $ 99.50')
  })

  it('names taka on a site that prices in them', () => {
    expect(payButtonText(fromMajor(14_400, 'bdt'))).toBe('Pay ৳ 14,400')
  })
})

describe('maskedCard', () => {
  it('shows only the last four digits', () => {
    expect(maskedCard('4242')).toBe('•••• 4242')
    expect(maskedCard(null)).toBe('Not recorded')
  })
})
