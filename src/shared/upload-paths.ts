/**
 * Uploaded images' addresses, types and sizes, without zod: pages that show a picture (the tour
 * page's gallery, every plan's card) read these while they render, and the contract's schema
 * (contracts/uploads.ts) would bring zod and every schema with it.
 */

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

const UPLOAD_PATH = /^\/uploads\/([0-9a-f]{64})\.(png|jpg|webp|gif)$/

/** The upload's id (its SHA-256) when `url` is an upload's address, else undefined. */
export const uploadIdOf = (url: string): string | undefined => UPLOAD_PATH.exec(url)?.[1]

/**
 * The widths an upload is copied at in AVIF and WebP: each step narrower than the picture, and
 * the picture's own width up to the widest step, so a copy is never larger than its original
 * (never upscaled). The server makes them at upload time and pages name them in `srcset`, both
 * from this one rule.
 */
export const VARIANT_STEPS = [480, 960, 1600] as const
export const VARIANT_MAX_WIDTH = VARIANT_STEPS[VARIANT_STEPS.length - 1]!

export function variantWidths(width: number): number[] {
  const widths: number[] = VARIANT_STEPS.filter((step) => step < width)
  const widest = Math.min(width, VARIANT_MAX_WIDTH)
  if (!widths.includes(widest)) widths.push(widest)
  return widths
}

/** The copies' formats, best first (a `<picture>` offers them in this order), and their types. */
export const variantFormats = { avif: 'image/avif', webp: 'image/webp' } as const
export type VariantFormat = keyof typeof variantFormats

/** `/uploads/<sha256>-<width>w.<avif|webp>`: a copy's address, as lasting as the original's. */
export const variantPath = (id: string, width: number, format: VariantFormat) =>
  `/uploads/${id}-${width}w.${format}`
