/**
 * Security headers on every kind of answer — a page, an API response, an API error and a built
 * asset: a Content-Security-Policy that allows no inline or eval'd script and no framing,
 * nosniff, a Referrer-Policy, and Strict-Transport-Security only when the site is served over
 * https (PUBLIC_URL), where the session cookie is also Secure.
 * Needs the web build (`npm run build:client`; `npm test` builds it first).
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomIp, uniqueEmail } from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { clientDir } from './route-access.ts'

const HTTPS_URL = 'https://tours.example'
let plain: TestApp
let secure: TestApp
let asset: string

beforeAll(async () => {
  const index = path.join(clientDir, 'index.html')
  if (!fs.existsSync(index)) throw new Error('No web build: run npm run build:client first')
  asset = /src="(\/assets\/[^"]+\.js)"/.exec(fs.readFileSync(index, 'utf8'))![1]!
  plain = await createTestApp()
  // The same database, served as an https site.
  secure = await createTestApp({ database: plain.database, config: { publicUrl: HTTPS_URL } })
})
afterAll(async () => {
  await secure?.close()
  await plain?.close()
})

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  )
}

const answers = () =>
  [
    ['a page', '/', 200, /text\/html/],
    ['an API response', '/api/divisions', 200, /application\/json/],
    ['an API error', '/api/places/not-an-id', 400, /application\/json/],
    ['a built asset', asset, 200, /javascript/],
  ] as const

describe.each([
  ['http', () => plain],
  ['https', () => secure],
] as const)('served over %s', (scheme, app) => {
  it.each([0, 1, 2, 3])('answer #%i carries the security headers', async (i) => {
    const [what, url, status, type] = answers()[i]!
    const response = await app().app.inject({ method: 'GET', url })
    expect(response.statusCode, what).toBe(status)
    expect(response.headers['content-type'], what).toMatch(type)

    const csp = String(response.headers['content-security-policy'] ?? '')
    expect(csp, `${what}: CSP`).not.toBe('')
    const policy = directives(csp)
    const scripts = policy.get('script-src') ?? policy.get('default-src')
    expect(scripts, `${what}: script-src`).toBeDefined()
    expect(scripts, what).not.toContain("'unsafe-inline'")
    expect(scripts, what).not.toContain("'unsafe-eval'")
    expect(scripts, what).not.toContain('*')
    expect(policy.get('script-src-attr'), what).toEqual(["'none'"])
    expect(policy.get('frame-ancestors'), what).toEqual(["'none'"])
    expect(policy.get('object-src'), what).toEqual(["'none'"])
    expect(policy.get('base-uri'), what).toEqual(["'self'"])
    expect(policy.has('upgrade-insecure-requests'), what).toBe(scheme === 'https')

    expect(response.headers['x-content-type-options'], what).toBe('nosniff')
    expect(response.headers['referrer-policy'], what).toMatch(
      /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
    )
    const hsts = response.headers['strict-transport-security']
    if (scheme === 'https') {
      const maxAge = Number(/max-age=(\d+)/.exec(String(hsts))?.[1])
      expect(maxAge, `${what}: HSTS ${hsts}`).toBeGreaterThanOrEqual(180 * 24 * 3600)
    } else {
      expect(hsts, `${what}: no HSTS over http`).toBeUndefined()
    }
    expect(response.headers['x-powered-by'], what).toBeUndefined()
  })

  it('answers a URL the router refuses as JSON, nosniff, without echoing it', async () => {
    for (const url of ['/api/receipt/%3Cscript%3E%', `/api/orders/<b>${'x'.repeat(120)}`]) {
      const response = await app().app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400)
      expect(response.headers['content-type'], url).toMatch(/application\/json/)
      expect(response.headers['x-content-type-options'], url).toBe('nosniff')
      expect(response.json().error.code, url).toBe('BAD_REQUEST')
      expect(response.body, url).not.toMatch(/script|<b>/)
    }
  })

  it('gives a session cookie that scripts cannot read and other sites do not get', async () => {
    const origin = scheme === 'https' ? HTTPS_URL : 'http://127.0.0.1'
    const response = await app().app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin },
      remoteAddress: randomIp(),
      payload: { name: 'Cookie', email: uniqueEmail('cookie'), password: 'long enough pass' },
    })
    expect(response.statusCode).toBe(200)
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? [])
    const session = cookies.find((cookie) => /session_token=/.test(cookie))
    expect(session).toBeDefined()
    expect(session).toMatch(/;\s*HttpOnly/i)
    expect(session).toMatch(/;\s*SameSite=(Lax|Strict)/i)
    if (scheme === 'https') {
      expect(session).toMatch(/;\s*Secure/i)
      // __Host-: Secure, Path=/ and no Domain, so no subdomain can plant one (decision 015).
      expect(session).toMatch(/^__Host-/)
      expect(session).toMatch(/;\s*Path=\/(;|$)/i)
      expect(session).not.toMatch(/Domain=/i)
    } else {
      expect(session).not.toMatch(/;\s*Secure/i)
    }
  })
})
