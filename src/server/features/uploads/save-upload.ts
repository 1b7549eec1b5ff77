import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Upload } from '#shared/contracts/uploads.ts'
import {
  uploadPath,
  variantFormats,
  variantPath,
  type UploadImageType,
  type VariantFormat,
} from '#shared/upload-paths.ts'
import { uploads, uploadVariants } from '#server/db/schema/index.ts'
import { recordAudit } from '#server/features/audit/index.ts'
import type { Ctx, UserCtx } from '#server/lib/context.ts'
import { Invalid } from '#server/lib/errors.ts'
import { imageTypeLabel, sniffImageType } from './image-type.ts'
import { renderVariants } from './render-variants.ts'
import { messages } from '#shared/messages.ts'

/**
 * POST /uploads (admins): stores an image under the SHA-256 of its bytes, with its smaller
 * copies in AVIF and WebP (render-variants.ts). The same file twice is one row and one address
 * (`created` says whether this call added it; the second is not rendered again). The bytes must
 * be the image type the request declared, and a picture sharp can read.
 */
export async function saveUpload({
  ctx,
  contentType,
  bytes,
}: {
  ctx: UserCtx
  contentType: UploadImageType
  bytes: Buffer
}): Promise<{ upload: Upload; created: boolean }> {
  if (bytes.length === 0) throw new Invalid(messages.errors.uploadEmpty)
  const found = sniffImageType(bytes)
  if (found !== contentType) {
    throw new Invalid(
      found
        ? messages.errors.uploadTypeMismatch({ found: imageTypeLabel(found), sentAs: contentType })
        : messages.errors.uploadNotImage({ type: imageTypeLabel(contentType) }),
    )
  }
  const id = createHash('sha256').update(bytes).digest('hex')
  const before = await describeUpload(ctx, id)
  if (before) return { upload: before, created: false }

  const rendered = await renderVariants(bytes)
  const inserted = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .insert(uploads)
      .values({
        id,
        contentType,
        bytes,
        byteSize: bytes.length,
        width: rendered.width,
        height: rendered.height,
        createdBy: ctx.user.id,
      })
      .onConflictDoNothing({ target: uploads.id })
      .returning({ id: uploads.id })
    // Sent twice at once: the first to commit stored it, with its copies.
    if (rows.length === 0) return false
    await tx.insert(uploadVariants).values(
      rendered.variants.map((variant) => ({
        uploadId: id,
        format: variant.format,
        width: variant.width,
        height: variant.height,
        bytes: variant.bytes,
        byteSize: variant.bytes.length,
      })),
    )
    await recordAudit(tx, ctx.user, {
      action: 'upload.created',
      subject: { type: 'upload', id },
      after: {
        contentType,
        byteSize: bytes.length,
        width: rendered.width,
        height: rendered.height,
        variantBytes: rendered.variants.reduce((sum, v) => sum + v.bytes.length, 0),
      },
    })
    return true
  })
  return { upload: (await describeUpload(ctx, id))!, created: inserted }
}

/** An upload's answer (its sizes and copies), or undefined when there is none with this id. */
async function describeUpload(ctx: Ctx, id: string): Promise<Upload | undefined> {
  const [row] = await ctx.db
    .select({
      contentType: uploads.contentType,
      byteSize: uploads.byteSize,
      width: uploads.width,
      height: uploads.height,
    })
    .from(uploads)
    .where(eq(uploads.id, id))
  if (!row) return undefined
  const variants = await ctx.db
    .select({
      format: uploadVariants.format,
      width: uploadVariants.width,
      height: uploadVariants.height,
      byteSize: uploadVariants.byteSize,
    })
    .from(uploadVariants)
    .where(eq(uploadVariants.uploadId, id))
    .orderBy(uploadVariants.width, uploadVariants.format)
  const contentType = row.contentType as UploadImageType
  return {
    _id: id,
    url: uploadPath(id, contentType),
    contentType,
    byteSize: row.byteSize,
    width: row.width,
    height: row.height,
    variants: variants.map((variant) => {
      const format = variant.format as VariantFormat
      return {
        url: variantPath(id, variant.width, format),
        contentType: variantFormats[format],
        width: variant.width,
        height: variant.height,
        byteSize: variant.byteSize,
      }
    }),
  }
}
