/**
 * A planted second session cookie, in Chromium (issue 12, point 1). An attacker who can set a
 * cookie for the site (a sibling subdomain, a shared browser) plants their own session under the
 * site's cookie name for a narrower path, so the victim's browser sends both. The site must then
 * act as nobody, never as the attacker (the victim would book into the attacker's account) and
 * never remember one value as the other's user; once the planted cookie is gone, the victim is
 * themselves again.
 */
import type { Browser } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openSignedIn, signUpViaApi } from './support/accounts.ts'
import { poll, type Site, useSite } from './support/browser.ts'

let browser: Browser
let site: Site

useSite(
  () => ({ seed: 'demo' }),
  (shared) => ({ browser, site } = shared),
)

describe('a planted session cookie', () => {
  it('never makes the victim act as the attacker, and leaves nothing behind', async () => {
    const victim = await signUpViaApi(site, { name: 'Victim Farzana' })
    const attacker = await signUpViaApi(site, { name: 'Attacker Jamal' })
    const [tour] = (
      await site.testApp.app.inject({ method: 'GET', url: '/api/places' })
    ).json() as Array<{ _id: string; placeName: string }>
    const attackerCookie = attacker.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
    const booked = await site.testApp.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { origin: site.baseUrl, cookie: attackerCookie },
      payload: {
        tourId: tour!._id,
        name: 'Attacker Jamal',
        email: attacker.email,
        phone: '+8801712345678',
      },
    })
    expect(booked.statusCode).toBe(201)

    const { page, context, assertClean } = await openSignedIn(browser, site, { account: victim })
    const session = attacker.cookies[0]!
    // Sent first by the browser: a cookie with a longer path comes before the site's own.
    await context.addCookies([
      {
        name: session.name,
        value: session.value,
        domain: new URL(site.baseUrl).hostname,
        path: '/api',
        httpOnly: true,
        sameSite: 'Lax',
      },
    ])

    const whoAmI = () =>
      page.evaluate(async (email) => {
        const response = await fetch(`/api/order/${encodeURIComponent(email)}`)
        return response.status
      }, attacker.email)

    await page.goto('/Dashboard/MyBooking')
    // Two values under the session's name: signed out, sent to /login — not the attacker.
    await poll(() => new URL(page.url()).pathname).toBe('/login')
    expect(await page.getByText(attacker.name).count()).toBe(0)
    expect(await whoAmI()).toBe(401)

    // The planted cookie goes; the victim is the victim again, with none of the attacker's data.
    await context.clearCookies({ name: session.name, path: '/api' })
    await page.goto('/Dashboard/MyBooking')
    await poll(() => new URL(page.url()).pathname).toBe('/Dashboard/MyBooking')
    await poll(() => page.getByText(victim.name).first().isVisible()).toBe(true)
    expect(await page.getByText(tour!.placeName).count()).toBe(0)
    expect(await whoAmI()).toBe(403)
    // The two probes of the attacker's orders: 401 signed out, then 403 as the victim.
    await assertClean([/status of 401/, /status of 403/])
  })
})
