import { describe, expect, it } from 'vitest'
import { maskedCard, payButtonText } from './payment-format.ts'

describe('payButtonText', () => {
  it('reads as the spec writes it, with the amount as shown elsewhere', () => {
    expect(payButtonText(1250)).toBe('Pay $ 1,250')
    expect(payButtonText(99.5)).toBe('Pay $ 99.50')
  })
})

describe('maskedCard', () => {
  it('shows only the last four digits', () => {
    expect(maskedCard('4242')).toBe('•••• 4242')
    expect(maskedCard(null)).toBe('Not recorded')
  })
})
