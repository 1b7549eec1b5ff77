import { describe, expect, it } from 'vitest'
import { orderStatuses } from '#shared/contracts/orders.ts'
import { orderStatusText, statusTone } from './format.ts'

describe('orderStatusText', () => {
  it("keeps the spec's words for unpaid and paid, and names every other state", () => {
    expect(orderStatusText({ status: 'unpaid' }, 'customer')).toBe('unpaid')
    expect(orderStatusText({ status: 'unpaid' }, 'admin')).toBe('Not Paid')
    for (const audience of ['customer', 'admin'] as const) {
      expect(orderStatusText({ status: 'paid' }, audience)).toBe('Paid')
      expect(orderStatusText({ status: 'cancelled' }, audience)).toBe('Cancelled')
      expect(orderStatusText({ status: 'expired' }, audience)).toBe('Expired')
      expect(orderStatusText({ status: 'deposit_paid' }, audience)).toBe('Deposit paid')
      expect(orderStatusText({ status: 'partly_refunded' }, audience)).toBe('Partly refunded')
    }
  })

  it('gives every state a label and a colour', () => {
    for (const status of orderStatuses) {
      expect(orderStatusText({ status }, 'admin')).toMatch(/\w/)
      expect(statusTone(status)).toMatch(/\w/)
    }
  })
})
