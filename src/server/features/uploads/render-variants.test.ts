import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { renderLoad, renderVariants, RENDERS_AT_ONCE } from './render-variants.ts'

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 80 } } })
    .jpeg()
    .toBuffer()

describe('renderVariants', () => {
  it('renders one picture at a time: four uploaded at once wait their turn, and all are made', async () => {
    const bytes = await picture(640, 480)
    let most = 0
    let waitedAtMost = 0
    const watch = setInterval(() => {
      const { running, waiting } = renderLoad()
      most = Math.max(most, running)
      waitedAtMost = Math.max(waitedAtMost, waiting)
    }, 1)
    try {
      const results = await Promise.all(Array.from({ length: 4 }, () => renderVariants(bytes)))
      for (const result of results) {
        expect(result).toMatchObject({ width: 640, height: 480 })
        expect(result.variants.length).toBeGreaterThan(0)
      }
    } finally {
      clearInterval(watch)
    }
    expect(most).toBe(RENDERS_AT_ONCE)
    expect(waitedAtMost).toBe(4 - RENDERS_AT_ONCE)
    expect(renderLoad()).toEqual({ running: 0, waiting: 0 })
  })
})
