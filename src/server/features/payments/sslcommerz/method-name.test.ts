import { describe, expect, it } from 'vitest'
import { methodName } from './method-name.ts'

describe("SSLCommerz's card_type as a receipt says it", () => {
  it('names wallets by their brand and cards with their bank', () => {
    expect(methodName('BKASH-BKash')).toBe('bKash')
    expect(methodName('NAGAD-Nagad')).toBe('Nagad')
    expect(methodName('DBBLMOBILEB-Dbbl Mobile Banking')).toBe('Rocket')
    expect(methodName('VISA-Dutch Bangla')).toBe('Visa (Dutch Bangla)')
    expect(methodName('MASTER-Brac bankL')).toBe('Mastercard (Brac bankL)')
    expect(methodName('AMEX-City Bank')).toBe('American Express (City Bank)')
  })
  it('keeps what it does not know, and nothing for nothing', () => {
    expect(methodName('IBBL-Islami Bank')).toBe('Islami Bank')
    expect(methodName('CITYTOUCH')).toBe('CITYTOUCH')
    expect(methodName('')).toBeNull()
    expect(methodName(null)).toBeNull()
    expect(methodName('X'.repeat(500))).toHaveLength(80)
  })
})
