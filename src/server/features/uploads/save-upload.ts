import { createHash } from 'node:crypto'
import { uploadPath, type Upload, type UploadImageType } from '#shared/contracts/uploads.ts'
import { uploads } from '#server/db/schema/index.ts'
import { recordAudit } from '#server/features/audit/record-audit.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { Invalid } from '#server/lib/errors.ts'
import { imageTypeLabel, sniffImageType } from './image-type.ts'
import { messages } from '#shared/messages.ts'

/**
 * POST /uploads (admins): stores an image under the SHA-256 of its bytes. The same file twice
 * is one row and one address (`created` says whether this call added it). The bytes must be
 * the image type the request declared.
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
        ? messages.errors.uploadTypeMismatch(imageTypeLabel(found), contentType)
        : messages.errors.uploadNotImage(imageTypeLabel(contentType)),
    )
  }
  const id = createHash('sha256').update(bytes).digest('hex')
  const inserted = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .insert(uploads)
      .values({ id, contentType, bytes, byteSize: bytes.length, createdBy: ctx.user.id })
      .onConflictDoNothing({ target: uploads.id })
      .returning({ id: uploads.id })
    if (rows.length > 0) {
      await recordAudit(tx, ctx.user, {
        action: 'upload.created',
        subject: { type: 'upload', id },
        after: { contentType, byteSize: bytes.length },
      })
    }
    return rows
  })
  return {
    upload: { _id: id, url: uploadPath(id, contentType), contentType, byteSize: bytes.length },
    created: inserted.length > 0,
  }
}
