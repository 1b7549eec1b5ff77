/**
 * Pages and answers in both languages, over real HTTP (so the front cache is in the way):
 * `/bn/...` is the same page in Bangla, with its head, its <html lang> and its preloads; API
 * errors follow Accept-Language; only `/` follows a remembered or guessed choice, never trapping.
 * Needs the client build (`npm test` builds it first).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bn } from '#shared/i18n/bn.ts'
import { messages } from '#shared/messages.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let base: string

beforeAll(async () => {
  t = await createTestApp({ seed: 'demo', config: { publicUrl: 'https://tours.example' } })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await t?.close()
})

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = http.get(`${base}${path}`, { headers, agent: false }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }))
    })
    outgoing.on('error', reject)
  })
}

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
const links = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*>`, 'g'))].map((m) => m[0])

describe('pages in Bangla', () => {
  it('serves /bn/About in Bangla: lang, title, rendered text, canonical and alternates', async () => {
    const page = await get('/bn/About')
    expect(page.status).toBe(200)
    expect(page.body).toContain('<html lang="bn">')
    expect(title(page.body)).toContain(bn.about.eyebrow)
    // Rendered on the server in Bangla (the header's links), not only after the script runs.
    expect(page.body).toContain(`>${bn.nav.tourPlans}<`)
    expect(page.body).not.toContain(`>${'Recommended Tour Plans'}<`)
    expect(page.body).toContain('<link rel="canonical" href="https://tours.example/bn/About" />')
    const alternates = links(page.body, 'alternate')
    expect(alternates).toEqual([
      '<link rel="alternate" hreflang="en" href="https://tours.example/About" />',
      '<link rel="alternate" hreflang="bn" href="https://tours.example/bn/About" />',
      '<link rel="alternate" hreflang="x-default" href="https://tours.example/About" />',
    ])
    expect(page.body).toContain('<meta property="og:locale" content="bn_BD" />')
  })

  it('preloads the Bangla font on Bangla pages only, and no script before the first paint', async () => {
    const [english, bangla] = await Promise.all([get('/About'), get('/bn/About')])
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*href="([^"]+)"/g)].map(
        (m) => m[1]!,
      )
    expect(preloads(bangla.body).some((href) => /bangla-tours-bengali.*\.woff2$/.test(href))).toBe(
      true,
    )
    expect(preloads(english.body).some((href) => /\.woff2$/.test(href))).toBe(false)
    // The scripts (the app, the texts) load once the page has painted (src/web/main.tsx).
    for (const page of [english, bangla]) {
      expect(preloads(page.body).filter((href) => href.endsWith('.js'))).toEqual([])
      expect(page.body).toMatch(
        /<script type="module" fetchpriority="low" crossorigin src="\/assets\/index-[\w-]+\.js">/,
      )
    }
    expect(english.body).toContain('<html lang="en">')
  })

  it('answers an unknown Bangla page 404 in Bangla, and the English one in English', async () => {
    const [bangla, english] = await Promise.all([get('/bn/no-such-page'), get('/no-such-page')])
    expect(bangla.status).toBe(404)
    expect(title(bangla.body)).toContain(bn.pageMeta.notFoundTitle)
    expect(english.status).toBe(404)
    expect(title(english.body)).toContain(messages.pageMeta.notFoundTitle)
  })

  it('keeps each language apart in the caches: en, bn, en again', async () => {
    for (const path of ['/', '/bn', '/', '/bn', '/About', '/bn/About']) {
      const page = await get(path)
      expect(page.status).toBe(200)
      expect(page.body).toContain(path.startsWith('/bn') ? '<html lang="bn">' : '<html lang="en">')
    }
  })
})

describe('API answers', () => {
  it('speak the language Accept-Language asks for, English otherwise', async () => {
    const error = (headers: Record<string, string>) =>
      t.app.inject({ url: '/api/no-such-route', headers }).then((r) => r.json().error.message)
    expect(await error({})).toBe(
      messages.errors.noRoute({ method: 'GET', path: '/api/no-such-route' }),
    )
    expect(await error({ 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' })).toContain('/api/no-such')
    expect(await error({ 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' })).not.toBe(
      messages.errors.noRoute({ method: 'GET', path: '/api/no-such-route' }),
    )
    expect(await error({ 'accept-language': 'fr-FR,en;q=0.5' })).toBe(
      messages.errors.noRoute({ method: 'GET', path: '/api/no-such-route' }),
    )
  })
})

describe('the home page and the visitor’s choice', () => {
  it('follows a browser asking for Bangla once, remembering it in a cookie', async () => {
    await get('/') // the front cache now holds the English home page
    const first = await get('/', { 'accept-language': 'bn-BD,bn;q=0.9' })
    expect(first.status).toBe(302)
    expect(first.headers.location).toBe('/bn')
    expect(first.headers['set-cookie']?.[0]).toMatch(/^lang=bn;/)
  })

  it('follows the remembered choice, and never traps: English chosen stays English', async () => {
    const bangla = await get('/', { cookie: 'lang=bn' })
    expect(bangla.status).toBe(302)
    expect(bangla.headers.location).toBe('/bn')
    expect(bangla.headers['set-cookie']).toBeUndefined()
    const english = await get('/', { cookie: 'lang=en', 'accept-language': 'bn' })
    expect(english.status).toBe(200)
    expect(english.body).toContain('<html lang="en">')
    expect(english.headers.vary).toMatch(/Accept-Language/)
  })

  it('serves any other address in the language it names, whatever the browser asks', async () => {
    const about = await get('/About', { 'accept-language': 'bn', cookie: 'lang=bn' })
    expect(about.status).toBe(200)
    expect(about.body).toContain('<html lang="en">')
    const bangla = await get('/bn/About', { cookie: 'lang=en' })
    expect(bangla.body).toContain('<html lang="bn">')
  })
})
