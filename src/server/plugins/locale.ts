/**
 * Each request's locale: a page's from its address (`/bn/...`), an API call's from its
 * Accept-Language (the web app sends its page's; anything else gets English). Everything the
 * request does afterwards — its answers, its errors — reads `messages` in that locale
 * (AsyncLocalStorage, entered in the first hook); the mails it queues are written in their
 * recipients' (`withLocale`, docs/decisions/021-mail-languages.md). Both catalogues are compiled
 * once per process, and zod's own messages speak them too (shared/zod-messages.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { IncomingHttpHeaders } from 'node:http'
import fp from 'fastify-plugin'
import { compileCatalogues } from '#shared/i18n/catalogues.ts'
import { splitLocalePath, preferredLocale } from '#shared/locale.ts'
import { DEFAULT_LOCALE, installCatalogue, setLocaleSource, type Locale } from '#shared/messages.ts'
import { localizeZod } from '#shared/zod-messages.ts'

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale
  }
}

const requestLocale = new AsyncLocalStorage<Locale>()
let installed = false

/**
 * Runs `read` with `locale` as the current one: for texts a request keeps in another language
 * than its own (a plan's Bangla alt text, saved from an English page).
 */
export function inLocale<T>(locale: Locale, read: () => T): T {
  return requestLocale.run(locale, read)
}

/** Compiles and installs both catalogues, once per process; the locale is the request's. */
export function installServerCatalogues(): void {
  if (installed) return
  for (const catalogue of Object.values(compileCatalogues())) installCatalogue(catalogue)
  setLocaleSource(() => requestLocale.getStore() ?? DEFAULT_LOCALE)
  localizeZod()
  installed = true
}

/** An API call's locale: the one its Accept-Language asks for, else English. */
export function apiLocale(headers: IncomingHttpHeaders): Locale {
  return preferredLocale(headers['accept-language']) ?? DEFAULT_LOCALE
}

export const localePlugin = fp(
  async (app) => {
    installServerCatalogues()
    app.decorateRequest('locale', DEFAULT_LOCALE)
    app.addHook('onRequest', (request, _reply, done) => {
      const path = request.url
      const locale = path.startsWith('/api/')
        ? apiLocale(request.headers)
        : splitLocalePath(path.split('?')[0] ?? '/').locale
      request.locale = locale
      requestLocale.run(locale, done)
    })
  },
  { name: 'locale' },
)
