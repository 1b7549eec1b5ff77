import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatMinor, parseMinor } from './amount.ts'

describe('formatMinor', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [9, '0.09'],
    [10, '0.10'],
    [99, '0.99'],
    [100, '1.00'],
    [10_050, '100.50'],
    [9_360_000, '93600.00'],
    [50_000_000, '500000.00'],
    [1_000_000_000, '10000000.00'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%i minor units are "%s"', (minor, text) => {
    expect(formatMinor(minor)).toBe(text)
  })

  it.each([-1, 0.5, 1.005, 93600.1, Number.NaN, Infinity, -Infinity, 2 ** 53])(
    'refuses %d',
    (minor) => {
      expect(() => formatMinor(minor)).toThrow(RangeError)
    },
  )
})

describe('parseMinor', () => {
  it.each([
    ['93600.00', 9_360_000],
    ['100.5', 10_050],
    ['100.50', 10_050],
    ['7', 700],
    ['0', 0],
    ['0.00', 0],
    ['0.01', 1],
    ['0.1', 10],
    ['1.2500', 125],
    ['500000.00', 50_000_000],
    ['10000000.00', 1_000_000_000],
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
  ])('"%s" is %i minor units', (text, minor) => {
    expect(parseMinor(text)).toBe(minor)
  })

  it.each([
    '',
    ' ',
    ' 1.00',
    '1.00 ',
    '-1.00',
    '+1.00',
    '1e3',
    '1E3',
    '1,000.00',
    '1 000.00',
    '1_000',
    '1.',
    '.5',
    '01.00',
    '00',
    '1.0.0',
    '1.005',
    '1.001',
    '0.0001',
    'NaN',
    'Infinity',
    '0x10',
    '৯৩৬০০.০০',
    '١٠٠',
    '１００',
    '90071992547409.92',
    '99999999999999999999.00',
  ])('refuses %j', (text) => {
    expect(() => parseMinor(text)).toThrow(RangeError)
  })

  it('reads back exactly what formatMinor wrote, for any safe amount', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (minor) => {
        expect(parseMinor(formatMinor(minor))).toBe(minor)
      }),
    )
  })

  it('agrees with exact integer arithmetic on any plain decimal', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 13n }),
        fc.integer({ min: 0, max: 99 }),
        fc.boolean(),
        (whole, cents, oneDecimal) => {
          // "12.3" when the cents end in 0 and one decimal is asked for, else "12.30".
          const fraction =
            oneDecimal && cents % 10 === 0 ? String(cents / 10) : String(cents).padStart(2, '0')
          expect(parseMinor(`${whole}.${fraction}`)).toBe(Number(whole * 100n + BigInt(cents)))
        },
      ),
    )
  })

  it('refuses any fraction of a minor unit', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: 1, max: 9 }), (minor, extra) => {
        const text = `${formatMinor(minor)}${extra}`
        expect(() => parseMinor(text)).toThrow(RangeError)
      }),
    )
  })
})
