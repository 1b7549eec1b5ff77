/**
 * Images admins upload for tour plans: the file's bytes are the request body, sent with the
 * file's own Content-Type; the answer is the image's address on this site, a path a plan's
 * `image` field accepts (as it does the seed's /images/places/… paths).
 */
import { z } from 'zod'
import { uploadImageTypes, type UploadImageType } from '../upload-paths.ts'

export const uploadSchema = z.object({
  _id: z.string().describe('Hex SHA-256 of the bytes'),
  url: z.string().describe('Its address on this site: /uploads/<sha256>.<ext>'),
  contentType: z.enum(Object.keys(uploadImageTypes) as [UploadImageType, ...UploadImageType[]]),
  byteSize: z.number().int(),
  width: z
    .number()
    .int()
    .nullable()
    .describe('Width in pixels as shown (EXIF orientation applied); null for older uploads'),
  height: z.number().int().nullable().describe('Height in pixels as shown'),
  variants: z
    .array(
      z.object({
        url: z.string().describe('/uploads/<sha256>-<width>w.<avif|webp>'),
        contentType: z.enum(['image/avif', 'image/webp']),
        width: z.number().int(),
        height: z.number().int(),
        byteSize: z.number().int(),
      }),
    )
    .describe('Smaller copies in AVIF and WebP (never wider than the original)'),
})
export type Upload = z.infer<typeof uploadSchema>
