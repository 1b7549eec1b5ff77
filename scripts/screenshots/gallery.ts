/**
 * `npm run screenshots -- gallery`: PNGs of a plan's pictures at phone (390 px) and desktop
 * (1280 px) widths into tests/.artifacts/screenshots/ (git-ignored), from the production build
 * on a fresh demo database: three photo-like JPEGs (made with sharp) uploaded and saved as a
 * demo plan's pictures, then its tour page (hero and gallery), the gallery's viewer, the tour
 * plans grid, and the pictures on the plan's edit form. Prints each upload's copies and sizes.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import type { Place, PlanValues } from '#shared/contracts/catalog.ts'
import type { Upload } from '#shared/contracts/uploads.ts'
import { paths } from '#shared/paths.ts'
import { createBrowserAccount, openSignedIn } from '#tests/e2e/support/accounts.ts'
import { launchBrowser, startSite } from '#tests/e2e/support/browser.ts'

const outDir = path.resolve('tests/.artifacts/screenshots')
fs.mkdirSync(outDir, { recursive: true })

const ADMIN_EMAIL = 'tania.rahman@banglatours.example'
const site = await startSite({ seed: 'demo', config: { adminEmails: [ADMIN_EMAIL] } })
const browser = await launchBrowser()

/** Hills, sky and a sun: smooth gradients with some grain, as a camera's JPEG would be. */
function landscape(width: number, height: number, seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3)
  let noise = seed
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      noise = (noise * 1103515245 + 12345) & 0x7fffffff
      const grain = (noise % 13) - 6
      const ridge = height * (0.55 + 0.12 * Math.sin(x / (140 + seed * 20) + seed))
      const sun = Math.hypot(x - width * 0.7, y - height * 0.25) < height * 0.08
      const i = (y * width + x) * 3
      const [r, g, b] = sun
        ? [250, 220, 150]
        : y < ridge
          ? [90 + (y / ridge) * 120, 150 + (y / ridge) * 70, 230 - seed * 20]
          : [40 + seed * 15, 110 + ((y - ridge) / height) * 80, 50]
      pixels[i] = Math.max(0, Math.min(255, r + grain))
      pixels[i + 1] = Math.max(0, Math.min(255, g + grain))
      pixels[i + 2] = Math.max(0, Math.min(255, b + grain))
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer()
}

async function shoot(page: Page, name: string, width: number, fullPage = false) {
  const file = path.join(outDir, `${name}-${width}.png`)
  await page.screenshot({ path: file, fullPage })
  console.log(path.relative(process.cwd(), file))
}

try {
  const admin = await createBrowserAccount(site, { email: ADMIN_EMAIL, name: 'Tania Rahman' })
  const cookie = admin.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
  const app = site.testApp.app
  const places: Place[] = (await app.inject('/api/places')).json()
  const plan = places.find((p) => p.placeName.startsWith('Sajek')) ?? places[0]!

  const uploads: Upload[] = []
  for (const [i, [w, h]] of [
    [2400, 1600],
    [1800, 1200],
    [1200, 1600],
  ].entries()) {
    const bytes = await landscape(w!, h!, i + 1)
    const started = performance.now()
    const answer = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { cookie, 'content-type': 'image/jpeg' },
      payload: bytes,
    })
    const upload: Upload = answer.json()
    uploads.push(upload)
    console.log(
      `${w}×${h} JPEG ${bytes.length} B, stored in ${Math.round(performance.now() - started)} ms:`,
      upload.variants
        .map((v) => `${v.contentType.slice(6)} ${v.width}w ${v.byteSize} B`)
        .join(', '),
    )
  }
  const values: PlanValues = (
    await app.inject({ url: `/api/place/${plan._id}/edit`, headers: { cookie } })
  ).json()
  const { gallery: _, _id, imageAlt: __, ...input } = values
  const saved = await app.inject({
    method: 'PUT',
    url: `/api/place/${_id}`,
    headers: { cookie },
    payload: {
      ...input,
      images: uploads.map((upload, i) => ({
        url: upload.url,
        ...(i === 0 && { alt: 'Clouds over the Sajek hills at sunrise' }),
      })),
    },
  })
  if (saved.statusCode !== 200) throw new Error(saved.body)

  for (const width of [390, 1280]) {
    const { page, context, problems } = await openSignedIn(browser, site, {
      account: admin,
      width,
      height: width === 390 ? 1600 : 1000,
      reducedMotion: 'reduce',
    })
    await page.goto(paths.tourDetails(plan._id), { waitUntil: 'networkidle' })
    await shoot(page, 'gallery-tour', width)
    const gallery = page.getByRole('region', { name: 'Pictures' })
    await gallery.scrollIntoViewIfNeeded()
    await shoot(page, 'gallery-thumbnails', width)
    await gallery.getByRole('button').nth(1).click()
    await page.getByRole('dialog').waitFor()
    await page.waitForLoadState('networkidle')
    await shoot(page, 'gallery-viewer', width)
    await page.keyboard.press('Escape')

    await page.goto(`/bn${paths.tourDetails(plan._id)}`, { waitUntil: 'networkidle' })
    await page.getByRole('region', { name: 'ছবি' }).scrollIntoViewIfNeeded()
    await shoot(page, 'gallery-thumbnails-bn', width)

    await page.goto(paths.tourPlans, { waitUntil: 'networkidle' })
    const card = page.getByRole('article').filter({
      has: page.getByRole('heading', { name: plan.placeName }),
    })
    await card.scrollIntoViewIfNeeded()
    await page.waitForLoadState('networkidle')
    console.log(
      `  card image at ${width}px: ${await card.locator('img').evaluate((img: HTMLImageElement) => img.currentSrc)}`,
    )
    await shoot(page, 'gallery-cards', width)

    await page.goto(paths.dashboardEditPlan(plan._id), { waitUntil: 'networkidle' })
    await page.getByText('Picture 1 of 3').scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollBy(0, -200))
    await shoot(page, 'gallery-form', width)

    if (problems.length) console.log(`  errors at ${width}px: ${problems.join('; ')}`)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    if (overflow > 0) console.log(`  the page is ${overflow}px wider than ${width}px`)
    await context.close()
  }
} finally {
  await browser.close()
  await site.close()
}
