/**
 * "Sign in with Google" end to end, against a real OpenID Connect provider on 127.0.0.1 in
 * Google's place: the redirect flow (no popup), the provider's login and consent pages, and the
 * way back signed in with the provider's name and picture.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '#tests/support/net.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { startOidcProvider, type OidcServer } from '#tests/servers/oidc-provider.ts'
import { launchBrowser, openPage } from './support/browser.ts'

const picture =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#2563eb"/></svg>',
  ).toString('base64')
const account = {
  sub: 'google-123',
  email: 'rahim.google@example.com',
  name: 'Rahim Uddin',
  picture,
}

let browser: Browser
let oidc: OidcServer
let site: TestApp
let baseUrl: string

beforeAll(async () => {
  const port = await freePort()
  baseUrl = `http://127.0.0.1:${port}`
  oidc = await startOidcProvider({ redirectUri: `${baseUrl}/api/auth/callback/google`, account })
  site = await createTestApp({
    seed: 'demo',
    config: {
      publicUrl: baseUrl,
      google: {
        clientId: oidc.clientId,
        clientSecret: oidc.clientSecret,
        discoveryUrl: oidc.discoveryUrl,
      },
    },
  })
  await site.app.listen({ port, host: '127.0.0.1' })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await site?.close()
  await oidc?.close()
})

describe('Sign in with Google', () => {
  it('runs the code flow and comes back signed in with the name and picture', async () => {
    const { page, context, problems, checkA11y } = await openPage(browser, baseUrl)
    await page.goto('/login')
    await page.getByRole('button', { name: 'Sign in with Google' }).first().click()

    // The provider's own pages: a development login form, then consent.
    await page.waitForURL(`${oidc.issuer}/**`)
    await page.locator('input[name="login"]').fill(account.sub)
    await page.locator('input[name="password"]').fill('any password')
    await page.locator('button[type="submit"]').click()
    await page.locator('button[type="submit"]').click()

    await page.waitForURL(`${baseUrl}/**`)
    const header = page.getByRole('banner')
    await expect.poll(() => header.getByText(account.name).first().isVisible()).toBe(true)
    await expect
      .poll(() => header.locator(`img[src="${picture}"]`).count(), { timeout: 10_000 })
      .toBeGreaterThan(0)

    const session = await page.evaluate(async () => (await fetch('/api/auth/get-session')).json())
    expect(session.user).toMatchObject({ email: account.email, name: account.name, image: picture })
    await checkA11y('back from Google, signed in')

    // Only the provider's development pages may log errors (they reference an external font).
    const ours = problems.filter(
      (p) => !p.includes(oidc.issuer) && !/ERR_NAME_NOT_RESOLVED/.test(p),
    )
    expect(ours).toEqual([])
    await context.close()
  })

  it('is hidden when Google is not configured', async () => {
    const plain = await createTestApp({ seed: 'none' })
    const port = await freePort()
    const url = `http://127.0.0.1:${port}`
    await plain.app.listen({ port, host: '127.0.0.1' })
    try {
      const { page, context, assertClean } = await openPage(browser, url)
      await page.goto('/login')
      await expect
        .poll(() => page.getByRole('button', { name: 'Sign in', exact: true }).count())
        .toBeGreaterThan(0)
      expect(await page.getByRole('button', { name: /with Google/ }).count()).toBe(0)
      await assertClean()
      await context.close()
    } finally {
      await plain.close()
    }
  })
})
