import { inArray } from 'drizzle-orm'
import { uploadPath, type UploadImageType } from '#shared/upload-paths.ts'
import { uploads } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'

export interface FoundUpload {
  /** Its address, /uploads/<sha256>.<ext>. */
  url: string
  width: number | null
  height: number | null
}

/**
 * Which of `ids` are stored uploads, with their addresses and sizes: the catalogue checks and
 * shows a plan's pictures with it (an upload's bytes, so its size, never change).
 */
export async function findUploads({
  ctx,
  ids,
}: {
  ctx: Pick<Ctx, 'db'>
  ids: readonly string[]
}): Promise<Map<string, FoundUpload>> {
  if (ids.length === 0) return new Map()
  const rows = await ctx.db
    .select({
      id: uploads.id,
      contentType: uploads.contentType,
      width: uploads.width,
      height: uploads.height,
    })
    .from(uploads)
    .where(inArray(uploads.id, [...new Set(ids)]))
  return new Map(
    rows.map(({ id, contentType, width, height }) => [
      id,
      { url: uploadPath(id, contentType as UploadImageType), width, height },
    ]),
  )
}
