import { describe, expect, it } from 'vitest'
import { maskEmail, previewText, slugify } from './text.ts'

describe('previewText', () => {
  it('keeps the first 149 characters and adds dots', () => {
    const text = 'a'.repeat(200)
    const preview = previewText(text)
    expect(preview).toBe(`${'a'.repeat(149)}...`)
  })
  it('leaves short texts alone', () => {
    expect(previewText('Lovely trip.')).toBe('Lovely trip.')
    expect(previewText('b'.repeat(149))).toBe('b'.repeat(149))
  })
  it('never splits a character made of two code units', () => {
    const text = `${'x'.repeat(148)}😀😀`
    expect(previewText(text)).toBe(`${'x'.repeat(148)}😀...`)
  })
})

describe('maskEmail', () => {
  it('shows two letters and the domain', () => {
    expect(maskEmail('rahim@gmail.com')).toBe('ra•••@gmail.com')
  })
  it('shows one letter of very short names', () => {
    expect(maskEmail('al@x.org')).toBe('a•••@x.org')
  })
  it('hides malformed addresses entirely', () => {
    expect(maskEmail('nobody')).toBe('•••')
  })
})

describe('slugify', () => {
  it('makes file-safe names', () => {
    expect(slugify("Cox's Bazar")).toBe('coxs-bazar')
    expect(slugify('Somapura Mahavihara (Paharpur)')).toBe('somapura-mahavihara-paharpur')
  })
})

describe('control characters', () => {
  it('are found and flattened', async () => {
    const { hasControlChars, toOneLine } = await import('./text.ts')
    expect(hasControlChars('Bob\r\nBcc: x@example.com')).toBe(true)
    expect(hasControlChars('Rahim Uddin')).toBe(false)
    expect(toOneLine('Bob\r\nBcc:\tx')).toBe('Bob Bcc: x')
  })
})
