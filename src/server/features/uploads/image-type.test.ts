import { describe, expect, it } from 'vitest'
import { sniffImageType } from './image-type.ts'

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part)] : part)),
  )

describe('sniffImageType', () => {
  it.each([
    ['a PNG', bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13]), 'image/png'],
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'image/jpeg'],
    ['a GIF89a', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif'],
    ['a GIF87a', bytes('GIF87a', [1, 0, 1, 0]), 'image/gif'],
    ['a WebP', bytes('RIFF', [36, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
  ])('knows %s', (_, file, type) => {
    expect(sniffImageType(file)).toBe(type)
  })

  it.each([
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['HTML', bytes('<!doctype html><script>alert(1)</script>')],
    ['a WAV (RIFF, not WEBP)', bytes('RIFF', [36, 0, 0, 0], 'WAVEfmt ')],
    ['a cut PNG signature', bytes([0x89], 'PNG')],
    ['nothing', bytes()],
  ])('refuses %s', (_, file) => {
    expect(sniffImageType(file)).toBeUndefined()
  })
})
