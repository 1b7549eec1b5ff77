/**
 * axe-core in every browser test. Each page state a test reaches is analysed with the WCAG 2.1
 * A/AA rules plus axe's best practices, once the page has settled (no request for a moment, its
 * finite animations done): after every navigation of the main frame (page loads and client-side
 * route changes alike), whenever a test asks (`checkA11y('booking modal open')`, e.g. with a
 * dialog open), and at the end in `assertClean()`. A violation fails the test with the rule, its
 * impact, its help text and the elements it found.
 *
 * `page.goto`, `page.reload` and `page.waitForURL` return only after their page was checked, so
 * those checks never race the test. Route changes the test does not wait for (a click) are
 * checked beside it; such a check whose page changed while axe ran (the test typing, another
 * navigation) is thrown away, so a half-drawn state never fails a test: what it would have
 * found is still there at the next check.
 */
import fs from 'node:fs'
import path from 'node:path'
import { AxeBuilder } from '@axe-core/playwright'
import type { Result } from 'axe-core'
import type { BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'

export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

/** Who the page belongs to, for the list of checked states. */
export type A11yRole = 'signed out' | 'customer' | 'admin'

export interface CheckedState {
  url: string
  /** What the test said it checked ('booking modal open'), or how the check came about. */
  label: string
  role: A11yRole
  violations: number
  /** How long the check took: waiting for the page to settle, then axe itself. */
  settleMs: number
  axeMs: number
}

export interface A11yViolation {
  url: string
  label: string
  rule: Result
}

/**
 * Where the checked states go, one JSON line each, when A11Y_LOG names a file
 * (e.g. `A11Y_LOG=tests/.artifacts/a11y.jsonl npx vitest run --project e2e`).
 */
const logFile = process.env.A11Y_LOG

/**
 * `E2E_AXE=off` (CI's second run, on PostgreSQL): pages still settle where they would be checked,
 * so tests wait as before, but axe does not run. What it checks is the rendered page, the same on
 * either database, and the first run checked every state; axe was 30 % of the browser tests' time.
 * The accessibility spec runs it whatever the setting (`requireAxe`).
 */
let axeOn = process.env.E2E_AXE !== 'off'

/** Runs axe in this file's tests even when E2E_AXE=off. */
export function requireAxe(): void {
  axeOn = true
}

const QUIET_MS = 300
/**
 * The route fallback (src/web/components/route-fallback.tsx), whatever the page's language: a page whose code,
 * or the session it waits for, is still on its way.
 */
const LOADING_PAGE = '[data-route-fallback]'
const SETTLE_LIMIT_MS = 8_000
const ATTEMPTS = 3

declare global {
  interface Window {
    /** Names this document and counts its DOM changes: did the page move under a check? */
    __a11yDocument?: string
    __a11yMutations?: number
    /** Transitions and animations started: colours in motion are no state to judge. */
    __a11yMotions?: number
  }
}

/** Names each document of the context and counts its DOM mutations from its first script on. */
export async function countMutations(context: BrowserContext) {
  await context.addInitScript(() => {
    window.__a11yDocument = Math.random().toString(36).slice(2)
    window.__a11yMutations = 0
    window.__a11yMotions = 0
    const moved = () => {
      window.__a11yMotions = (window.__a11yMotions ?? 0) + 1
    }
    document.addEventListener('transitionrun', moved, true)
    document.addEventListener('animationstart', moved, true)
    new MutationObserver((records) => {
      window.__a11yMutations = (window.__a11yMutations ?? 0) + records.length
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A page or context that is gone, or a document replaced while axe ran in it. */
function isGone(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return /has been closed|Target closed|Execution context was destroyed|navigation|frame was detached/i.test(
    message,
  )
}

export function formatViolations(violations: A11yViolation[]): string {
  const lines = [`axe found ${violations.length} accessibility violation(s):`]
  for (const { url, label, rule } of violations) {
    lines.push(
      `- [${rule.impact ?? 'unknown'}] ${rule.id}: ${rule.help} (${rule.helpUrl.replace(/\?.*$/, '')})`,
      `  at ${url} (${label})`,
    )
    for (const node of rule.nodes.slice(0, 8)) {
      const summary = (node.failureSummary ?? '').split('\n').slice(1, 3).join(' ').trim()
      lines.push(`    ${node.target.join(' >>> ')}${summary ? ` — ${summary}` : ''}`)
    }
    if (rule.nodes.length > 8) lines.push(`    … and ${rule.nodes.length - 8} more`)
  }
  return lines.join('\n')
}

export interface A11yWatcher {
  /** Checks the page as it is now (after it settles); throws every violation found so far. */
  check(label?: string): Promise<void>
  /** States checked so far. */
  checked: CheckedState[]
  /** Violations found by automatic checks and not yet reported. */
  pending: A11yViolation[]
  /** Who is signed in, for the record (accounts.ts sets it). */
  role: A11yRole
}

/**
 * Watches `page` of a site at `baseUrl`: pages of other origins (an identity provider's login
 * form) are not ours to check.
 */
export function watchA11y(page: Page, baseUrl: string): A11yWatcher {
  const inFlight = new Set<unknown>()
  let lastActivity = Date.now()
  const started = (request: unknown) => {
    inFlight.add(request)
    lastActivity = Date.now()
  }
  const ended = (request: unknown) => {
    inFlight.delete(request)
    lastActivity = Date.now()
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)

  /** The state checked last: its address and its document's version. */
  let last: { url: string; version: string } | undefined
  // One check at a time: automatic ones queue behind each other and behind explicit ones.
  let queue: Promise<void> = Promise.resolve()

  const watcher: A11yWatcher = {
    checked: [],
    pending: [],
    role: 'signed out',
    async check(label = 'checked by the test') {
      if (page.isClosed()) throw new Error('the page closed before its accessibility check')
      await enqueue(label, true)
      const found = watcher.pending.splice(0)
      if (found.length > 0) throw new Error(formatViolations(found))
    },
  }

  /**
   * Waits until the document has loaded and the app has drawn into #root (a check of the empty
   * shell would only find that it has no <main>), no page is still waiting for its code (React
   * reveals a page up to 300 ms after its code arrives, so a quiet network is not enough: the
   * route fallback, which has no h1, would be checked), no request has been open for a moment, and
   * finite animations and transitions (a modal opening, a panel sliding) have ended; returns the
   * page's version at that moment.
   */
  async function settle(): Promise<string> {
    const deadline = Date.now() + SETTLE_LIMIT_MS
    for (;;) {
      try {
        await page.waitForFunction(
          (loadingPage) =>
            document.readyState === 'complete' &&
            Boolean(document.getElementById('root')?.firstElementChild) &&
            !document.querySelector(loadingPage),
          LOADING_PAGE,
          { timeout: Math.max(1, deadline - Date.now()), polling: 50 },
        )
      } catch (error) {
        // A page that never draws is checked as it is (axe then says what is missing).
        if (!(error instanceof Error && error.name === 'TimeoutError')) throw error
      }
      while (Date.now() < deadline) {
        if (inFlight.size === 0 && Date.now() - lastActivity >= QUIET_MS) break
        await sleep(50)
      }
      // The page's version once nothing finite moves, read in the same task that saw it still;
      // empty when a page began waiting for its code meanwhile (a navigation's fallback can
      // appear after the quiet moment): then the wait starts again.
      const version = await page.evaluate(async (loadingPage) => {
        const until = Date.now() + 3_000
        for (;;) {
          if (document.querySelector(loadingPage)) return ''
          const finite = document.getAnimations().filter((animation) => {
            const end = animation.effect?.getComputedTiming().endTime
            return animation.playState === 'running' && Number.isFinite(Number(end))
          })
          if (finite.length === 0 || Date.now() > until) {
            return `${window.__a11yDocument ?? ''}:${window.__a11yMutations ?? 0}:${window.__a11yMotions ?? 0}`
          }
          await Promise.race([
            Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
            new Promise((resolve) => setTimeout(resolve, 1_000)),
          ])
          await new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(resolve)),
          )
        }
      }, LOADING_PAGE)
      if (version || Date.now() >= deadline) return version || (await currentVersion())
    }
  }

  /**
   * Which document, how often its DOM changed and how often something in it began to move:
   * equal versions mean the same page state, held still.
   */
  const currentVersion = () =>
    page.evaluate(
      () =>
        `${window.__a11yDocument ?? ''}:${window.__a11yMutations ?? 0}:${window.__a11yMotions ?? 0}`,
    )
  /** The page's address within the site; the fragment (#main after the skip link) is no new page. */
  const address = () => page.url().replace(/#.*$/, '')

  /**
   * Runs axe once the page is still. In the background (`blocking` false) a page that changed
   * while axe ran is tried again, then left to the next check; when the test waits for the check,
   * a page that keeps changing by itself (a toast timing out) counts after the last attempt.
   */
  async function analyse(label: string, { blocking }: { blocking: boolean }): Promise<void> {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      if (page.isClosed()) return
      const url = address()
      if (!url.startsWith(baseUrl)) return
      let before = ''
      try {
        const started = Date.now()
        before = await settle()
        const settled = Date.now()
        // Still on its way when the wait ran out (a loaded machine): a placeholder is no page to
        // judge. The check the test waits for next (goto, waitForURL, assertClean) sees it drawn,
        // or, if it never is, checks it as it is.
        if (!blocking && (await page.locator(LOADING_PAGE).count()) > 0) return
        if (last && last.url === url && last.version === before) return // nothing new to see
        if (!axeOn) return
        // axe's 500 KB script once per document: later checks of the same one reuse it (with
        // frames, AxeBuilder must inject into each, so it always does).
        const injected = page.frames().length === 1 && (await page.evaluate(() => 'axe' in window))
        const results = await new AxeBuilder({ page, ...(injected ? { axeSource: ';' } : {}) })
          .withTags(A11Y_TAGS)
          .options({ resultTypes: ['violations'] })
          .setLegacyMode(true)
          .analyze()
        const after = await currentVersion()
        const sameDocument = after.split(':')[0] === before.split(':')[0] && address() === url
        if (!sameDocument && !blocking) return // the new page has its own check
        // Changed under axe: look again; a blocking check that never sees a still page (a toast
        // timing out) takes the last look.
        if (after !== before && attempt < ATTEMPTS) continue
        if (after !== before && (!blocking || !sameDocument)) return
        last = { url, version: after }
        const where = url.slice(baseUrl.length) || '/'
        const state: CheckedState = {
          url: where,
          label,
          role: watcher.role,
          violations: results.violations.length,
          settleMs: settled - started,
          axeMs: Date.now() - settled,
        }
        watcher.checked.push(state)
        record(state)
        watcher.pending.push(...results.violations.map((rule) => ({ url: where, label, rule })))
        return
      } catch (error) {
        // The document was replaced under axe (its script gone with it): the next one is checked.
        if (page.isClosed() || isGone(error) || (before !== '' && (await replaced(before)))) {
          if (!blocking) return
          continue
        }
        throw error
      }
    }
  }

  /** Whether the document is not the one whose version was `before`. */
  async function replaced(before: string): Promise<boolean> {
    if (page.isClosed()) return true
    try {
      return (await currentVersion()).split(':')[0] !== before.split(':')[0]
    } catch {
      return true
    }
  }

  /** Queues a check; its own failure (axe itself broke) is reported like a violation. */
  function enqueue(label: string, blocking: boolean): Promise<void> {
    const run = queue.then(() => analyse(label, { blocking }))
    queue = run.catch((error: unknown) => {
      watcher.pending.push({
        url: page.isClosed() ? '(closed)' : page.url(),
        label,
        rule: {
          id: 'axe-error',
          impact: 'critical',
          help: `axe could not run: ${String(error)}`,
          helpUrl: '',
          description: '',
          tags: [],
          nodes: [],
        },
      })
    })
    return queue
  }

  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return
    void enqueue('route change', false)
  })

  // Where the test itself waits for a page (goto, reload, waitForURL), it also waits for that
  // page's check: a check then never races the test's next click.
  for (const name of ['goto', 'reload', 'waitForURL'] as const) {
    const original = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const result = await original(...args)
        await enqueue(`after ${name}`, true)
        return result
      },
    })
  }

  return watcher
}

function record(state: CheckedState) {
  if (!logFile) return
  const { testPath, currentTestName } = expect.getState()
  const test = testPath ? `${path.basename(testPath)} > ${currentTestName ?? ''}` : undefined
  fs.mkdirSync(path.dirname(logFile), { recursive: true })
  fs.appendFileSync(logFile, `${JSON.stringify({ ...state, test })}\n`)
}
