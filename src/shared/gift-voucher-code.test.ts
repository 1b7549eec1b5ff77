import { describe, expect, it } from 'vitest'
import { newGiftVoucherCode, normalGiftVoucherCode } from './gift-voucher-code.ts'

describe('gift voucher codes', () => {
  it('makes codes that read back as themselves', () => {
    for (let i = 0; i < 200; i++) {
      const code = newGiftVoucherCode((size) => crypto.getRandomValues(new Uint8Array(size)))
      expect(code).toMatch(/^GV-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/)
      expect(normalGiftVoucherCode(code)).toBe(code)
    }
  })

  it('forgives case, spacing and the letters Crockford reads as digits', () => {
    expect(normalGiftVoucherCode(' gv 7k3m-9qxa 2bcd ')).toBe('GV-7K3M-9QXA-2BCD')
    expect(normalGiftVoucherCode('7K3M9QXA2BCD')).toBe('GV-7K3M-9QXA-2BCD')
    expect(normalGiftVoucherCode('GVAB-CDEF-GHJK')).toBe('GV-GVAB-CDEF-GHJK')
    expect(normalGiftVoucherCode('GV-OIL0-0000-0000')).toBe('GV-0110-0000-0000')
  })

  it('refuses what cannot be a code', () => {
    expect(normalGiftVoucherCode('')).toBeNull()
    expect(normalGiftVoucherCode('GV-7K3M-9QXA-2BC')).toBeNull()
    expect(normalGiftVoucherCode('GV-7K3M-9QXA-2BCU')).toBeNull()
    expect(normalGiftVoucherCode('EID25')).toBeNull()
  })
})
