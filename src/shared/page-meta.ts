/**
 * Title and description of each public page. The server writes them into the HTML it sends
 * (so link previews work without JavaScript); the web app updates them on client navigation.
 */
import { messages } from './messages.ts'

export const SITE_NAME = messages.brand
export const SITE_DESCRIPTION =
  'Guided tours across Bangladesh — Sundarbans, Cox’s Bazar, Sajek Valley, Sylhet’s tea hills and more — with guests welcomed from Nepal to the Maldives.'

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
  alt: 'Bangla Tours: guided tours across Bangladesh',
  width: 1200,
  height: 630,
}

export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} — tours in Bangladesh`
}

export const staticPageMeta = {
  home: { title: pageTitle(), description: SITE_DESCRIPTION },
  about: {
    title: pageTitle('About us'),
    description:
      'Our story, what we do, our mission and vision: a Bangladesh tour company serving 3500+ guests a year.',
  },
  contact: {
    title: pageTitle('Contact'),
    description: 'Write to our team about a tour, a group booking or a custom trip in Bangladesh.',
  },
  tourPlans: {
    title: pageTitle('All tour plans'),
    description:
      'Every tour plan we run across the eight divisions of Bangladesh, filtered by price.',
  },
  login: { title: pageTitle('Login'), description: 'Sign in or create an account to book tours.' },
  // ours: the two pages of a forgotten password
  forgotPassword: {
    title: pageTitle('Forgot password'),
    description: 'Ask for a link to choose a new password for your account.',
  },
  resetPassword: {
    title: pageTitle('Choose a new password'),
    description: 'Choose a new password for your account.',
  },
  dashboard: { title: pageTitle('Dashboard'), description: 'Your bookings, payments and reviews.' },
  notFound: { title: pageTitle('Page not found'), description: 'This page does not exist.' },
} satisfies Record<string, PageMeta>

export function divisionPageMeta(divisionName: string): PageMeta {
  return {
    title: pageTitle(`${divisionName} division tours`),
    description: `Tourist places and tour plans in ${divisionName} division, Bangladesh.`,
  }
}

export function tourPageMeta(tour: {
  placeName: string
  divisionName: string
  description: string
  image: string
}): PageMeta {
  return {
    title: pageTitle(`${tour.placeName}, ${tour.divisionName}`),
    description:
      tour.description.length > 160 ? `${tour.description.slice(0, 157)}...` : tour.description,
    image: tour.image,
    imageAlt: `${tour.placeName}, ${tour.divisionName} division, Bangladesh`,
    type: 'article',
  }
}
