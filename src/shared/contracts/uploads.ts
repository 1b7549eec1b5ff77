/**
 * Images admins upload for tour plans: the file's bytes are the request body, sent with the
 * file's own Content-Type; the answer is the image's address on this site, a path a plan's
 * `image` field accepts (as it does the seed's /images/places/… paths).
 */
import { z } from 'zod'

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024

/** Accepted types and the extension of their address. SVG is not: it can carry script. */
export const uploadImageTypes = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const
export type UploadImageType = keyof typeof uploadImageTypes

export const isUploadImageType = (type: string): type is UploadImageType =>
  Object.hasOwn(uploadImageTypes, type)

/** `/uploads/<sha256>.<ext>`: the address never changes (the name is the content's hash). */
export const uploadPath = (id: string, type: UploadImageType) =>
  `/uploads/${id}.${uploadImageTypes[type]}`

export const uploadSchema = z.object({
  _id: z.string().describe('Hex SHA-256 of the bytes'),
  url: z.string().describe('Its address on this site: /uploads/<sha256>.<ext>'),
  contentType: z.enum(Object.keys(uploadImageTypes) as [UploadImageType, ...UploadImageType[]]),
  byteSize: z.number().int(),
})
export type Upload = z.infer<typeof uploadSchema>
