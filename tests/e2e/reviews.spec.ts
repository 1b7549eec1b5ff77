/**
 * A customer's service review in Chromium: the rating buttons (a radio group, arrow keys move),
 * 'Your Review Submitted', the review on Home under 'What Our Clients Says' with its stars, and
 * the one-a-day refusal in red.
 */
import type { Browser } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openSignedIn, signUpViaApi } from './support/accounts.ts'
import { poll, type Site, useSite, visible } from './support/browser.ts'

let browser: Browser
let site: Site

useSite(
  () => ({ seed: 'demo' }),
  (shared) => ({ browser, site } = shared),
)

describe('Review', () => {
  it('submits a 4-star review that then shows on Home with four stars', async () => {
    const account = await signUpViaApi(site, {
      name: `Tahmid Hasan ${Date.now() % 10000}`,
    })
    const watched = await openSignedIn(browser, site, { account })
    const { page, assertClean } = watched
    const text = 'The boat trip through the Sundarbans was unforgettable. Great guides!'

    await page.goto('/Dashboard/ServiceReview')
    const review = page.getByLabel('Your review')
    expect(await review.getAttribute('required')).not.toBeNull()
    await review.fill(text)

    // No star at first (none chosen for the customer); arrow keys move through the group like
    // any radio group.
    const one = page.getByRole('radio', { name: '1 star' })
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0)
    await one.focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    expect(await page.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true)

    await page.getByRole('button', { name: 'Submit review' }).click()
    await poll(() => visible(page.getByText('Your Review Submitted'))).toBe(true)
    expect(await review.inputValue()).toBe('')
    const success = page.getByRole('status').filter({ hasText: 'Your Review Submitted' })
    expect(await success.getAttribute('data-variant')).toBe('success')

    // A second one the same day is refused, in red.
    await review.fill('Another one.')
    await page.getByRole('button', { name: 'Submit review' }).click()
    const refusal = page.getByRole('alert').filter({ hasText: 'already shared a review today' })
    await poll(() => visible(refusal)).toBe(true)

    // Home, client-side: the testimonials list was refreshed.
    await page.getByRole('link', { name: 'Home' }).first().click()
    const section = page.locator('section', {
      has: page.getByRole('heading', { name: 'What Our Clients Says' }),
    })
    const card = section.getByRole('listitem').filter({ hasText: account.name })
    await poll(() => visible(card)).toBe(true)
    expect(await card.textContent()).toContain(text.slice(0, 60))
    expect(await card.getByRole('img', { name: 'Rated 4 out of 5' }).count()).toBe(1)
    await assertClean([/status of 409/])
  })
})
