/**
 * Title and description of each public page. The server writes them into the HTML it sends
 * (so link previews work without JavaScript); the web app updates them on client navigation.
 */
import { messages } from './messages.ts'

// Functions and getters, never constants: each reads the texts in the current locale.
export const siteName = (): string => messages.brand
export const siteDescription = (): string => messages.pageMeta.siteDescription

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
  get alt() {
    return messages.pageMeta.siteImageAlt
  },
  width: 1200,
  height: 630,
}

export function pageTitle(title?: string): string {
  return title
    ? messages.pageMeta.title({ title, site: siteName() })
    : messages.pageMeta.homeTitle({ site: siteName() })
}

export const staticPageMeta = {
  get home(): PageMeta {
    return { title: pageTitle(), description: siteDescription() }
  },
  get about(): PageMeta {
    return {
      title: pageTitle(messages.about.eyebrow),
      description: messages.pageMeta.aboutDescription,
    }
  },
  get contact(): PageMeta {
    return {
      title: pageTitle(messages.nav.contact),
      description: messages.pageMeta.contactDescription,
    }
  },
  // ours (issue 30): the policy pages
  get terms(): PageMeta {
    return {
      title: pageTitle(messages.pageMeta.termsTitle),
      description: messages.pageMeta.termsDescription,
    }
  },
  get privacy(): PageMeta {
    return {
      title: pageTitle(messages.pageMeta.privacyTitle),
      description: messages.pageMeta.privacyDescription,
    }
  },
  get refunds(): PageMeta {
    return {
      title: pageTitle(messages.pageMeta.refundsTitle),
      description: messages.pageMeta.refundsDescription,
    }
  },
  get tourPlans(): PageMeta {
    return {
      title: pageTitle(messages.tour.allTourPlans),
      description: messages.pageMeta.tourPlansDescription,
    }
  },
  // ours (issue 33 item 4)
  get giftVouchers(): PageMeta {
    return {
      title: pageTitle(messages.giftVoucherPage.eyebrow),
      description: messages.giftVoucherPage.metaDescription,
    }
  },
  get login(): PageMeta {
    return { title: pageTitle(messages.nav.login), description: messages.pageMeta.loginDescription }
  },
  // ours: the two pages of a forgotten password
  get forgotPassword(): PageMeta {
    return {
      title: pageTitle(messages.pageMeta.forgotPasswordTitle),
      description: messages.pageMeta.forgotPasswordDescription,
    }
  },
  get resetPassword(): PageMeta {
    return {
      title: pageTitle(messages.account.resetTitle),
      description: messages.pageMeta.resetPasswordDescription,
    }
  },
  get dashboard(): PageMeta {
    return {
      title: pageTitle(messages.nav.dashboard),
      description: messages.pageMeta.dashboardDescription,
    }
  },
  get notFound(): PageMeta {
    return {
      title: pageTitle(messages.pageMeta.notFoundTitle),
      description: messages.pageMeta.notFoundDescription,
    }
  },
} satisfies Record<string, PageMeta>

export function divisionPageMeta(divisionName: string): PageMeta {
  return {
    title: pageTitle(messages.pageMeta.divisionTitle({ division: divisionName })),
    description: messages.pageMeta.divisionDescription({ division: divisionName }),
  }
}

export function tourPageMeta(tour: {
  placeName: string
  divisionName: string
  description: string
  image: string
}): PageMeta {
  return {
    title: pageTitle(
      messages.pageMeta.tourTitle({ place: tour.placeName, division: tour.divisionName }),
    ),
    description:
      tour.description.length > 160 ? `${tour.description.slice(0, 157)}...` : tour.description,
    image: tour.image,
    imageAlt: messages.pageMeta.tourImageAlt({
      place: tour.placeName,
      division: tour.divisionName,
    }),
    type: 'article',
  }
}
