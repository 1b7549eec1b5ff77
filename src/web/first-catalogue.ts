import type { Locale } from '#shared/messages.ts'

/** The first screen's texts in the page's language (the other parts: lib/catalogue-parts.ts). */
export const loadFirstCatalogue = (locale: Locale) =>
  locale === 'bn' ? import('virtual:catalogue/bn') : import('virtual:catalogue/en')
