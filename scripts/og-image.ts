/**
 * Makes public/images/banner-og.png, the site's link-preview image: the banner (an SVG, which
 * social networks do not show) as a 1200×630 PNG with the site's name, quantized with pngquant
 * when it is installed. Run again after the banner changes: `npx tsx scripts/og-image.ts`.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { SITE_IMAGE, siteName } from '#shared/page-meta.ts'

const banner = fs.readFileSync(path.resolve('public/images/banner.svg'), 'base64')
const out = path.resolve(`public${SITE_IMAGE.path}`)
const { width, height } = SITE_IMAGE

const html = `<!doctype html><html><body style="margin:0">
<div style="position:relative;width:${width}px;height:${height}px;overflow:hidden;
  background:url(data:image/svg+xml;base64,${banner}) center/cover no-repeat;
  font-family:'DejaVu Sans',Arial,sans-serif">
  <div style="position:absolute;left:0;right:0;bottom:0;padding:36px 64px;
    background:linear-gradient(to top,rgba(6,44,33,.85),rgba(6,44,33,0));color:#fff">
    <div style="font-size:76px;font-weight:800;letter-spacing:-1px">${siteName()}</div>
    <div style="font-size:34px;margin-top:8px">Guided tours across Bangladesh</div>
  </div>
</div></body></html>`

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
try {
  const page = await browser.newPage({ viewport: { width, height } })
  await page.setContent(html)
  await page.screenshot({ path: out, clip: { x: 0, y: 0, width, height } })
} finally {
  await browser.close()
}
try {
  // 160 colours without dithering: the gradients band a little, the file stays under 60 KB.
  execFileSync('pngquant', ['--force', '--nofs', '--speed=1', '--output', out, '160', out])
} catch (error) {
  console.warn(`pngquant did not run (${(error as Error).message}); the PNG is not quantized`)
}
console.log(`${out}: ${fs.statSync(out).size} bytes`)
