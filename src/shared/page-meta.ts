/**
 * Title and description of each public page. The server writes them into the HTML it sends
 * (so link previews work without JavaScript); the web app updates them on client navigation.
 */
import { messages } from './messages.ts'

export const SITE_NAME = messages.brand
export const SITE_DESCRIPTION = messages.pageMeta.siteDescription

export interface PageMeta {
  title: string
  description: string
  /**
   * Open Graph and Twitter card image: a site path (the server makes it absolute) or an absolute
   * URL. Pages without one, or with an SVG (which social networks do not show), get SITE_IMAGE.
   */
  image?: string
  /** What the image shows, for those who cannot see it. */
  imageAlt?: string
  type?: 'website' | 'article'
}

/** The site's link-preview image: the banner as a 1200×630 PNG. */
export const SITE_IMAGE = {
  path: '/images/banner-og.png',
  alt: messages.pageMeta.siteImageAlt,
  width: 1200,
  height: 630,
}

export function pageTitle(title?: string): string {
  return title ? messages.pageMeta.title(title, SITE_NAME) : messages.pageMeta.homeTitle(SITE_NAME)
}

export const staticPageMeta = {
  home: { title: pageTitle(), description: SITE_DESCRIPTION },
  about: {
    title: pageTitle(messages.about.eyebrow),
    description: messages.pageMeta.aboutDescription,
  },
  contact: {
    title: pageTitle(messages.nav.contact),
    description: messages.pageMeta.contactDescription,
  },
  tourPlans: {
    title: pageTitle(messages.tour.allTourPlans),
    description: messages.pageMeta.tourPlansDescription,
  },
  login: { title: pageTitle(messages.nav.login), description: messages.pageMeta.loginDescription },
  // ours: the two pages of a forgotten password
  forgotPassword: {
    title: pageTitle(messages.pageMeta.forgotPasswordTitle),
    description: messages.pageMeta.forgotPasswordDescription,
  },
  resetPassword: {
    title: pageTitle(messages.account.resetTitle),
    description: messages.pageMeta.resetPasswordDescription,
  },
  dashboard: {
    title: pageTitle(messages.nav.dashboard),
    description: messages.pageMeta.dashboardDescription,
  },
  notFound: {
    title: pageTitle(messages.pageMeta.notFoundTitle),
    description: messages.pageMeta.notFoundDescription,
  },
} satisfies Record<string, PageMeta>

export function divisionPageMeta(divisionName: string): PageMeta {
  return {
    title: pageTitle(messages.pageMeta.divisionTitle(divisionName)),
    description: messages.pageMeta.divisionDescription(divisionName),
  }
}

export function tourPageMeta(tour: {
  placeName: string
  divisionName: string
  description: string
  image: string
}): PageMeta {
  return {
    title: pageTitle(messages.pageMeta.tourTitle(tour.placeName, tour.divisionName)),
    description:
      tour.description.length > 160 ? `${tour.description.slice(0, 157)}...` : tour.description,
    image: tour.image,
    imageAlt: messages.pageMeta.tourImageAlt(tour.placeName, tour.divisionName),
    type: 'article',
  }
}
