/**
 * A picture at the size the layout needs: an upload (with its size known) as `<picture>` with
 * its AVIF, then WebP copies in `srcset` and the original as the fallback, its width and height
 * given so the page does not shift as it loads; any other image (the demo's SVGs, an https
 * address) as a plain `<img>` with the caller's stand-in size. The `<picture>` takes no box of
 * its own (`display: contents`), so the `<img>`'s classes lay it out as before, and neither do
 * its `<source>`s.
 */
import type { ImgHTMLAttributes } from 'react'
import {
  uploadIdOf,
  variantFormats,
  variantPath,
  variantWidths,
  type VariantFormat,
} from '#shared/upload-paths.ts'

interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height' | 'sizes'
> {
  src: string
  alt: string
  /** The picture's own size; null or absent: not an upload, or an upload older than sizes. */
  width?: number | null
  height?: number | null
  /** How wide it is drawn, for the browser to pick a copy: `(min-width: 640px) 50vw, 100vw`. */
  sizes: string
  /** The width and height attributes when its own are not known (its box's proportions). */
  fallbackSize: readonly [number, number]
}

const FORMATS = Object.keys(variantFormats) as VariantFormat[]

function srcSetOf(id: string, width: number, format: VariantFormat): string {
  return variantWidths(width)
    .map((w) => `${variantPath(id, w, format)} ${w}w`)
    .join(', ')
}

export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  fallbackSize,
  ...img
}: ResponsiveImageProps) {
  const id = uploadIdOf(src)
  if (!id || !width || !height) {
    return <img src={src} alt={alt} width={fallbackSize[0]} height={fallbackSize[1]} {...img} />
  }
  return (
    // `source` elements have no display: none of their own; in a flex or grid parent they
    // would be (empty) items taking gaps.
    <picture className="contents [&>source]:hidden">
      {FORMATS.map((format) => (
        <source
          key={format}
          type={variantFormats[format]}
          srcSet={srcSetOf(id, width, format)}
          sizes={sizes}
        />
      ))}
      <img src={src} alt={alt} width={width} height={height} {...img} />
    </picture>
  )
}
