/**
 * The catalogue as other features read it: a tour's cached values and terms, divisions, the
 * sitemap's entries, a plan's text in a language. Other features import this one through this
 * module only (docs/architecture.md).
 */
export { cachedPlace, cachedTerms } from './cached-reads.ts'
export { findDivision } from './find-division.ts'
export { findListedTour } from './find-tour.ts'
export { getPlace } from './get-place.ts'
export { isPlaceArchived } from './is-place-archived.ts'
export {
  listSitemapPlaces,
  listSitemapSummary,
  sitemapPlaceStart,
  type SitemapSummary,
} from './list-sitemap-entries.ts'
export { inLanguage } from './place-row.ts'
