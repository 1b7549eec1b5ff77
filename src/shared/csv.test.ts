import { describe, expect, it } from 'vitest'
import { csvCell } from './csv.ts'

describe('csvCell', () => {
  it('quotes commas, quotes, line breaks and semicolons', () => {
    expect(csvCell('Dhaka, Bangladesh')).toBe('"Dhaka, Bangladesh"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"')
    expect(csvCell('Karim; Rahim')).toBe('"Karim; Rahim"')
    expect(csvCell('plain')).toBe('plain')
  })

  it('keeps a formula from running, and writes numbers, booleans and nothing as they are', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
    expect(csvCell('+880 1712')).toBe("'+880 1712")
    expect(csvCell(-12.5)).toBe('-12.5')
    expect(csvCell(true)).toBe('true')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
  })
})
