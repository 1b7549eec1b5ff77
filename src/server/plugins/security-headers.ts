/**
 * Security headers on every response: helmet's set (CSP, HSTS on https, nosniff, frame and
 * referrer policies, cross-origin policies), worked out once at start. None of them varies by
 * request (no CSP nonces: the app runs no inline script), and @fastify/helmet built helmet
 * again — CSP parsing included — for every request: a fifth of a cached catalogue read's CPU.
 * JSON answers get a shorter set (OWASP's for REST APIs): response headers are a fifth of a
 * small answer's cost here, and headers for rendered documents protect nothing in JSON.
 * Both sets carry the Permissions-Policy. The front cache replays the headers stored with an
 * answer, so what is set here reaches its hits too.
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

export interface SecurityHeadersOptions {
  /** For pages and files a browser renders or runs. */
  documents: HelmetOptions
  /** For JSON answers: what still matters when nothing is rendered, and fewer bytes. */
  data: HelmetOptions
  /** Permissions-Policy (helmet has none), on every answer. */
  permissionsPolicy?: string
  isData(url: string): boolean
}

export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, { documents, data, permissionsPolicy, isData }) => {
    const extra: Record<string, string> = permissionsPolicy
      ? { 'permissions-policy': permissionsPolicy }
      : {}
    const forDocuments = { ...securityHeaders(documents), ...extra }
    const forData = { ...securityHeaders(data), ...extra }
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isData(request.url) ? forData : forDocuments)
      done()
    })
  },
  { name: 'security-headers' },
)
