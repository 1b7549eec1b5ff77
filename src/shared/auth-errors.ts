/**
 * The words a person reads when identity fails — never a raw provider code (spec section 8 lists
 * the codes; we explain them). Free of zod, so the first page can use it without the schemas.
 */
export const MIN_PASSWORD_LENGTH = 8
export const MAX_PASSWORD_LENGTH = 128
/** A display name's longest form: names reach public pages (testimonials). */
export const MAX_NAME_LENGTH = 80

const authErrorTexts: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Wrong email or password. Check them and try again.',
  INVALID_PASSWORD: 'Wrong email or password. Check them and try again.',
  INVALID_EMAIL: 'Enter a valid email address.',
  USER_ALREADY_EXISTS: 'An account with this email already exists. Sign in instead.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
    'An account with this email already exists. Sign in instead.',
  PASSWORD_TOO_SHORT: `Your password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
  PASSWORD_TOO_LONG: 'Your password must be at most 128 characters.',
  TOO_MANY_REQUESTS: 'Too many attempts. Please wait a minute and try again.',
  TOO_MANY_ACCOUNT_ATTEMPTS:
    'Too many sign-in attempts for this account. Please wait 15 minutes and try again.',
  INVALID_ORIGIN: 'Sign-in is not allowed from this address. Open the site at its usual address.',
  NETWORK: 'We cannot reach the server. Check your connection and try again.',
  OAUTH_FAILED: 'Google sign-in did not complete. Please try again.',
  COMMON_PASSWORD:
    'This password is one of the most common ones, so it is easy to guess. Choose another.',
  INVALID_TOKEN: 'This link is not valid any more. Ask for a new one.',
  TOKEN_EXPIRED: 'This link has expired. Ask for a new one.',
  SESSION_EXPIRED: 'For your safety, sign in again before doing this.',
  SESSION_NOT_FRESH: 'For your safety, sign in again before doing this.',
  CREDENTIAL_ACCOUNT_NOT_FOUND:
    'Your account signs in with Google and has no password here. Use "Forgot password?" to set one.',
  PASSWORD_REQUIRED: 'Enter your password to confirm.',
  EMAIL_ALREADY_VERIFIED: 'Your email address is already verified.',
  PAYMENT_IN_PROGRESS:
    'A payment for one of your bookings is in progress. Try again in a few minutes.',
  UNAUTHORIZED: 'Please sign in first.',
}

/** A sentence for an identity error code; a generic one for codes we do not know. */
export function authErrorText(code: string | undefined): string {
  return (code && authErrorTexts[code]) || 'Something went wrong. Please try again.'
}
