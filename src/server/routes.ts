/**
 * Every route of the site, by feature: the API under /api (the spec's paths, then ours), the
 * uploaded images, the search-engine files and the web app's pages. Each feature's routes
 * declare their own access (requireUser / requireAdmin); tests/security/route-access.ts holds
 * the whole route × role matrix.
 */
import type { FastifyPluginAsync } from 'fastify'
import type { Config } from './config.ts'
import { auditRoutes } from './features/audit/routes.ts'
import { catalogRoutes } from './features/catalog/routes.ts'
import { cancelUnpaidOrders, hasOrders } from './features/orders/cancel-orders.ts'
import { contactRoutes } from './features/contact/routes.ts'
import { departureRoutes } from './features/departures/routes.ts'
import { exchangeRateRoutes } from './features/exchange-rate/routes.ts'
import { giftVoucherRoutes } from './features/gift-vouchers/routes.ts'
import { healthRoutes } from './features/health/routes.ts'
import { orderRoutes } from './features/orders/routes.ts'
import { overviewRoutes } from './features/overview/routes.ts'
import { orderConsoleRoutes } from './features/orders/console-routes.ts'
import type { PaymentProviders } from './features/payments/payment-providers.ts'
import type { GatewayLimits } from './features/payments/gateway-down.ts'
import { paymentRoutes, type PaymentRoutesOptions } from './features/payments/routes.ts'
import { phoneRoutes } from './features/phone-messages/routes.ts'
import { promoCodeRoutes } from './features/promo-codes/routes.ts'
import { reviewRoutes } from './features/reviews/routes.ts'
import { tourReviewRoutes } from './features/tour-reviews/routes.ts'
import { builtBanglaFont, webRoutes } from './features/site/routes.ts'
import { waitlistRoutes } from './features/waitlist/routes.ts'
import { seoRoutes } from './features/site/seo-routes.ts'
import { sitePageRoutes } from './features/site-pages/routes.ts'
import { uploadApiRoutes, uploadFileRoutes } from './features/uploads/routes.ts'
import { userRoutes } from './features/users/routes.ts'
import { adminUserRoutes } from './features/users/admin-routes.ts'
import { signInOptionsRoutes } from './features/users/sign-in-options.ts'

export interface SiteRoutesOptions {
  config: Config
  provider: PaymentProviders
  onOrderPaid: PaymentRoutesOptions['onOrderPaid']
  /** Contact messages per client per minute (tests lower or raise it). */
  contactPerMinute: number | undefined
  gatewayLimits: GatewayLimits | undefined
}

export const siteRoutes: FastifyPluginAsync<SiteRoutesOptions> = async (app, options) => {
  const { config, provider } = options
  await app.register(
    async (api) => {
      await api.register(healthRoutes)
      await api.register(signInOptionsRoutes, { google: Boolean(config.google) })
      await api.register(catalogRoutes, {
        provider,
        planOrders: { hasOrders, cancelUnpaidOrders },
      })
      await api.register(exchangeRateRoutes)
      await api.register(departureRoutes, { nudge: () => app.lifecycle.nudge() })
      await api.register(reviewRoutes)
      await api.register(tourReviewRoutes)
      await api.register(uploadApiRoutes)
      await api.register(userRoutes, { adminEmails: config.adminEmails })
      await api.register(adminUserRoutes, { adminEmails: config.adminEmails })
      await api.register(orderRoutes, {
        provider,
        limits: config.bookingLimits,
        nudge: () => app.lifecycle.nudge(),
      })
      await api.register(orderConsoleRoutes, { contactTo: config.mail.contactTo })
      await api.register(promoCodeRoutes)
      await api.register(giftVoucherRoutes, { provider, nudge: () => app.lifecycle.nudge() })
      await api.register(contactRoutes, {
        contactTo: config.mail.contactTo,
        perMinute: options.contactPerMinute,
      })
      await api.register(paymentRoutes, {
        provider,
        onOrderPaid: options.onOrderPaid,
        invoice: config.invoice,
        gatewayLimits: options.gatewayLimits,
        banglaFont: builtBanglaFont(config.clientDir),
      })
      await api.register(auditRoutes)
      await api.register(phoneRoutes, { phone: config.phone })
      await api.register(waitlistRoutes, { nudge: () => app.lifecycle.nudge() })
      await api.register(overviewRoutes)
      await api.register(sitePageRoutes, {
        company: {
          tradeLicence: config.invoice.tradeLicence,
          bin: config.invoice.bin,
          currency: config.pricingCurrency,
          map: config.map,
        },
      })
    },
    { prefix: '/api' },
  )
  await app.register(uploadFileRoutes)
  await app.register(seoRoutes, {
    publicUrl: config.publicUrl,
    urlsPerFile: config.sitemapUrlsPerFile,
  })
  await app.register(webRoutes, {
    clientDir: config.clientDir,
    publicUrl: config.publicUrl,
    pages: app.pageCache,
  })
}
