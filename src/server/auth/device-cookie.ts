/**
 * Device cookies (OWASP's answer to account lockout): a browser that signed in to an account
 * gets a signed cookie naming that account. Its later sign-in attempts count against its own
 * allowance, not the account's shared one, so strangers failing passwords on the account cannot
 * keep its owner out. The cookie names the account by a keyed hash, and only the sign-in route
 * receives it (its path).
 */
import { parseCookie } from 'cookie'
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export const DEVICE_COOKIE_PATH = '/api/auth/sign-in'
/** A year: a device stays known as long as it is used at least that often. */
export const DEVICE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

export function deviceCookieName(https: boolean): string {
  return https ? '__Secure-bt.device' : 'bt.device'
}

function signature(secret: string, email: string, nonce: string): string {
  return createHmac('sha256', secret)
    .update(`device\u0000${email.toLowerCase()}\u0000${nonce}`)
    .digest('base64url')
}

/** A new device cookie's value for `email`. */
export function issueDeviceCookie(secret: string, email: string): string {
  const nonce = randomBytes(16).toString('base64url')
  return `${nonce}.${signature(secret, email, nonce)}`
}

/** The device's id when `value` is a device cookie issued for `email`; otherwise undefined. */
export function verifyDeviceCookie(
  secret: string,
  email: string,
  value: string | undefined,
): string | undefined {
  const [nonce, given, ...rest] = (value ?? '').split('.')
  if (!nonce || !given || rest.length || nonce.length > 64) return undefined
  const expected = Buffer.from(signature(secret, email, nonce))
  const actual = Buffer.from(given)
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? nonce : undefined
}

/** The value of cookie `name` in a Cookie header (the first one), read by the `cookie` package. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  return header ? parseCookie(header)[name] : undefined
}
