/**
 * Limits of a booking that pages read while they render (the tour page's traveller count) and the
 * contracts check with zod: here, so that reading one does not load zod and every schema with it
 * on a page that only shows a tour.
 */

/** Travellers one booking may bring. */
export const MAX_TRAVELLERS = 20
