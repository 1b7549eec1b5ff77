/**
 * Security headers on every response: helmet's set (CSP, HSTS on https, nosniff, frame and
 * referrer policies, cross-origin policies), worked out once at start. None of them varies by
 * request (no CSP nonces: the app runs no inline script), and @fastify/helmet built helmet
 * again — CSP parsing included — for every request: a fifth of a cached catalogue read's CPU.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'

/** The headers helmet sets with these options, by running it once against a recorder. */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value)
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()]
    },
  }
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {})
  return headers
}

export const securityHeadersPlugin = fp<HelmetOptions>(
  async (app, options) => {
    const headers = securityHeaders(options)
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers)
      done()
    })
  },
  { name: 'security-headers' },
)
