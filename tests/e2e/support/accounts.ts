/**
 * The browser tests' accounts: every test gets its own user and gives the session cookie to its
 * browser context. `createBrowserAccount` inserts the user and session through the factories
 * (what most tests need: someone signed in); `signUpViaApi` signs up through the real
 * better-auth endpoint (with the site's Origin, as a browser would send it) for the tests whose
 * subject is the account itself. Requests go through `app.inject` from a random address, so a
 * file with many tests never trips the per-IP sign-up limit.
 */
import type { Browser } from 'playwright-core'
import { createAccount, randomIp, uniqueEmail, verifyEmail } from '#tests/support/accounts.ts'
import { openPage, type Site, type WatchedPage } from './browser.ts'

export interface BrowserAccount {
  name: string
  email: string
  password: string
  /** The session cookie(s) the sign-up set, as name/value pairs. */
  cookies: Array<{ name: string; value: string }>
}

export function newAccount(overrides: Partial<Omit<BrowserAccount, 'cookies'>> = {}) {
  return {
    name: 'Nusrat Jahan',
    email: uniqueEmail('traveller'),
    password: 'correct horse battery',
    ...overrides,
  }
}

/**
 * POST /api/auth/sign-up/email, then (unless `verified: false`) the mailed verification link;
 * returns the account with its session cookie.
 */
export async function signUpViaApi(
  site: Site,
  overrides: Partial<Omit<BrowserAccount, 'cookies'>> & { verified?: boolean } = {},
): Promise<BrowserAccount> {
  const { verified = true, ...fields } = overrides
  const account = newAccount(fields)
  const response = await site.testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: site.baseUrl },
    payload: account,
    remoteAddress: randomIp(),
  })
  if (response.statusCode !== 200) {
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`)
  }
  const cookies = response.cookies
    .filter((cookie) => cookie.name.includes('session_token'))
    .map(({ name, value }) => ({ name, value }))
  if (cookies.length === 0) throw new Error('sign-up set no session cookie')
  if (verified) {
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ')
    await verifyEmail(site.testApp.app, { email: account.email, cookie })
  }
  return { ...account, cookies }
}

/** A verified account with a live session, inserted directly (an admin if its address is in ADMIN_EMAILS). */
export async function createBrowserAccount(
  site: Site,
  overrides: Partial<Omit<BrowserAccount, 'cookies'>> = {},
): Promise<BrowserAccount> {
  const created = await createAccount(site.testApp, newAccount(overrides))
  const [name, value] = created.cookie.split('=') as [string, string]
  return {
    name: created.name,
    email: created.email,
    password: created.password,
    cookies: [{ name, value }],
  }
}

/** A fresh browser context that is signed in as `account` (a new customer when omitted). */
export async function openSignedIn(
  browser: Browser,
  site: Site,
  { account, ...options }: Parameters<typeof openPage>[2] & { account?: BrowserAccount } = {},
): Promise<WatchedPage & { account: BrowserAccount }> {
  const user = account ?? (await createBrowserAccount(site))
  const watched = await openPage(browser, site.baseUrl, options)
  await watched.context.addCookies(
    user.cookies.map(({ name, value }) => ({
      name,
      value,
      url: site.baseUrl,
      httpOnly: true,
      sameSite: 'Lax' as const,
    })),
  )
  // For the list of checked pages: is this a customer or an admin?
  const record = await site.testApp.app.inject({
    method: 'GET',
    url: `/api/users/${encodeURIComponent(user.email)}`,
    headers: { cookie: user.cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    remoteAddress: randomIp(),
  })
  watched.a11y.role = record.statusCode === 200 && record.json().Admin ? 'admin' : 'customer'
  return { ...watched, account: user }
}
