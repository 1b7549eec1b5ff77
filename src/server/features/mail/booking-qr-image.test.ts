/**
 * The booking confirmation carries the booking's QR code as a PNG (issue 32 item 7): a real PNG
 * of the reference's code, 8 px a module, black on opaque white with a 4-module quiet zone,
 * named after the reference, beside the calendar file.
 */
import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { bookingQr } from '#shared/booking-qr.ts'
import { bookingQrImage } from './booking-qr-image.ts'
import { mailSamples } from './samples.ts'

/** The PNG's header, palette and inflated scanlines (each a filter byte, then the row). */
function readPng(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]))
  const chunks = new Map<string, Buffer[]>()
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at)
    const type = bytes.toString('latin1', at + 4, at + 8)
    chunks.set(type, [...(chunks.get(type) ?? []), bytes.subarray(at + 8, at + 8 + length)])
    at += 12 + length
  }
  const header = chunks.get('IHDR')![0]!
  return {
    width: header.readUInt32BE(0),
    height: header.readUInt32BE(4),
    depth: header[8],
    colour: header[9],
    palette: chunks.get('PLTE')?.[0],
    transparency: chunks.get('tRNS'),
    raw: inflateSync(Buffer.concat(chunks.get('IDAT')!)),
  }
}

describe("a booking's QR code in its confirmation mail", () => {
  it('is a PNG of the reference’s code, 8 px a module, black on white with a quiet zone', () => {
    const file = bookingQrImage('BT-7K3M9Q')
    expect(file).toMatchObject({
      filename: 'BT-7K3M9Q-qr.png',
      contentType: 'image/png',
      encoding: 'base64',
    })
    const png = readPng(Buffer.from(file.content, 'base64'))
    const code = bookingQr('BT-7K3M9Q')
    expect(png.width).toBe((code.size + 8) * 8)
    expect(png.height).toBe(png.width)
    // One bit a pixel through a palette: 0 is white, 1 black, and nothing transparent.
    expect([png.depth, png.colour]).toEqual([1, 3])
    expect([...png.palette!]).toEqual([255, 255, 255, 0, 0, 0])
    expect(png.transparency).toBeUndefined()
    const stride = 1 + Math.ceil(png.width / 8)
    const dark = (px: number, py: number) =>
      ((png.raw[py * stride + 1 + (px >> 3)]! >> (7 - (px & 7))) & 1) === 1
    for (let y = -4; y < code.size + 4; y++) {
      for (let x = -4; x < code.size + 4; x++) {
        expect(dark((x + 4) * 8 + 3, (y + 4) * 8 + 3)).toBe(code.get(x, y))
      }
    }
  })

  it('is attached to the confirmation of a dated booking, after the calendar file', () => {
    for (const sample of mailSamples().filter((s) => s.name.startsWith('bookingConfirmation'))) {
      const files = sample.draft.attachments ?? []
      expect(files.map((f) => f.contentType.split(';')[0])).toEqual(['text/calendar', 'image/png'])
      expect(files[1]?.filename).toMatch(/^BT-[0-9A-Z]+-qr\.png$/)
    }
  })
})
