/**
 * What an image file really is, from its first bytes (its "magic number"), whatever the
 * request claims: an upload is stored only when the two agree.
 */
import type { UploadImageType } from '#shared/upload-paths.ts'

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte)

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff]
const GIF87 = ascii('GIF87a')
const GIF89 = ascii('GIF89a')
const RIFF = ascii('RIFF')
const WEBP = ascii('WEBP')

export function sniffImageType(bytes: Uint8Array): UploadImageType | undefined {
  if (startsWith(bytes, PNG)) return 'image/png'
  if (startsWith(bytes, JPEG)) return 'image/jpeg'
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return 'image/gif'
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp'
  return undefined
}

/** "PNG", "JPEG", …: how messages name a type. */
export const imageTypeLabel = (type: UploadImageType) => type.slice('image/'.length).toUpperCase()
