/**
 * Serves the built web app: hashed assets cached for a year, other public files for a day,
 * both precompressed at build time (brotli or gzip, as the browser accepts),
 * and every page path answered with index.html carrying that page's head and, when the server
 * rendering build is there, the page itself (server-render.ts). File-like paths that
 * do not exist answer 404 (never the app's HTML, which a browser would refuse as a script).
 * A page path with a trailing slash answers 301 to the address without it.
 * Rendered pages are kept in the page cache (caches/page-cache.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync } from 'fastify'
import { CachedBody, sendCached } from '#server/caches/cached-answer.ts'
import { createPageCache, type PageCache } from '#server/caches/page-cache.ts'
import { errorBody } from '#server/lib/error-body.ts'
import { splitLocalePath } from '#shared/locale.ts'
import { messages, type Locale } from '#shared/messages.ts'
import { SSR_STATE_ID } from '#shared/server-render.ts'
import { homeLanguageRedirect, languageCookie } from '#server/lib/language-choice.ts'
import { renderHeadTags, resolvePageHead } from './page-head.ts'
import { loadServerRenderer } from './server-render.ts'

const HEAD_BLOCK = /<!--head-meta-->[\s\S]*?<!--\/head-meta-->/
const ROOT = '<div id="root"></div>'
const HTML_LANG = '<html lang="en">'

/**
 * The web build's Bangla font, as an address (`/assets/bangla-tours-bengali-….woff2`): the build
 * names the file in a manifest (vite.config.ts). Undefined without a build.
 */
export function builtBanglaFont(clientDir: string): string | undefined {
  const file = path.join(clientDir, 'catalogues.json')
  const built = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { bnFont?: string })
    : {}
  return built.bnFont ? `/${built.bnFont}` : undefined
}

/**
 * What a page of each language preloads: for Bangla, its font, which the first paint of Bangla
 * text waits for. Scripts are not preloaded: they load once the page has painted
 * (src/web/main.tsx).
 */
function readPreloads(clientDir: string): Record<Locale, string> {
  const bnFont = builtBanglaFont(clientDir)
  const font = bnFont
    ? `\n    <link rel="preload" as="font" type="font/woff2" crossorigin href="${bnFont}" />`
    : ''
  return { en: '', bn: font }
}
export interface WebRoutesOptions {
  clientDir: string
  publicUrl: string
  /** Rendered pages by path (buildApp makes it, so tests can read its size and bytes). */
  pages?: PageCache
}

export const webRoutes: FastifyPluginAsync<WebRoutesOptions> = async (
  app,
  { clientDir, publicUrl, pages = createPageCache() },
) => {
  const indexFile = path.join(clientDir, 'index.html')
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No web build in ${clientDir}: run "npm run build". Serving the API only.`)
    app.setNotFoundHandler((request, reply) => {
      reply
        .code(404)
        .send(
          errorBody(
            'NOT_FOUND',
            messages.errors.noRoute({ method: request.method, path: request.url }),
          ),
        )
    })
    return
  }
  const template = fs.readFileSync(indexFile, 'utf8')
  if (!HEAD_BLOCK.test(template)) throw new Error(`${indexFile} lacks the head-meta block`)
  if (!template.includes(ROOT)) throw new Error(`${indexFile} lacks ${ROOT}`)
  if (!template.includes(HTML_LANG)) throw new Error(`${indexFile} lacks ${HTML_LANG}`)
  const preloads = readPreloads(clientDir)
  const renderer = await loadServerRenderer(app, clientDir)

  await app.register(fastifyStatic, {
    root: clientDir,
    // Files are listed once at start (restart after a rebuild); unknown ones fall to notFound.
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text file: sent as they are, never recompressed.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const relative = path.relative(clientDir, filePath)
      // Hashed names change with content: cache forever. Others may change under one name.
      const policy = relative.startsWith(`assets${path.sep}`)
        ? 'public, max-age=31536000, immutable'
        : relative.endsWith('.html')
          ? 'no-cache'
          : 'public, max-age=86400'
      reply.header('cache-control', policy)
    },
  })

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !/\.[a-z0-9]{1,8}$/i.test(pathname)
    if (!isPage) {
      return reply
        .code(404)
        .send(
          errorBody(
            'NOT_FOUND',
            messages.errors.noRoute({ method: request.method, path: pathname }),
          ),
        )
    }
    if (pathname.length > 1 && pathname.endsWith('/')) {
      // Leading slashes collapsed too: "//evil.example/" must not become "//evil.example".
      const canonical = `/${pathname.replace(/^[/\\]+|\/+$/g, '')}`
      return reply.redirect(`${canonical}${request.url.slice(pathname.length)}`, 301)
    }
    const choice = homeLanguageRedirect(request.url, request.headers)
    if (choice) {
      if (choice.remember)
        reply.header('set-cookie', languageCookie(splitLocalePath(choice.location).locale))
      return reply
        .header('vary', 'Accept-Language, Cookie')
        .header('cache-control', 'no-cache')
        .redirect(choice.location, 302)
    }
    // `/` answers by the visitor's language choice: shared caches must keep it apart.
    if (pathname === '/') reply.header('vary', 'Accept-Language, Cookie')
    // Pages show only the catalogue: one made for the catalogue's current stamp is kept and
    // sent as it is, its compressed forms and ETag made once (and by the front cache after).
    const stamp = request.ctx.catalogCache.stamp
    const kept = pages.get(pathname)
    if (kept && kept.stamp === stamp) return sendCached(request, reply, kept)
    // `/bn/About` is About in Bangla: its texts (plugins/locale.ts), head and render follow.
    const { locale, path: pagePath } = splitLocalePath(pathname)
    const head = await resolvePageHead(request.ctx, pagePath, locale)
    const page = await renderer?.render(pathname)
    // Replacer functions: text with "$&" or "$'" in it must not be read as a pattern.
    const html = template
      .replace(HTML_LANG, () => `<html lang="${locale}">`)
      .replace(
        HEAD_BLOCK,
        () => renderHeadTags(head, { publicUrl, pathname: pagePath, locale }) + preloads[locale],
      )
      .replace(ROOT, () =>
        page
          ? `<div id="root">${page.html}</div><script type="application/json" id="${SSR_STATE_ID}">${page.stateJson}</script>`
          : ROOT,
      )
    if (head.status === 200 && page && stamp !== undefined) {
      const body = new CachedBody(Buffer.from(html), 'text/html; charset=utf-8', stamp)
      pages.set(pathname, body)
      return sendCached(request, reply, body)
    }
    return reply
      .code(head.status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html)
  })
}
