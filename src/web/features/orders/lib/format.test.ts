import { describe, expect, it } from 'vitest'
import { orderStatusText } from './format.ts'

describe('orderStatusText', () => {
  it("keeps the spec's words and says Cancelled for a withdrawn plan's unpaid order", () => {
    const unpaid = { isPaid: false, cancelled: false }
    expect(orderStatusText(unpaid, 'customer')).toBe('unpaid')
    expect(orderStatusText(unpaid, 'admin')).toBe('Not Paid')
    expect(orderStatusText({ isPaid: true, cancelled: false }, 'customer')).toBe('Paid')
    for (const audience of ['customer', 'admin'] as const) {
      expect(orderStatusText({ isPaid: false, cancelled: true }, audience)).toBe('Cancelled')
    }
  })
})
