/**
 * A one-time sign-in link by mail: the owner's way in while strangers' wrong passwords have
 * used up the account's allowance for browsers it never signed in on (auth.ts's
 * ACCOUNT_SIGN_IN_LIMIT), which would otherwise keep the owner out of every new browser for as
 * long as the guessing goes on. better-auth's magic-link plugin does the work (a random token,
 * stored hashed, consumed atomically on first use, 15 minutes); sign-up by link is off, and a
 * link goes only to an address that has an account, so the mail reveals nothing and creates
 * nothing. It is no weaker than the password reset the site already mails: whoever reads the
 * mailbox owns the account either way. The browser that opens it gets the device cookie, its
 * own allowance from then on.
 */
import { magicLink } from 'better-auth/plugins/magic-link'
import type { RateLimitRule } from './rate-limit-storage.ts'

export const SIGN_IN_LINK_SECONDS = 15 * 60
/** Links mailed to one address in an hour, whoever asks: a stranger cannot flood the owner. */
export const SIGN_IN_LINK_LIMIT: RateLimitRule = { window: 60 * 60, max: 3 }

export const SIGN_IN_LINK_PATHS = { request: '/sign-in/magic-link', verify: '/magic-link/verify' }

export function signInLinkPlugin(send: (email: string, url: string) => Promise<void>) {
  return magicLink({
    disableSignUp: true,
    expiresIn: SIGN_IN_LINK_SECONDS,
    storeToken: 'hashed',
    sendMagicLink: ({ email, url }) => send(email, url),
  })
}
