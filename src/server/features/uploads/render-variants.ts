/**
 * An uploaded picture's smaller copies in AVIF and WebP (sharp), made once when it is uploaded:
 * a visitor's request then only reads bytes, several instances never render the same picture
 * twice, and a file sharp cannot read is refused to the admin who sent it rather than shown
 * broken to visitors. EXIF orientation is applied and every copy is stripped of metadata
 * (sharp keeps none unless asked); a picture of more than MAX_INPUT_PIXELS is refused before
 * it is decoded (a small file can declare an enormous picture: a decompression bomb). One picture
 * is rendered at a time in each instance, the others wait their turn: a 40-megapixel picture
 * takes some 160 MB to decode, and six uploaded at once took the server from 133 MB to 583 MB.
 */
import pLimit from 'p-limit'
import type sharpModule from 'sharp'
import type { Metadata, Sharp } from 'sharp'
import { variantWidths, type VariantFormat } from '#shared/upload-paths.ts'
import { invalidField } from '#server/lib/errors.ts'
import { messages } from '#shared/messages.ts'

/** 40 megapixels: any camera's photo, and far below what would exhaust the server's memory. */
export const MAX_INPUT_PIXELS = 40_000_000

export interface RenderedVariant {
  format: VariantFormat
  width: number
  height: number
  bytes: Buffer
}

export interface RenderedImage {
  /** As shown, EXIF orientation applied. */
  width: number
  height: number
  variants: RenderedVariant[]
}

const encoders: Record<VariantFormat, (image: Sharp) => Sharp> = {
  // effort 2 of 9: a 1600 px copy in about a tenth of a second, a little larger than at 4.
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75 }),
}

/**
 * sharp and libvips, loaded with the first upload rather than at every start (50 ms of the cold
 * start, for what only an admin's upload uses).
 */
let loading: Promise<typeof sharpModule> | undefined
const loadSharp = () =>
  (loading ??= import('sharp').then(({ default: sharp }) => {
    // Each upload is rendered once; nothing to gain from libvips' cache of recent operations.
    sharp.cache(false)
    return sharp
  }))

/** Renders at once in this instance; more wait in order (uploads are an admin's, and rare). */
export const RENDERS_AT_ONCE = 1
const renders = pLimit(RENDERS_AT_ONCE)

/** How many renders run now and how many wait (tests, and a look from a debugger). */
export const renderLoad = () => ({ running: renders.activeCount, waiting: renders.pendingCount })

export function renderVariants(bytes: Buffer): Promise<RenderedImage> {
  return renders(() => renderNow(bytes))
}

async function renderNow(bytes: Buffer): Promise<RenderedImage> {
  const sharp = await loadSharp()
  let metadata: Metadata
  try {
    // The header only, nothing decoded: read without the limit, to say the picture's size.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch {
    throw invalidField('file', messages.gallery.unreadable)
  }
  const { width: storedWidth, height: storedHeight } = metadata
  if (!storedWidth || !storedHeight) throw invalidField('file', messages.gallery.unreadable)
  if (storedWidth * storedHeight > MAX_INPUT_PIXELS) {
    throw invalidField(
      'file',
      messages.gallery.tooManyPixels({
        width: storedWidth,
        height: storedHeight,
        max: MAX_INPUT_PIXELS / 1_000_000,
      }),
    )
  }
  // The first frame of an animation only; `failOn: 'error'` refuses a file cut short.
  const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate()
  // Orientations 5–8 turn the picture a quarter: its shown width is its stored height.
  const turned = (metadata.orientation ?? 1) >= 5
  const width = turned ? storedHeight : storedWidth
  const height = turned ? storedWidth : storedHeight
  try {
    const variants: RenderedVariant[] = []
    for (const variantWidth of variantWidths(width)) {
      for (const format of Object.keys(encoders) as VariantFormat[]) {
        const { data, info } = await encoders[format](
          source.clone().resize({ width: variantWidth, withoutEnlargement: true }),
        ).toBuffer({ resolveWithObject: true })
        variants.push({ format, width: info.width, height: info.height, bytes: data })
      }
    }
    return { width, height, variants }
  } catch {
    throw invalidField('file', messages.gallery.unreadable)
  }
}
