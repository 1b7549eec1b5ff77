/**
 * The shape of the catalogues. English (en.ts) is the source: its sections, its messages and,
 * for a message that takes values, a function of one object whose type names them
 * (`(_: { n: number }) => 'Total {n} Places'`, called `totalPlaces({ n })`). Every other
 * language is a `Translation` of it: the same sections, each message an ICU string using those
 * names, each list as long. `Messages` is what the rest of the code reads (shared/messages.ts).
 */
import type { en } from './en.ts'

export type Source = typeof en

/**
 * A message that takes values is a function of one object of them (its body is never run, its
 * parameter never read: the names are the object's keys, as the ICU text writes them).
 */
type MessageFunction = (values: never) => string

/** A list translated item by item: as many strings (a mapped tuple keeps its length). */
type TranslatedList<T extends readonly string[]> = { readonly [I in keyof T]: string }

export type Translation<T = Source> = {
  readonly [K in keyof T]: T[K] extends MessageFunction | string
    ? string
    : T[K] extends readonly string[]
      ? TranslatedList<T[K]>
      : Translation<T[K]>
}

export type Messages<T = Source> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : T[K] extends string
      ? string
      : T[K] extends readonly string[]
        ? readonly string[]
        : Messages<T[K]>
}

export const LOCALES = ['en', 'bn'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

/** Sections only the server reads (the mails' texts): left out of what pages download. */
export const SERVER_ONLY_SECTIONS = [
  'mail',
  'mailLanguage',
  'messageReplyMail',
  // The policy pages' defaults: pages read them through GET /api/pages/:slug.
  'sitePageDefaults',
  // The sandbox gateway's page, written by the server.
  'sandboxGateway',
] as const

/**
 * Sections only the Dashboard's pages read: their own chunk per language, downloaded with the
 * Dashboard's layout (web app/routes.tsx), so a first visit does not carry them. A public page
 * reading one would find nothing there: keep these to the Dashboard's features.
 */
export const CONSOLE_SECTIONS = [
  'admin',
  'audit',
  'cardForm',
  'checkIn',
  'departuresAdmin',
  'deposits',
  // The server's own refusals: a page shows the text the server answered; only the Pay page
  // (under the Dashboard) reads a few itself.
  'errors',
  'giftVoucherAdmin',
  'mailKinds',
  'mailStatus',
  'manageOrder',
  'messagesPage',
  'messagesWorkflow',
  'myBooking',
  'ordersConsole',
  'ordersCsv',
  'overview',
  'pay',
  'paymentPage',
  'people',
  'planForm',
  'plans',
  'promoAdmin',
  'receipt',
  'reschedule',
  'reviewsAdmin',
  'scaleConsole',
  'sitePagesAdmin',
  'tourReviewsAdmin',
  'welcome',
] as const

/**
 * Public sections a lazy page's first screen reads beyond the entry's: the tour page's (its first
 * visit has a budget: issue 28), which come with its code (`…/pages`). Every other public section
 * (forms and their checks, the cancellation policy's tiers, reviews, the footer, the other pages'
 * own texts) comes in `…/later`: with every other lazy page's code, and on the tour and home
 * pages with the parts and dialogs that read them, as they are needed. `npm run lint:i18n` checks
 * that the tour page's first screen reads no other.
 */
export const PAGES_SECTIONS = [
  'booking',
  'dates',
  'gallery',
  'money',
  'pickupPoints',
  'tour',
  'tourContent',
  'tourPricing',
  'waitlist',
] as const

/**
 * Sections the first screen of a visit reads: the layout around every page (header, footer,
 * notices, the account's banner), the home page, and what those modules read in passing (page
 * titles, route errors). They come with the entry (`virtual:catalogue/<locale>`); the other
 * public sections come with the first page that loads lazily (`…/pages` and `…/later`, with its
 * code; PAGES_SECTIONS), the
 * Dashboard's with the Dashboard (`…/console`). `npm run lint:i18n` checks that no module the
 * entry loads reads any other.
 */
export const FIRST_SCREEN_SECTIONS = [
  'about',
  'auth',
  'authErrors',
  'banner',
  'brand',
  'common',
  'dashboard',
  'header',
  'home',
  'nav',
  'notFoundPage',
  'pageMeta',
  'requireAdmin',
  'routeError',
  'tourPlans',
] as const

/** One language, compiled: what a page downloads for its language, and nothing else. */
export interface CompiledCatalogue {
  locale: Locale
  /** Message id (`home.totalPlaces`) to Lingui's compiled form of its ICU text. */
  messages: Record<string, unknown>
  /** The values a message takes, by name, as its English text reads them. */
  params: Record<string, readonly string[]>
  /** Lists (`about.services`) and their lengths; their items are `about.services.0`, … */
  lists: Record<string, number>
}
