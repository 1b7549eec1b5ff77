import { describe, expect, it } from 'vitest'
import { formatBdMobile, toBdMobile } from './bd-mobile.ts'

describe('Bangladeshi mobile numbers', () => {
  it.each([
    ['01712345678', '+8801712345678'],
    ['01712-345678', '+8801712345678'],
    ['017 1234 5678', '+8801712345678'],
    ['8801712345678', '+8801712345678'],
    ['+8801712345678', '+8801712345678'],
    ['+880 1712 345678', '+8801712345678'],
    ['+880-1712-345678', '+8801712345678'],
    ['(+880) 1712.345678', '+8801712345678'],
    ['008801912345678', '+8801912345678'],
    ['+880 01712345678', '+8801712345678'],
    ['1312345678', '+8801312345678'],
    ['০১৭১২৩৪৫৬৭৮', '+8801712345678'],
    ['+৮৮০ ১৫১২-৩৪৫৬৭৮', '+8801512345678'],
    ['  01812345678  ', '+8801812345678'],
  ])('reads %s as %s', (input, e164) => {
    expect(toBdMobile(input)).toBe(e164)
  })

  it.each([
    ['', 'empty'],
    ['0171234567', 'a digit short'],
    ['017123456789', 'a digit long'],
    ['01212345678', 'operator digit 2'],
    ['01112345678', 'operator digit 1'],
    ['0212345678', 'a Dhaka landline'],
    ['+447911123456', 'another country'],
    ['+8811712345678', 'another country code'],
    ['01712x345678', 'a letter'],
    ['+880+1712345678', 'a second plus'],
    ['০১৭১২৩৪৫৬৭', 'Bangla, a digit short'],
  ])('refuses %s (%s)', (input) => {
    expect(toBdMobile(input)).toBeNull()
  })

  it('formats an E.164 number for reading, and leaves anything else alone', () => {
    expect(formatBdMobile('+8801712345678')).toBe('+880 1712-345678')
    expect(formatBdMobile('01712')).toBe('01712')
  })
})
