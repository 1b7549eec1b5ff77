// subset-font ships no types; the part vite.config.ts uses (its README documents the options).
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
    },
  ): Promise<Buffer>
}
