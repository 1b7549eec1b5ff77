/**
 * The locale is in the address: English pages at the spec's paths (`/TourPlans`), Bangla ones
 * under `/bn` (`/bn/TourPlans`). API requests name theirs in Accept-Language (the web app sends
 * its page's).
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from './i18n/catalogue.ts'

/** A page path's locale and the path without its prefix (`/bn/About` → bn, `/About`). */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname)
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) {
    return { locale: match[1], path: match[2] || '/' }
  }
  return { locale: DEFAULT_LOCALE, path: pathname }
}

/** A path as it is addressed in `locale` (`/About` in bn → `/bn/About`; `/` → `/bn`). */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

/** The basename the router mounts a locale's pages under. */
export const localeBase = (locale: Locale): string =>
  locale === DEFAULT_LOCALE ? '' : `/${locale}`

/**
 * The first of our locales an Accept-Language header asks for, by its q weights (`bn-BD,bn;q=0.9,
 * en;q=0.8` → bn); undefined when it names none of them.
 */
export function preferredLocale(header: string | undefined): Locale | undefined {
  if (!header) return undefined
  // What the web app sends with its API calls: its page's language alone.
  if (isLocale(header)) return header
  let best: { locale: Locale; q: number } | undefined
  for (const part of header.slice(0, 256).split(',')) {
    const [tag = '', ...params] = part.trim().split(';')
    const language = tag.trim().toLowerCase().split('-')[0]
    if (!isLocale(language)) continue
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const q = qParam ? Number(qParam.slice(2)) : 1
    if (!(q > 0)) continue
    if (!best || q > best.q) best = { locale: language, q }
  }
  return best?.locale
}
