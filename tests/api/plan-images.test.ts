/**
 * Plan pictures (issue 17, item 7): an upload is copied into AVIF and WebP at the widths
 * `variantWidths` names (never wider than the picture), EXIF orientation applied and metadata
 * stripped, each copy served with its type and year-long immutable cache headers; a picture
 * sharp cannot read, or one declaring too many pixels (a decompression bomb), is a 400 naming
 * `file`. A plan keeps several pictures in order: the first is its `image`, the tour's answer
 * lists them all, the edit form reads their alt texts, and only admins save them.
 */
import zlib from 'node:zlib'
import type { InjectOptions } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Place, PlanValues } from '#shared/contracts/catalog.ts'
import type { Upload } from '#shared/contracts/uploads.ts'
import { variantWidths } from '#shared/upload-paths.ts'
import { createAccount, uniqueEmail, type TestAccount } from '#tests/support/accounts.ts'
import { solidPng } from '#tests/support/png.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

const ADMIN_EMAIL = uniqueEmail('admin')
let t: TestApp
let admin: TestAccount
let customer: TestAccount

beforeAll(async () => {
  t = await createTestApp({ seed: 'demo', config: { adminEmails: [ADMIN_EMAIL] } })
  admin = await createAccount(t, { email: ADMIN_EMAIL, name: 'Admin' })
  customer = await createAccount(t, { name: 'Rafiq', email: uniqueEmail('rafiq') })
})
afterAll(() => t.close())

function as(who: TestAccount | undefined, request: InjectOptions) {
  return t.app.inject({
    ...request,
    headers: { ...(who ? { cookie: who.cookie } : {}), ...request.headers },
  })
}
const upload = (bytes: Buffer, type = 'image/jpeg', who: TestAccount = admin) =>
  as(who, {
    method: 'POST',
    url: '/api/uploads',
    headers: { 'content-type': type },
    payload: bytes,
  })

async function uploaded(bytes: Buffer, type = 'image/jpeg'): Promise<Upload> {
  const response = await upload(bytes, type)
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

/**
 * A photo-like picture: smooth gradients, a few shapes and a little grain (a solid colour
 * would flatter every encoder), as a JPEG of quality 85.
 */
async function samplePhoto(width: number, height: number, seed = 1): Promise<sharp.Sharp> {
  const pixels = Buffer.alloc(width * height * 3)
  let noise = seed
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      noise = (noise * 1103515245 + 12345) & 0x7fffffff
      const grain = (noise % 17) - 8
      const i = (y * width + x) * 3
      const hill = Math.sin(x / 90 + seed) * 40 + Math.cos(y / 70) * 30
      pixels[i] = Math.max(0, Math.min(255, 60 + (y / height) * 120 + hill + grain))
      pixels[i + 1] = Math.max(0, Math.min(255, 120 + (x / width) * 80 - hill / 2 + grain))
      pixels[i + 2] = Math.max(0, Math.min(255, 200 - (y / height) * 140 + grain))
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
}
const photoJpeg = async (width: number, height: number, seed = 1) =>
  (await samplePhoto(width, height, seed)).jpeg({ quality: 85 }).toBuffer()

/** A valid PNG whose header claims `width`×`height`: tiny on disk, enormous once decoded. */
function bombPng(width: number, height: number): Buffer {
  const png = solidPng([10, 20, 30], 8)
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29)
  return png
}

describe('an uploaded picture', () => {
  it('is copied into AVIF and WebP at every width up to its own, orientation applied and metadata stripped', async () => {
    // Stored 2000×1200 with EXIF orientation 6 (turned a quarter): shown 1200 wide, 2000 high.
    const bytes = await (
      await samplePhoto(2000, 1200)
    )
      .jpeg({ quality: 85 })
      .withMetadata({ orientation: 6 })
      .toBuffer()
    const stored = await uploaded(bytes)
    expect(stored).toMatchObject({ width: 1200, height: 2000, contentType: 'image/jpeg' })
    expect(variantWidths(1200)).toEqual([480, 960, 1200])
    expect(stored.variants.map((v) => `${v.width}${v.contentType}`).sort()).toEqual(
      [
        '480image/avif',
        '480image/webp',
        '960image/avif',
        '960image/webp',
        '1200image/avif',
        '1200image/webp',
      ].sort(),
    )

    for (const variant of stored.variants) {
      expect(variant.url).toBe(
        `/uploads/${stored._id}-${variant.width}w.${variant.contentType.slice(6)}`,
      )
      const response = await t.app.inject(variant.url)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe(variant.contentType)
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.rawPayload.length).toBe(variant.byteSize)
      const meta = await sharp(response.rawPayload).metadata()
      expect(meta.format).toBe(variant.contentType === 'image/avif' ? 'heif' : 'webp')
      // Upright: as wide as named, taller than wide; nothing of the camera's metadata left.
      expect(meta.width).toBe(variant.width)
      expect(meta.height).toBe(variant.height)
      expect(variant.height).toBe(Math.round((variant.width * 2000) / 1200))
      expect(meta.exif).toBeUndefined()
      expect(meta.orientation).toBeUndefined()

      const again = await t.app.inject({
        url: variant.url,
        headers: { 'if-none-match': response.headers.etag as string },
      })
      expect(again.statusCode).toBe(304)
    }
    // A width never made, or another format, is not found.
    expect((await t.app.inject(`/uploads/${stored._id}-1600w.avif`)).statusCode).toBe(404)
    expect((await t.app.inject(`/uploads/${stored._id}-480w.png`)).statusCode).toBe(404)
  })

  it('is never upscaled: a small picture gets copies at its own width only', async () => {
    const stored = await uploaded(
      await sharp(solidPng([200, 40, 90], 300))
        .png()
        .toBuffer(),
      'image/png',
    )
    expect(stored).toMatchObject({ width: 300, height: 300 })
    expect(stored.variants.map((v) => [v.width, v.height])).toEqual([
      [300, 300],
      [300, 300],
    ])
  })

  it('is copied once: the same file again answers 200 with the same copies', async () => {
    const bytes = await photoJpeg(700, 500, 7)
    const first = await uploaded(bytes)
    const second = await upload(bytes)
    expect(second.statusCode).toBe(200)
    expect(second.json()).toEqual(first)
  })

  it('refuses a decompression bomb and a damaged file with a 400 naming the file', async () => {
    const bomb = await upload(bombPng(30_000, 30_000), 'image/png')
    expect(bomb.statusCode).toBe(400)
    expect(bomb.json().error.details).toEqual([
      { path: '/file', message: expect.stringContaining('30000 × 30000') },
    ])

    const garbage = Buffer.concat([solidPng([1, 2, 3]).subarray(0, 20), Buffer.alloc(200, 7)])
    const damaged = await upload(garbage, 'image/png')
    expect(damaged.statusCode).toBe(400)
    expect(damaged.json().error.details).toEqual([{ path: '/file', message: expect.any(String) }])

    const cut = await photoJpeg(640, 480, 3)
    const short = await upload(cut.subarray(0, cut.length / 2))
    expect(short.statusCode).toBe(400)
    expect(short.json().error.details[0].path).toBe('/file')
  })

  it('is refused to customers and visitors', async () => {
    const png = solidPng([9, 9, 9], 16)
    expect((await upload(png, 'image/png', customer)).statusCode).toBe(403)
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'content-type': 'image/png' },
      payload: png,
    })
    expect(visitor.statusCode).toBe(401)
  })

  it('reports copy sizes for a sample photo (2400×1600 JPEG)', async () => {
    const bytes = await photoJpeg(2400, 1600, 11)
    const stored = await uploaded(bytes)
    const sizes = stored.variants.map(
      (v) => `${v.contentType.slice(6)} ${v.width}w: ${v.byteSize} B`,
    )
    console.info(`sample photo: original ${bytes.length} B;`, sizes.join('; '))
    const widest = stored.variants.filter((v) => v.width === 1600)
    expect(widest).toHaveLength(2)
    for (const variant of widest) expect(variant.byteSize).toBeLessThan(bytes.length)
  })
})

let nextPlaceId = 9700
const plan = (overrides: object = {}) => ({
  placeId: nextPlaceId++,
  placeName: 'Sajek Valley',
  description: 'Clouds at eye level, from a hilltop village.',
  price: 120,
  review: 0,
  duration: 3,
  rating: 4.5,
  parentID: 1,
  image: '/images/places/lalbagh-fort.svg',
  divisionName: 'Dhaka',
  ...overrides,
})
const save = (who: TestAccount | undefined, method: 'POST' | 'PUT', url: string, payload: object) =>
  as(who, { method, url, payload })

describe("a plan's pictures", () => {
  it('are saved in order, the first becoming its image, and reordered by saving them again', async () => {
    const first = await uploaded(await photoJpeg(1000, 600, 21))
    const second = await uploaded(await photoJpeg(800, 800, 22))
    const created = await save(admin, 'POST', '/api/place', {
      ...plan(),
      images: [
        { url: first.url, alt: 'Sunrise over the valley', altBn: 'উপত্যকায় সূর্যোদয়' },
        { url: second.url },
      ],
    })
    expect(created.statusCode, created.body).toBe(200)
    const place: Place = created.json()
    expect(place).toMatchObject({ image: first.url, imageWidth: 1000, imageHeight: 600 })

    const read = async (headers: Record<string, string> = {}) =>
      (await t.app.inject({ url: `/api/places/${place._id}`, headers })).json() as Place
    expect((await read()).images).toEqual([
      { url: first.url, alt: 'Sunrise over the valley', width: 1000, height: 600 },
      { url: second.url, alt: 'Photo of Sajek Valley, Dhaka', width: 800, height: 800 },
    ])
    expect((await read({ 'accept-language': 'bn' })).images?.map((i) => i.alt)).toEqual([
      'উপত্যকায় সূর্যোদয়',
      'Photo of Sajek Valley, Dhaka',
    ])
    // Lists carry the first picture and its size, not the gallery.
    const listed = ((await t.app.inject('/api/places')).json() as Place[]).find(
      (p) => p._id === place._id,
    )
    expect(listed).toMatchObject({ image: first.url, imageWidth: 1000, imageHeight: 600 })
    expect(listed?.images).toBeUndefined()

    // Swapped: the other one leads, everywhere.
    const edited = await save(admin, 'PUT', `/api/place/${place._id}`, {
      ...plan({ placeId: place.placeId }),
      images: [{ url: second.url }, { url: first.url, alt: 'Sunrise over the valley' }],
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json()).toMatchObject({ image: second.url, imageWidth: 800 })
    expect((await read()).images?.map((i) => i.url)).toEqual([second.url, first.url])
    const values: PlanValues = (
      await as(admin, { method: 'GET', url: `/api/place/${place._id}/edit` })
    ).json()
    expect(values.gallery).toEqual([
      { url: second.url, alt: null, altBn: null, width: 800, height: 800 },
      { url: first.url, alt: 'Sunrise over the valley', altBn: null, width: 1000, height: 600 },
    ])

    // The spec's form sends no pictures: they stay as they are.
    const spec = await save(admin, 'PUT', `/api/place/${place._id}`, {
      ...plan({ placeId: place.placeId, image: second.url }),
    })
    expect(spec.statusCode, spec.body).toBe(200)
    expect((await read()).images).toHaveLength(2)

    // None: the typed image alone, and no gallery.
    const cleared = await save(admin, 'PUT', `/api/place/${place._id}`, {
      ...plan({ placeId: place.placeId }),
      images: [],
    })
    expect(cleared.json()).toMatchObject({
      image: '/images/places/lalbagh-fort.svg',
      imageWidth: null,
      images: [],
    })
  })

  it('must be uploads stored here, at most twelve: a 400 naming the picture', async () => {
    const stored = await uploaded(await photoJpeg(500, 400, 31))
    const unknown = `/uploads/${'0'.repeat(64)}.jpg`
    const missing = await save(admin, 'POST', '/api/place', {
      ...plan(),
      images: [{ url: stored.url }, { url: unknown }],
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.details).toEqual([
      { path: '/images/1/url', message: expect.stringContaining('upload it again') },
    ])

    const elsewhere = await save(admin, 'POST', '/api/place', {
      ...plan(),
      images: [{ url: 'https://example.com/x.jpg' }],
    })
    expect(elsewhere.statusCode).toBe(400)
    expect(elsewhere.json().error.details[0].path).toBe('/images/0/url')

    const many = await save(admin, 'POST', '/api/place', {
      ...plan(),
      images: Array.from({ length: 13 }, () => ({ url: stored.url })),
    })
    expect(many.statusCode).toBe(400)
    expect(many.json().error.details[0].path).toBe('/images')
  })

  it('are saved by admins only', async () => {
    const stored = await uploaded(await photoJpeg(500, 400, 41))
    const payload = { ...plan(), images: [{ url: stored.url }] }
    expect((await save(customer, 'POST', '/api/place', payload)).statusCode).toBe(403)
    expect((await save(undefined, 'POST', '/api/place', payload)).statusCode).toBe(401)
  })
})
