/**
 * The site's security headers (plugins/security-headers.ts applies them): the Content Security
 * Policy and friends for pages, OWASP's shorter set for JSON, and the Permissions-Policy. Stripe's
 * script, card frame and API are allowed only when Stripe is the card processor; HSTS and
 * upgrade-insecure-requests only when the site is served over https. The tour page's map tiles
 * (MAP_TILE_URL, decision 047) are images from the tile server's origin, allowed by name.
 */
import type { Config } from '#server/config.ts'
import type { SecurityHeadersOptions } from './security-headers.ts'

/**
 * The img-src source a tile template's images come from: its origin, with a `{s}` subdomain
 * (`https://{s}.tile.example.org/…`) as a wildcard. None without a map.
 */
export function tileImageSources(tileUrl: string | null): string[] {
  if (!tileUrl) return []
  const subdomains = tileUrl.includes('{s}.')
  const url = new URL(tileUrl.replace('{s}.', '').replace(/\{[a-z]+\}/g, 'a'))
  return [`${url.protocol}//${subdomains ? '*.' : ''}${url.host}`]
}

export function siteSecurityPolicy(
  config: Pick<Config, 'publicUrl' | 'payments' | 'map'>,
): SecurityHeadersOptions {
  const https = config.publicUrl.startsWith('https://')
  const stripe =
    config.payments.provider === 'stripe'
      ? {
          script: ['https://js.stripe.com'],
          frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
          connect: ['https://api.stripe.com'],
        }
      : { script: [], frame: [], connect: [] }
  return {
    documents: {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          connectSrc: ["'self'", ...stripe.connect],
          frameSrc: stripe.frame.length ? stripe.frame : ["'none'"],
          fontSrc: ["'self'", 'data:'],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          // https: profile pictures (Google's avatars) and plan images hosted elsewhere; the
          // map's tiles by their origin (a local or http tile server too).
          imgSrc: ["'self'", 'data:', 'https:', ...tileImageSources(config.map.tileUrl)],
          objectSrc: ["'none'"],
          scriptSrc: ["'self'", ...stripe.script],
          scriptSrcAttr: ["'none'"],
          // React and Radix set style attributes; sonner injects a style element.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Only meaningful (and harmless) when the site is served over https.
          upgradeInsecureRequests: https ? [] : null,
        },
      },
      strictTransportSecurity: https ? undefined : false,
      crossOriginEmbedderPolicy: false,
    },
    // JSON renders nothing: a CSP that allows nothing, no framing, no sniffing, no referrer.
    data: {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          baseUri: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          scriptSrcAttr: ["'none'"],
          upgradeInsecureRequests: https ? [] : null,
        },
      },
      strictTransportSecurity: https ? undefined : false,
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xFrameOptions: { action: 'deny' },
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    },
    // Powerful browser features the site never uses are off, for it and anything it embeds;
    // payments only for the site and Stripe's card frame (when Stripe is the processor).
    permissionsPolicy: [
      'accelerometer=()',
      'camera=()',
      'geolocation=()',
      'gyroscope=()',
      'magnetometer=()',
      'microphone=()',
      `payment=(self${stripe.script.map((origin) => ` "${origin}"`).join('')})`,
      'usb=()',
    ].join(', '),
    // The API docs page is a page.
    isData: (url) => url.startsWith('/api/') && !url.startsWith('/api/docs'),
  }
}
