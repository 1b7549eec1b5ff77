import { and, eq } from 'drizzle-orm'
import {
  uploadImageTypes,
  variantFormats,
  type UploadImageType,
  type VariantFormat,
} from '#shared/upload-paths.ts'
import { uploads, uploadVariants } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { NotFound } from '#server/lib/errors.ts'
import { messages } from '#shared/messages.ts'

const FILE_NAME = /^([0-9a-f]{64})\.([a-z]{3,4})$/
const VARIANT_NAME = /^([0-9a-f]{64})-([1-9][0-9]{0,4})w\.(avif|webp)$/

type ImageType = UploadImageType | (typeof variantFormats)[VariantFormat]

/**
 * GET /uploads/:file: an uploaded image by its address, `<sha256>.<ext>`, or one of its copies,
 * `<sha256>-<width>w.<avif|webp>`. An unknown hash or width, or an extension other than the one
 * its type is served under, is not found: each image has one address.
 */
export async function getUpload({
  ctx,
  file,
}: {
  ctx: Ctx
  file: string
}): Promise<{ etag: string; contentType: ImageType; bytes: Buffer }> {
  const notFound = new NotFound(messages.errors.noSuchUpload)
  const variant = VARIANT_NAME.exec(file)
  if (variant) {
    const [, id, width, format] = variant as unknown as [string, string, string, VariantFormat]
    const [row] = await ctx.db
      .select({ bytes: uploadVariants.bytes })
      .from(uploadVariants)
      .where(
        and(
          eq(uploadVariants.uploadId, id),
          eq(uploadVariants.format, format),
          eq(uploadVariants.width, Number(width)),
        ),
      )
    if (!row) throw notFound
    return {
      etag: `${id}-${width}w-${format}`,
      contentType: variantFormats[format],
      bytes: row.bytes,
    }
  }
  const match = FILE_NAME.exec(file)
  if (!match) throw notFound
  const [, id, extension] = match
  const [row] = await ctx.db
    .select({ contentType: uploads.contentType, bytes: uploads.bytes })
    .from(uploads)
    .where(eq(uploads.id, id!))
  const type = row?.contentType as UploadImageType | undefined
  if (!row || !type || uploadImageTypes[type] !== extension) throw notFound
  return { etag: id!, contentType: type, bytes: row.bytes }
}
