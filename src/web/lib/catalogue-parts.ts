/**
 * The catalogue's later parts (shared/i18n/catalogue.ts): the entry brings only the first
 * screen's texts; `pages` (PAGES_SECTIONS: what the tour page's first screen reads beyond them)
 * comes with the first page that loads lazily, `later` (every other public section) with every
 * lazy page but the tour page, and there and on the home page with the parts and dialogs that
 * read it; `console` (CONSOLE_SECTIONS) with the Dashboard's layout. Each loads once, in the
 * page's language.
 */
import { currentLocale, installCatalogue } from '#shared/messages.ts'

const loading = new Map<string, Promise<void>>()

const parts = {
  pages: {
    en: () => import('virtual:catalogue/en/pages'),
    bn: () => import('virtual:catalogue/bn/pages'),
  },
  later: {
    en: () => import('virtual:catalogue/en/later'),
    bn: () => import('virtual:catalogue/bn/later'),
  },
  console: {
    en: () => import('virtual:catalogue/en/console'),
    bn: () => import('virtual:catalogue/bn/console'),
  },
}

export function loadCataloguePart(part: keyof typeof parts): Promise<void> {
  const locale = currentLocale()
  const key = `${locale}/${part}`
  let load = loading.get(key)
  if (!load) {
    load = parts[part][locale]()
      .then(({ default: compiled }) => installCatalogue(compiled))
      // A failed download may be tried again (the page's error boundary offers a reload).
      .catch((error: unknown) => {
        loading.delete(key)
        throw error
      })
    loading.set(key, load)
  }
  return load
}
