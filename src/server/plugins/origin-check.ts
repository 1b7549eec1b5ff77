/**
 * Cross-site request forgery guard for the API. A browser sends the session cookie with a form
 * or fetch posted from any site (SameSite=Lax still lets top-level POSTs through in some
 * browsers, and a same-site page on another port is "same site"), so every state-changing
 * request to a route of ours is refused with 403 when the browser says it comes from elsewhere:
 * an `Origin` that is not one of the site's own, or — without an `Origin` — `Sec-Fetch-Site:
 * cross-site`. Clients that are not browsers send neither and stay allowed; a cookie-carrying
 * browser POST always has an `Origin`. Routes called by other servers (Stripe's signed webhook)
 * are exempt by their route path.
 */
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { errorBody } from '#server/lib/error-body.ts'

export interface OriginCheckOptions {
  /** Origins of the site's own pages (`trustedOrigins(config)`). */
  trustedOrigins: string[]
  /** Route paths, as registered (e.g. `/api/payment/webhook`), that other servers call. */
  exemptRoutes?: string[]
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export const originCheckPlugin = fp<OriginCheckOptions>(
  async (app, { trustedOrigins, exemptRoutes = [] }) => {
    const trusted = new Set(trustedOrigins)
    const exempt = new Set(exemptRoutes)

    function isCrossSite(request: FastifyRequest): boolean {
      const origin = request.headers.origin
      if (origin !== undefined) return !trusted.has(origin)
      return request.headers['sec-fetch-site'] === 'cross-site'
    }

    // Callback style, not async: it runs on every request, and most return at the first line.
    app.addHook('onRequest', (request, reply, done) => {
      const route = request.routeOptions.url
      // The matched route, not the raw URL: percent-encoded paths route to the same handler.
      if (
        SAFE_METHODS.has(request.method) ||
        route === undefined ||
        exempt.has(route) ||
        !isCrossSite(request)
      ) {
        return done()
      }
      void reply
        .code(403)
        .send(
          errorBody(
            'FORBIDDEN',
            'This request came from another website. Open the site at its usual address and try again.',
          ),
        )
    })
  },
  { name: 'origin-check' },
)
