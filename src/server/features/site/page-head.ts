/**
 * The head of each page as the server sends it: title, description, canonical link and Open
 * Graph and Twitter card tags (every page has an image: its own, or the site's PNG banner), so
 * link previews and crawlers see the page without running JavaScript. Also decides the status:
 * unknown paths, unknown tours and a division under another division's name answer 404 (with
 * the app, which shows the spec's 'page not found 404' or 'There is no tour matched tour.').
 */
import type { Place } from '#shared/contracts/catalog.ts'
import type { TourReview } from '#shared/contracts/tour-reviews.ts'
import {
  divisionPageMeta,
  siteDescription,
  SITE_IMAGE,
  siteName,
  staticPageMeta,
  tourPageMeta,
  type PageMeta,
} from '#shared/page-meta.ts'
import { localePath } from '#shared/locale.ts'
import { DEFAULT_LOCALE, LOCALES, messages, type Locale } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { recordIdSchema } from '#shared/contracts/common.ts'
import type { CurrencyCode } from '#shared/money.ts'
import type { Ctx } from '#server/lib/context.ts'
import { AppError } from '#server/lib/errors.ts'
import { escapeMarkup } from '#server/lib/escape.ts'
import { cachedPlace } from '#server/features/catalog/index.ts'
import { findDivision } from '#server/features/catalog/index.ts'
import { inLanguage } from '#server/features/catalog/index.ts'
import { cachedTourReviews } from '#server/features/tour-reviews/index.ts'

const OG_LOCALES: Record<Locale, string> = { en: 'en_US', bn: 'bn_BD' }

export interface PageHead {
  status: 200 | 404
  meta: PageMeta
  /** schema.org data for search engines (TravelAgency on Home, TouristTrip on tours). */
  jsonLd?: (publicUrl: string) => Record<string, unknown>
}

const travelAgency = (publicUrl: string) => ({
  '@context': 'https://schema.org',
  '@type': 'TravelAgency',
  name: siteName(),
  url: `${publicUrl}/`,
  description: siteDescription(),
  image: `${publicUrl}/images/banner.svg`,
  areaServed: ['Bangladesh', 'Nepal', 'Maldives'],
  address: { '@type': 'PostalAddress', addressLocality: 'Dhaka', addressCountry: 'BD' },
})

/** How many of a tour's newest reviews its JSON-LD carries. */
export const JSON_LD_REVIEWS = 5

/**
 * The figures visitors see (the plan's starting ones with verified reviews folded in), and the
 * newest verified reviews; none when the tour has no reviews at all.
 */
function ratings(place: Place, reviews: TourReview[]) {
  return {
    ...(place.review > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: place.rating,
            reviewCount: place.review,
            bestRating: 5,
          },
        }
      : {}),
    ...(reviews.length > 0
      ? {
          review: reviews.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.name },
            reviewRating: {
              '@type': 'Rating',
              ratingValue: review.rating,
              bestRating: 5,
              worstRating: 1,
            },
            reviewBody: review.text,
            datePublished: review.createdAt.slice(0, 10),
          })),
        }
      : {}),
  }
}

/**
 * The trip's itinerary: its days as an ItemList of what each day visits (schema.org's own
 * TouristTrip example), or, for a tour without days, the place it goes to.
 */
function itinerary(place: Place) {
  const days = place.tourContent?.days ?? []
  if (days.length === 0) {
    return {
      '@type': 'Place',
      name: place.placeName,
      address: {
        '@type': 'PostalAddress',
        addressRegion: place.divisionName,
        addressCountry: 'BD',
      },
    }
  }
  return {
    '@type': 'ItemList',
    numberOfItems: days.length,
    itemListOrder: 'https://schema.org/ItemListOrderAscending',
    itemListElement: days.map((day, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'TouristAttraction',
        name: messages.tourContent.dayTitle({ n: index + 1, title: day.title }),
        description: day.text,
      },
    })),
  }
}

/**
 * What the trip costs: one Offer at the adult's price, or, for a tour that prices children,
 * infants or other nationalities apart, an Offer a category, each named for it.
 */
function offers(place: Place, currency: CurrencyCode, url: string) {
  const offer = (price: number, category?: string) => ({
    '@type': 'Offer',
    ...(category && { name: messages.tourPricing.kind({ kind: category }), category }),
    price: price.toFixed(2),
    priceCurrency: currency.toUpperCase(),
    availability: 'https://schema.org/InStock',
    url,
  })
  const categories = place.tourPricing?.categories ?? []
  if (categories.length === 0) return offer(place.price)
  return [
    offer(place.price, 'adult'),
    ...categories.map((category) => offer(category.price, category.kind)),
  ]
}

function touristTrip(place: Place, reviews: TourReview[], locale: Locale, currency: CurrencyCode) {
  const url = (publicUrl: string) =>
    `${publicUrl}${localePath(locale, paths.tourDetails(place._id))}`
  return (publicUrl: string) => ({
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: place.placeName,
    description: place.description,
    inLanguage: locale,
    image: place.image.startsWith('/') ? `${publicUrl}${place.image}` : place.image,
    url: url(publicUrl),
    touristType: 'Sightseeing',
    itinerary: itinerary(place),
    offers: offers(place, currency, url(publicUrl)),
    provider: { '@type': 'TravelAgency', name: siteName(), url: `${publicUrl}/` },
    ...ratings(place, reviews),
  })
}

// Functions: each page's texts are read in the request's locale.
const fixedPages: Record<string, () => PageMeta> = {
  [paths.root]: () => staticPageMeta.home,
  [paths.home]: () => staticPageMeta.home,
  [paths.about]: () => staticPageMeta.about,
  [paths.contact]: () => staticPageMeta.contact,
  [paths.terms]: () => staticPageMeta.terms,
  [paths.privacy]: () => staticPageMeta.privacy,
  [paths.refundPolicy]: () => staticPageMeta.refunds,
  [paths.giftVouchers]: () => staticPageMeta.giftVouchers,
  [paths.tourPlans]: () => staticPageMeta.tourPlans,
  [paths.login]: () => staticPageMeta.login,
  [paths.forgotPassword]: () => staticPageMeta.forgotPassword,
  [paths.resetPassword]: () => staticPageMeta.resetPassword,
}

const notFound = (): PageHead => ({ status: 404, meta: staticPageMeta.notFound })

/** The head of the page at `pathname` (its path without the language prefix) in `locale`. */
export async function resolvePageHead(
  ctx: Ctx,
  pathname: string,
  locale: Locale,
): Promise<PageHead> {
  const fixed = fixedPages[pathname]
  if (fixed) {
    const home = pathname === paths.root || pathname === paths.home
    return { status: 200, meta: fixed(), ...(home ? { jsonLd: travelAgency } : {}) }
  }
  if (pathname === paths.dashboard || pathname.startsWith(`${paths.dashboard}/`)) {
    return { status: 200, meta: staticPageMeta.dashboard }
  }
  const segments = pathname.split('/').filter(Boolean).map(safeDecode)
  if (segments.length !== 2 || segments.some((s) => s === undefined)) return notFound()
  const [first, second] = segments as [string, string]

  const id = recordIdSchema.safeParse(second)
  if (!id.success) return notFound()
  try {
    if (first === 'tour-details') {
      const [{ value: place }, { value: page }] = await Promise.all([
        cachedPlace({ ctx, tourId: id.data, locale }),
        cachedTourReviews({ ctx, tourId: id.data, limit: JSON_LD_REVIEWS }),
      ])
      return {
        status: 200,
        meta: tourPageMeta(place),
        jsonLd: touristTrip(place, page.items, locale, ctx.pricingCurrency),
      }
    }
    const division = await findDivision({ ctx, ref: id.data })
    // /Sylhet/<Dhaka's id> is no page: the name must be the division's English one (any case),
    // in either language's address; the page shows its name in the page's language.
    if (!division || division.divisionName.toLowerCase() !== first.toLowerCase()) return notFound()
    return {
      status: 200,
      meta: divisionPageMeta(inLanguage(locale, division.divisionName, division.divisionNameBn)),
    }
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return notFound()
    throw error
  }
}

/**
 * The absolute http(s) address of a page's image, or the site's image when it has none or has
 * an SVG, which link previews do not show.
 */
function previewImage(meta: PageMeta, publicUrl: string): { url: string; alt: string } {
  if (meta.image) {
    try {
      const url = new URL(meta.image, `${publicUrl}/`)
      if (/^https?:$/.test(url.protocol) && !/\.svg$/i.test(url.pathname)) {
        return { url: url.href, alt: meta.imageAlt ?? meta.title }
      }
    } catch {
      // Not an address: the site's image instead.
    }
  }
  return { url: `${publicUrl}${SITE_IMAGE.path}`, alt: SITE_IMAGE.alt }
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}

/** The tags that replace the `<!--head-meta-->…<!--/head-meta-->` block of index.html. */
export function renderHeadTags(
  { meta, jsonLd }: Pick<PageHead, 'meta' | 'jsonLd'>,
  { publicUrl, pathname, locale }: { publicUrl: string; pathname: string; locale: Locale },
): string {
  // /Home is the same page as /: one canonical address for both.
  const canonicalPath = pathname === paths.home ? paths.root : pathname
  const addressIn = (language: Locale) => `${publicUrl}${localePath(language, canonicalPath)}`
  const url = addressIn(locale)
  const tags = [
    `<title>${escapeMarkup(meta.title)}</title>`,
    `<meta name="description" content="${escapeMarkup(meta.description)}" />`,
    `<link rel="canonical" href="${escapeMarkup(url)}" />`,
    // The same page in each language, and English for everyone else.
    ...LOCALES.map(
      (language) =>
        `<link rel="alternate" hreflang="${language}" href="${escapeMarkup(addressIn(language))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeMarkup(addressIn(DEFAULT_LOCALE))}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[locale]}" />`,
    `<meta property="og:site_name" content="${escapeMarkup(siteName())}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeMarkup(meta.title)}" />`,
    `<meta property="og:description" content="${escapeMarkup(meta.description)}" />`,
    `<meta property="og:url" content="${escapeMarkup(url)}" />`,
  ]
  const image = previewImage(meta, publicUrl)
  tags.push(
    `<meta property="og:image" content="${escapeMarkup(image.url)}" />`,
    `<meta property="og:image:alt" content="${escapeMarkup(image.alt)}" />`,
  )
  if (image.url.endsWith(SITE_IMAGE.path)) {
    tags.push(
      `<meta property="og:image:width" content="${SITE_IMAGE.width}" />`,
      `<meta property="og:image:height" content="${SITE_IMAGE.height}" />`,
    )
  }
  tags.push(
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeMarkup(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeMarkup(meta.description)}" />`,
    `<meta name="twitter:image" content="${escapeMarkup(image.url)}" />`,
    `<meta name="twitter:image:alt" content="${escapeMarkup(image.alt)}" />`,
  )
  if (jsonLd) {
    // A data block, not a script: CSP does not run it. "<" is escaped so no text closes the tag.
    const json = JSON.stringify(jsonLd(publicUrl)).replace(/</g, '\\u003c')
    tags.push(`<script type="application/ld+json">${json}</script>`)
  }
  return tags.join('\n    ')
}
