import { chromium } from 'playwright-core'
const base = process.argv[2] ?? 'http://127.0.0.1:3999'
const paths = process.argv.slice(3)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] })
for (const p of paths) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  const problems = []
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()))
  page.on('pageerror', (e) => problems.push('uncaught ' + e.message))
  await page.goto(base + p)
  await page.waitForSelector('html[data-app="live"]', { timeout: 15000 }).catch(() => problems.push('never live'))
  await page.waitForTimeout(800)
  const name = '/tmp/shot' + p.replace(/\W+/g, '_') + '.png'
  await page.screenshot({ path: name, fullPage: false })
  console.log(p, problems.length ? problems : 'clean', name)
  await page.close()
}
await browser.close()
