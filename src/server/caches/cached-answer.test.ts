import { describe, expect, it } from 'vitest'
import { parsedEncoding, pickEncoding } from './cached-answer.ts'

describe('pickEncoding', () => {
  it('reads what browsers send', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(pickEncoding('gzip, deflate')).toBe('gzip')
    expect(pickEncoding('*')).toBe('gzip')
    expect(pickEncoding('identity')).toBe(undefined)
    expect(pickEncoding(undefined)).toBe(undefined)
    expect(pickEncoding('brotli, xgzip')).toBe(undefined)
    expect(pickEncoding('gzip;q=1, br;q=0')).toBe('gzip')
  })

  it('answers as the whole parse does, for any header without q-values', () => {
    // Seeded, so a failure repeats: tokens, near-misses, case, commas and whitespace mixed.
    let seed = 20261125
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed % n
    }
    const pieces = ['br', 'BR', 'gzip', 'Gzip', '*', 'deflate', 'zstd', 'brr', 'gzipx', 'x-br']
    const spaces = ['', ' ', '  ', '\t', '\u00a0']
    for (let i = 0; i < 5000; i++) {
      const parts = Array.from({ length: 1 + next(4) }, () => {
        const space = () => spaces[next(spaces.length)]!
        return `${space()}${next(6) === 0 ? '' : pieces[next(pieces.length)]}${space()}`
      })
      const header = parts.join(',')
      if (!header) continue
      expect(pickEncoding(header), JSON.stringify(header)).toBe(parsedEncoding(header))
    }
  })
})
