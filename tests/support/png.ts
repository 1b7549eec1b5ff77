/**
 * Small, valid PNG files for upload tests: a browser can draw them, and each colour gives
 * different bytes (a different SHA-256, so a different upload).
 */
import { randomBytes } from 'node:crypto'
import zlib from 'node:zlib'

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A `size`×`size` PNG of one RGB colour. */
export function solidPng([r, g, b]: [number, number, number], size = 8): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(size).fill([r, g, b]).flat())])
  const pixels = zlib.deflateSync(Buffer.concat(Array<Buffer>(size).fill(row)))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A PNG of a random colour: practically never the same file twice. */
export function uniquePng(): Buffer {
  const [r, g, b] = randomBytes(3)
  return solidPng([r!, g!, b!])
}
