/**
 * happy-dom draws no images: while a test file runs, every image address "loads" (800 px wide),
 * so the plan form's check that its picture loads passes. Call once at the top of a file.
 */
import { afterEach, beforeEach } from 'vitest'

class LoadingImage {
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  naturalWidth = 800
  set src(_: string) {
    setTimeout(() => this.onload?.(), 0)
  }
}

export function imagesAlwaysLoad() {
  const realImage = globalThis.Image
  beforeEach(() => {
    globalThis.Image = LoadingImage as unknown as typeof Image
  })
  afterEach(() => {
    globalThis.Image = realImage
  })
}
