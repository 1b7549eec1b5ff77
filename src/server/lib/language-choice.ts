/**
 * The language a visitor chose is remembered (a `lang` cookie the header's switcher sets) and,
 * on a first visit, may be guessed from Accept-Language once: only the English home page (`/`)
 * follows either, to `/bn`, and the guess is written into the cookie so it is made once. Any
 * other address is served in the language it names, so a shared link is never turned into
 * another language, and choosing English sets the cookie to English: no visitor is trapped.
 */
import type { IncomingHttpHeaders } from 'node:http'
import { preferredLocale } from '#shared/locale.ts'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#shared/messages.ts'

export const LANGUAGE_COOKIE = 'lang'

/** The cookie's value, when it names one of our languages. */
function chosenLanguage(cookieHeader: string | undefined): Locale | undefined {
  const match = /(?:^|;\s*)lang=([a-z]{2})(?:;|$)/.exec(cookieHeader ?? '')
  return LOCALES.find((locale) => locale === match?.[1])
}

/**
 * Where `/` sends this visitor (`/bn`), and whether the answer sets the cookie (a first-visit
 * guess); undefined when `/` is to be served as it is.
 */
export function homeLanguageRedirect(
  url: string,
  headers: IncomingHttpHeaders,
): { location: string; remember: boolean } | undefined {
  // The home page, with or without a query (asked of every request the front cache answers).
  if (url !== '/' && !url.startsWith('/?')) return undefined
  const chosen = chosenLanguage(headers.cookie)
  if (chosen)
    return chosen === DEFAULT_LOCALE ? undefined : { location: `/${chosen}`, remember: false }
  const guessed = preferredLocale(headers['accept-language'])
  if (!guessed || guessed === DEFAULT_LOCALE) return undefined
  return { location: `/${guessed}`, remember: true }
}

export const languageCookie = (locale: Locale): string =>
  `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`
