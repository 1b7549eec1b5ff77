import { eq } from 'drizzle-orm'
import { uploadImageTypes, type UploadImageType } from '#shared/contracts/uploads.ts'
import { uploads } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { NotFound } from '#server/lib/errors.ts'
import { messages } from '#shared/messages.ts'

const FILE_NAME = /^([0-9a-f]{64})\.([a-z]{3,4})$/

/**
 * GET /uploads/:file: an uploaded image by its address, `<sha256>.<ext>`. An unknown hash, or
 * an extension other than the one its type is served under, is not found: each image has one
 * address.
 */
export async function getUpload({
  ctx,
  file,
}: {
  ctx: Ctx
  file: string
}): Promise<{ id: string; contentType: UploadImageType; bytes: Buffer }> {
  const match = FILE_NAME.exec(file)
  const notFound = new NotFound(messages.errors.noSuchUpload)
  if (!match) throw notFound
  const [, id, extension] = match
  const [row] = await ctx.db
    .select({ contentType: uploads.contentType, bytes: uploads.bytes })
    .from(uploads)
    .where(eq(uploads.id, id!))
  const type = row?.contentType as UploadImageType | undefined
  if (!row || !type || uploadImageTypes[type] !== extension) throw notFound
  return { id: id!, contentType: type, bytes: row.bytes }
}
