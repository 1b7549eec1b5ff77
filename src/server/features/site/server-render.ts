/**
 * Server rendering of the web app's pages. The client build has a server twin
 * (`dist/server-render/entry-server.js`, from src/web/entry-server.tsx); when it is there, each
 * page is sent as HTML the browser can paint before any script runs, with the data it was
 * rendered with in a JSON block for the app to hydrate from. The pages' API calls are answered
 * in process (`app.inject`, never with the visitor's cookies: what is rendered is public).
 * Without the build, or if rendering fails, the page goes out empty and renders in the browser.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { currentLocale, type Locale } from '#shared/messages.ts'

/** What the app's API client reads of an answer (a whole fetch Response costs more to build). */
interface InjectedAnswer {
  ok: boolean
  status: number
  text(): Promise<string>
}

interface RenderModule {
  configure(options: {
    transport: (url: string, init: RequestInit) => Promise<InjectedAnswer>
    locale: () => Locale
  }): void
  render(url: string): Promise<{ html: string; state: unknown }>
}

export interface ServerRenderer {
  /** The page's HTML and the JSON of its data, or undefined when it could not be rendered. */
  render(url: string): Promise<{ html: string; stateJson: string } | undefined>
}

export async function loadServerRenderer(
  app: FastifyInstance,
  clientDir: string,
): Promise<ServerRenderer | undefined> {
  const entry = path.join(clientDir, '..', 'server-render', 'entry-server.js')
  if (!fs.existsSync(entry)) {
    app.log.warn(`No server-render build at ${entry}: pages render in the browser only.`)
    return undefined
  }
  const renderer = (await import(pathToFileURL(entry).href)) as RenderModule
  // The module is loaded once per process: an app that renders makes its own inject the
  // transport first, or a second app in the process (tests build many) would leave its own,
  // closed, in place and this app's renders would wait on it.
  const own = {
    // The page request's locale (plugins/locale.ts), through every await of its render.
    locale: currentLocale,
    async transport(url: string, init: RequestInit) {
      const response = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers: {
          accept: 'application/json',
          'accept-language': new Headers(init.headers).get('accept-language') ?? 'en',
        },
      })
      const status = response.statusCode
      const body = status === 304 ? '' : response.body
      return { ok: status >= 200 && status < 300, status, text: () => Promise.resolve(body) }
    },
  }
  return {
    async render(url) {
      try {
        renderer.configure(own)
        const { html, state } = await renderer.render(url)
        // A data block, not a script; "<" escaped so no text in it can close the tag.
        return { html, stateJson: JSON.stringify(state).replace(/</g, '\\u003c') }
      } catch (error) {
        app.log.error({ err: error, url }, 'server rendering failed; sending the empty page')
        return undefined
      }
    },
  }
}
