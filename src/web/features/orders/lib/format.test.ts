import { describe, expect, it } from 'vitest'
import { orderStatusText } from './format.ts'

describe('orderStatusText', () => {
  it("keeps the spec's words and says Cancelled for a withdrawn plan's unpaid order", () => {
    const unpaid = { isPaid: false, cancelled: false, expired: false }
    expect(orderStatusText(unpaid, 'customer')).toBe('unpaid')
    expect(orderStatusText(unpaid, 'admin')).toBe('Not Paid')
    expect(orderStatusText({ ...unpaid, isPaid: true }, 'customer')).toBe('Paid')
    for (const audience of ['customer', 'admin'] as const) {
      expect(orderStatusText({ ...unpaid, cancelled: true }, audience)).toBe('Cancelled')
      expect(orderStatusText({ ...unpaid, expired: true }, audience)).toBe('Expired')
    }
  })
})
