/**
 * npm run bench:web — Lighthouse (mobile emulation, simulated throttling: its defaults) on the
 * production build: Home, About, Contact and a tour page, and the same four in Bangla, five runs
 * each (BENCH_RUNS), median scores and metrics to bench/results/web.json; exits 1 when a budget
 * (issues 18 and 28) is missed. Also measures the JavaScript a first visit to /, /bn and a tour
 * page downloads until the page is idle, gzipped, file by file, and checks that every image the pages load has an explicit width and height and that
 * images below the fold are lazy. Each page's longest main-thread tasks are kept with its runs,
 * to say where blocking time comes from.
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium, type BrowserContext } from 'playwright-core'
import { ensureBuild, startProductionServer } from './production-server.ts'
import { median } from './median.ts'

const CHROME_PATH = '/usr/bin/chromium'
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
/**
 * BENCH_PAGES=tour,/bn: only the pages whose address contains one of these; nothing is written.
 * BENCH_RUNS=0: no Lighthouse, only the first visits' scripts and the images; nothing is written.
 */
const ONLY = process.env.BENCH_PAGES?.split(',').filter(Boolean)
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof CATEGORIES)[number]

const budgets = {
  scores: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } as Record<
    Category,
    number
  >,
  /** Largest Contentful Paint under Lighthouse's mobile throttling. */
  lcpMs: 2000,
  /** Total Blocking Time, the same. */
  tbtMs: 100,
  /** Cumulative Layout Shift. */
  cls: 0,
  /**
   * JavaScript a first visit downloads until the page is idle (before any scroll or click),
   * gzipped, KB: React 19's react-dom is about 62 of it (issue 28).
   */
  firstVisitJsKb: { '/': 110, '/bn': 110, tour: 130 } as Record<string, number>,
}

/** A page's budget key: the tour pages share one. */
const jsBudgetKey = (pathname: string) => (pathname.includes('/tour-details/') ? 'tour' : pathname)

interface RunResult {
  scores: Record<Category, number>
  lcpMs: number
  fcpMs: number
  tbtMs: number
  cls: number
  scriptTransferKb: number
  failedAudits: string[]
  /** The longest main-thread tasks (Lighthouse's long-tasks audit, throttled): ms and script. */
  longTasks: string[]
}

/** Lighthouse's own failure to record a run (e.g. NO_NAVSTART): it asks to be run again. */
class LighthouseRunError extends Error {}

/** One run; a run Lighthouse itself failed to record is tried again, twice at most. */
async function measure(url: string): Promise<RunResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url)
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === 3) throw error
      console.log(`${error.message} — running it again`)
    }
  }
}

async function runLighthouse(url: string): Promise<RunResult> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tours-lh-'))
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [...CHROME_FLAGS, `--user-data-dir=${userDataDir}`],
    userDataDir: false,
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new LighthouseRunError(`${url}: ${lhr.runtimeError.message}`)
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as Record<Category, number>
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN
    const requests = (lhr.audits['network-requests']?.details as { items?: unknown[] })?.items as
      { resourceType?: string; transferSize?: number }[] | undefined
    const scriptBytes = (requests ?? [])
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0)
    const failedAudits = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric') &&
          CATEGORIES.some((c) =>
            lhr.categories[c]?.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0),
          ),
      )
      .map((a) => `${a.id} (${a.score})`)
    const tasks = (lhr.audits['long-tasks']?.details as { items?: unknown[] } | undefined)
      ?.items as { url?: string; duration?: number; startTime?: number }[] | undefined
    const longTasks = (tasks ?? [])
      .slice(0, 5)
      .map(
        (t) =>
          `${Math.round(t.duration ?? 0)} ms at ${Math.round(t.startTime ?? 0)} ms: ${(t.url ?? '').replace(/^https?:\/\/[^/]+/, '') || 'unattributed'}`,
      )
    return {
      scores,
      lcpMs: Math.round(numeric('largest-contentful-paint')),
      fcpMs: Math.round(numeric('first-contentful-paint')),
      tbtMs: Math.round(numeric('total-blocking-time')),
      cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
      scriptTransferKb: Number((scriptBytes / 1024).toFixed(1)),
      failedAudits,
      longTasks,
    }
  } finally {
    chrome.kill()
    fs.rmSync(userDataDir, { recursive: true, force: true })
  }
}

/**
 * Scripts a first visit to / downloads (in a real browser, scrolled to the bottom so lazy
 * parts load too), each measured as the server sends it to a client accepting only gzip; and
 * every <img> on the visited pages, checked for width/height and lazy loading below the fold.
 */
/** The scripts a first visit to `pathname` downloads until idle, and what a scroll adds. */
async function firstVisitScripts(context: BrowserContext, baseUrl: string, pathname: string) {
  const page = await context.newPage()
  const scripts = new Map<string, 'load' | 'scroll'>()
  let phase: 'load' | 'scroll' = 'load'
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && !scripts.has(request.url()))
      scripts.set(request.url(), phase)
  })
  await page.goto(`${baseUrl}${pathname}`, { waitUntil: 'networkidle' })
  // The app starts after the load event and a paint (main.tsx): idle once that has settled.
  await page.waitForFunction(() => document.documentElement.dataset.app === 'live')
  await page.waitForLoadState('networkidle')
  phase = 'scroll'
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForLoadState('networkidle')
  await page.close()
  let gzipBytes = 0
  let scrollBytes = 0
  const files: { file: string; gzipKb: number; when: 'load' | 'scroll' }[] = []
  for (const [url, when] of scripts) {
    // node:http, not fetch (which decompresses): the bytes as they travel.
    const bytes = await gzipSize(url)
    if (when === 'load') gzipBytes += bytes
    else scrollBytes += bytes
    files.push({ file: new URL(url).pathname, gzipKb: Number((bytes / 1024).toFixed(1)), when })
  }
  files.sort((a, b) => b.gzipKb - a.gzipKb)
  return {
    jsGzipKb: Number((gzipBytes / 1024).toFixed(1)),
    afterScrollJsGzipKb: Number((scrollBytes / 1024).toFixed(1)),
    files,
  }
}

async function inspectPages(baseUrl: string, pages: string[]) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS })
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
    const firstVisits: Record<string, Awaited<ReturnType<typeof firstVisitScripts>>> = {}
    for (const pathname of pages)
      if (jsBudgetKey(pathname) in budgets.firstVisitJsKb)
        firstVisits[pathname] = await firstVisitScripts(context, baseUrl, pathname)

    const imageProblems: string[] = []
    for (const pathname of pages) {
      const fresh = await context.newPage()
      await fresh.goto(`${baseUrl}${pathname}`, { waitUntil: 'networkidle' })
      const images = await fresh.$$eval('img', (imgs) =>
        imgs.map((img) => ({
          src: img.getAttribute('src') ?? '',
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          loading: img.getAttribute('loading'),
          top: img.getBoundingClientRect().top + window.scrollY,
          viewport: window.innerHeight,
        })),
      )
      for (const img of images) {
        if (!img.width || !img.height) {
          imageProblems.push(`${pathname}: ${img.src} has no width/height`)
        }
        if (img.top > img.viewport * 1.5 && img.loading !== 'lazy') {
          imageProblems.push(`${pathname}: ${img.src} is below the fold but not lazy`)
        }
      }
      await fresh.close()
    }
    return { firstVisits, imageProblems }
  } finally {
    await browser.close()
  }
}

function gzipSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let bytes = 0
        response.on('data', (chunk: Buffer) => (bytes += chunk.length))
        response.on('end', () => resolve(bytes))
      })
      .on('error', reject)
  })
}

async function main() {
  ensureBuild()
  const server = await startProductionServer()
  try {
    const places = (await (await fetch(`${server.baseUrl}/api/places`)).json()) as {
      _id: string
    }[]
    const tour = `/tour-details/${places[0]!._id}`
    // The same pages in Bangla, with the Bangla font.
    const pages = [
      '/',
      '/About',
      '/Contact',
      tour,
      '/bn',
      '/bn/About',
      '/bn/Contact',
      `/bn${tour}`,
    ].filter((page) => !ONLY || ONLY.some((part) => page.includes(part)))
    const results: Record<string, RunResult & { runs: RunResult[] }> = {}
    for (const pathname of pages) {
      const runs: RunResult[] = []
      for (let i = 0; i < RUNS; i++) {
        const run = await measure(`${server.baseUrl}${pathname}`)
        runs.push(run)
        console.log(
          `${pathname} run ${i + 1}: ${CATEGORIES.map((c) => `${c} ${run.scores[c]}`).join(', ')}; ` +
            `LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, CLS ${run.cls}`,
        )
      }
      results[pathname] = {
        scores: Object.fromEntries(
          CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))]),
        ) as Record<Category, number>,
        lcpMs: median(runs.map((r) => r.lcpMs)),
        fcpMs: median(runs.map((r) => r.fcpMs)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
        cls: median(runs.map((r) => r.cls)),
        scriptTransferKb: median(runs.map((r) => r.scriptTransferKb)),
        failedAudits: [...new Set(runs.flatMap((r) => r.failedAudits))],
        longTasks: runs.find((r) => r.tbtMs === median(runs.map((x) => x.tbtMs)))?.longTasks ?? [],
        runs,
      }
    }
    const inspection = await inspectPages(server.baseUrl, pages)

    const missed: string[] = []
    for (const [pathname, r] of Object.entries(results)) {
      for (const c of CATEGORIES) {
        if (r.scores[c] < budgets.scores[c]) {
          missed.push(`${pathname} ${c}: ${r.scores[c]} (budget ${budgets.scores[c]})`)
        }
      }
      if (r.lcpMs > budgets.lcpMs)
        missed.push(`${pathname} LCP: ${r.lcpMs} ms (budget ${budgets.lcpMs})`)
      if (r.tbtMs > budgets.tbtMs)
        missed.push(`${pathname} TBT: ${r.tbtMs} ms (budget ${budgets.tbtMs})`)
      if (r.cls > budgets.cls) missed.push(`${pathname} CLS: ${r.cls} (budget ${budgets.cls})`)
    }
    for (const [pathname, visit] of Object.entries(inspection.firstVisits)) {
      const budget = budgets.firstVisitJsKb[jsBudgetKey(pathname)]!
      if (visit.jsGzipKb > budget)
        missed.push(`JS for ${pathname}: ${visit.jsGzipKb} KB gzipped (budget ${budget})`)
    }
    missed.push(...inspection.imageProblems)

    const table = [
      '| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS |',
      '| --- | --: | --: | --: | --: | --: | --: | --: |',
      ...Object.entries(results).map(
        ([p, r]) =>
          `| ${p.replace(/\/tour-details\/.+$/, '/tour-details/:id')} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} |`,
      ),
    ].join('\n')
    if (RUNS > 0) console.log(`\nMedians of ${RUNS} runs (Lighthouse mobile):\n${table}`)
    for (const [pathname, visit] of Object.entries(inspection.firstVisits)) {
      const loaded = visit.files.filter((s) => s.when === 'load')
      console.log(
        `JS a first visit to ${pathname} downloads: ${visit.jsGzipKb} KB gzipped in ${loaded.length} files ` +
          `(+${visit.afterScrollJsGzipKb} KB after scrolling to the bottom):\n` +
          visit.files.map((s) => `  ${s.gzipKb} KB ${s.file} (${s.when})`).join('\n'),
      )
    }
    for (const [p, r] of Object.entries(results)) {
      if (r.longTasks.length) console.log(`${p} longest tasks: ${r.longTasks.join('; ')}`)
    }
    for (const [p, r] of Object.entries(results)) {
      if (r.failedAudits.length) console.log(`${p} audits not passed: ${r.failedAudits.join(', ')}`)
    }

    if (ONLY || RUNS === 0) {
      console.log(missed.length ? `Over budget:\n- ${missed.join('\n- ')}` : 'Within budget.')
      process.exitCode = missed.length ? 1 : 0
      return
    }
    const file = 'bench/results/web.json'
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(
      `${file}.tmp`,
      `${JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          lighthouse: 'mobile emulation, simulated throttling (defaults)',
          runs: RUNS,
          budgets,
          pages: results,
          firstVisits: inspection.firstVisits,
          imageProblems: inspection.imageProblems,
          missed,
        },
        null,
        2,
      )}\n`,
    )
    fs.renameSync(`${file}.tmp`, file)
    console.log(`Written to ${file}`)
    if (missed.length > 0) {
      console.error(`\nOver budget:\n- ${missed.join('\n- ')}`)
      process.exitCode = 1
    } else {
      console.log('\nAll budgets met.')
    }
  } finally {
    await server.stop()
  }
}

await main()
