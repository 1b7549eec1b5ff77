/**
 * The Dashboard's own texts (shared/i18n/catalogue.ts, CONSOLE_SECTIONS): a chunk per
 * language that comes with the Dashboard's layout, not with a first visit. Loaded once.
 */
import { currentLocale, installCatalogue } from '#shared/messages.ts'

let loading: Promise<void> | undefined

export function loadConsoleCatalogue(): Promise<void> {
  loading ??= (
    currentLocale() === 'bn'
      ? import('virtual:catalogue/bn/console')
      : import('virtual:catalogue/en/console')
  )
    .then(({ default: part }) => installCatalogue(part))
    // A failed download may be tried again (the page's error boundary offers a reload).
    .catch((error: unknown) => {
      loading = undefined
      throw error
    })
  return loading
}
