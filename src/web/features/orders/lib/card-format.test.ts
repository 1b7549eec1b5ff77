import { describe, expect, it } from 'vitest'
import {
  applyEdit,
  caretAfterDigits,
  cardFieldErrors,
  digitsBeforeCaret,
  formatCardNumber,
  formatCvc,
  formatExpiry,
} from './card-format.ts'

describe('formatCardNumber', () => {
  it('groups digits by four and drops everything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42')
    expect(formatCardNumber('4242 ')).toBe('4242')
    expect(formatCardNumber('abc')).toBe('')
  })

  it('stops at 19 digits', () => {
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19)
  })
})

describe('formatExpiry', () => {
  it('adds the slash after the month while typing', () => {
    expect(formatExpiry('1', '')).toBe('1')
    expect(formatExpiry('12', '1')).toBe('12/')
    expect(formatExpiry('12/3', '12/')).toBe('12/3')
    expect(formatExpiry('1234', '')).toBe('12/34')
    expect(formatExpiry('12/345', '12/34')).toBe('12/34')
  })

  it('pads a month that can only be one digit', () => {
    expect(formatExpiry('4', '')).toBe('04/')
  })

  it('lets Backspace remove the year, then the slash', () => {
    expect(formatExpiry('12/', '12/3')).toBe('12/')
    expect(formatExpiry('12', '12/')).toBe('12')
  })
})

describe('formatCvc', () => {
  it('keeps up to four digits', () => {
    expect(formatCvc('12a345')).toBe('1234')
  })
})

describe('caret', () => {
  it('follows the same digit after formatting', () => {
    // "4242 4|" typed as "42424" with the caret at the end: stays after the fifth digit.
    expect(caretAfterDigits('4242 4', 5)).toBe(6)
    // After the fourth digit the caret skips the separator that follows.
    expect(caretAfterDigits('4242 4', 4)).toBe(5)
    expect(caretAfterDigits('12/', 2)).toBe(3)
    expect(caretAfterDigits('4242', 0)).toBe(0)
    expect(digitsBeforeCaret('4242 42', 6)).toBe(5)
  })
})

describe('applyEdit', () => {
  const number = (text: string) => formatCardNumber(text)

  it('formats what was typed and keeps the caret after the same digit', () => {
    expect(applyEdit('4242', '42424', 5, number)).toEqual({ value: '4242 4', caret: 6 })
    // A digit typed in the middle: "42|42 4242" → "421|42 4242" → "4214 2424 2".
    expect(applyEdit('4242 4242', '42142 4242', 3, number)).toEqual({
      value: '4214 2424 2',
      caret: 3,
    })
  })

  it('treats Backspace over a space as deleting the digit before it', () => {
    // "4242 |4242", Backspace: the browser removed the space only.
    expect(applyEdit('4242 4242', '42424242', 4, number)).toEqual({ value: '4244 242', caret: 3 })
  })
})

describe('cardFieldErrors', () => {
  it('names each incomplete field', () => {
    expect(cardFieldErrors({ cardNumber: '4242', expiry: '12/', cvc: '1' })).toEqual({
      cardNumber: 'Your card number is incomplete.',
      expiry: "Your card's expiration date is incomplete.",
      cvc: "Your card's security code is incomplete.",
    })
    expect(
      cardFieldErrors({ cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }),
    ).toEqual({})
  })
})
