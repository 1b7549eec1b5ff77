/**
 * A plan's pictures (plan_images): checked and saved with the plan, read for its page and its
 * edit form. The first picture is the plan's `image`, so every list and the spec's API keep
 * showing one picture; `image` alone (the spec's form) leaves the pictures as they are, and
 * `images` sent replace them all.
 */
import { asc, eq } from 'drizzle-orm'
import type { PlaceValues, PlanImage, PlanValues } from '#shared/contracts/catalog.ts'
import { uploadIdOf } from '#shared/upload-paths.ts'
import type { Locale } from '#shared/messages.ts'
import type { Db } from '#server/db/client.ts'
import { planImages } from '#server/db/schema/index.ts'
import { findUploads } from '#server/features/uploads/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { invalidField } from '#server/lib/errors.ts'
import { inLanguage } from './place-row.ts'
import { messages } from '#shared/messages.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export interface CheckedPictures {
  /** The plan's `image`: the first picture's address when pictures are sent. */
  image: string
  imageWidth: number | null
  imageHeight: number | null
  /** The rows to store, in order; undefined: leave the plan's pictures as they are. */
  rows?: Omit<typeof planImages.$inferInsert, 'placeId'>[]
}

/** Every sent picture must be an upload stored here (a 400 naming `images/<i>/url` if not). */
export async function checkPictures(ctx: Ctx, input: PlaceValues): Promise<CheckedPictures> {
  const sent = input.images
  const ids = (sent ?? []).map((picture) => uploadIdOf(picture.url)!)
  const typedId = uploadIdOf(input.image)
  const found = await findUploads({ ctx, ids: typedId ? [...ids, typedId] : ids })
  const rows = sent?.map((picture, position) => {
    const uploadId = ids[position]!
    if (!found.has(uploadId)) {
      throw invalidField(`images/${position}/url`, messages.gallery.noSuchUpload)
    }
    return { position, uploadId, alt: picture.alt ?? null, altBn: picture.altBn ?? null }
  })
  const first = rows?.[0] ? found.get(rows[0].uploadId) : undefined
  const shown = first ?? (typedId ? found.get(typedId) : undefined)
  return {
    image: first?.url ?? input.image,
    imageWidth: shown?.width ?? null,
    imageHeight: shown?.height ?? null,
    ...(rows && { rows }),
  }
}

/** Replaces the plan's pictures, inside the transaction that saves the plan. */
export async function savePictures(tx: Tx, placeId: string, pictures: CheckedPictures) {
  if (!pictures.rows) return
  await tx.delete(planImages).where(eq(planImages.placeId, placeId))
  if (pictures.rows.length > 0) {
    await tx.insert(planImages).values(pictures.rows.map((row) => ({ ...row, placeId })))
  }
}

/** The plan's pictures in order, with their uploads' addresses and sizes. */
async function pictureRows(db: Db, placeId: string) {
  const rows = await db
    .select()
    .from(planImages)
    .where(eq(planImages.placeId, placeId))
    .orderBy(asc(planImages.position))
  const uploads = await findUploads({ ctx: { db }, ids: rows.map((row) => row.uploadId) })
  return rows.flatMap((row) => {
    const upload = uploads.get(row.uploadId)
    return upload ? [{ ...row, ...upload }] : []
  })
}

/** The plan's pictures as visitors see them in `locale`: alt texts fall back to the plan's. */
export async function readPictures(
  db: Db,
  place: { id: string; imageAlt: string; imageAltBn: string | null },
  locale: Locale,
): Promise<PlanImage[]> {
  const planAlt = inLanguage(locale, place.imageAlt, place.imageAltBn)
  return (await pictureRows(db, place.id)).map((row) => ({
    url: row.url,
    alt: (locale === 'bn' ? row.altBn : row.alt) ?? planAlt,
    width: row.width,
    height: row.height,
  }))
}

/** The plan's pictures as its admin wrote them, for the edit form. */
export async function readGallery(db: Db, placeId: string): Promise<PlanValues['gallery']> {
  return (await pictureRows(db, placeId)).map(({ url, alt, altBn, width, height }) => ({
    url,
    alt,
    altBn,
    width,
    height,
  }))
}
