/**
 * Accessibility in Chromium. The harness runs axe on every page state a test reaches (support/
 * a11y.ts); this file visits the pages and states the other specs do not — every public page
 * signed out, the customer's and the admin's pages, the header menu, the sign-up panel and the
 * modals open — and checks the keyboard: the skip link, Tab through the header to Login, the
 * booking modal's focus trap with Escape giving focus back to Book Now, the delete modal by
 * keyboard, and the price slider's arrow keys.
 */
import type { Browser, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Division, Place } from '#shared/contracts/catalog.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { messages } from '#shared/messages.ts'
import { randomIp, uniqueEmail } from '#tests/support/accounts.ts'
import { openSignedIn, signUpViaApi, type BrowserAccount } from './support/accounts.ts'
import {
  heading,
  openPage,
  poll,
  shownPrice,
  type Site,
  useSite,
  visible,
} from './support/browser.ts'
import { requireAxe } from './support/a11y.ts'

// This spec is about accessibility: axe runs in it on every run (support/a11y.ts).
requireAxe()

const adminEmail = uniqueEmail('admin')

let browser: Browser
let site: Site
let divisions: Division[]
let places: Place[]

useSite(
  () => ({ seed: 'demo', config: { adminEmails: [adminEmail] } }),
  (shared) => ({ browser, site } = shared),
)
beforeAll(async () => {
  divisions = await (await fetch(`${site.baseUrl}/api/divisions`)).json()
  places = await (await fetch(`${site.baseUrl}/api/places`)).json()
})

/** What has focus: its accessible-ish name (aria-label, else its text) and its id. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return { name: '', id: '', tag: 'body' }
    const name = element.getAttribute('aria-label') ?? element.textContent ?? ''
    return { name: name.replace(/\s+/g, ' ').trim(), id: element.id, tag: element.tagName }
  })
}

/** Books through the API, as the booking modal would. */
async function bookViaApi(account: BrowserAccount, tour: Place): Promise<Order> {
  const response = await site.testApp.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: { cookie: account.cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    payload: {
      tourId: tour._id,
      name: account.name,
      email: account.email,
      phone: '+8801712345678',
    },
    remoteAddress: randomIp(),
  })
  if (response.statusCode !== 201) throw new Error(`booking failed: ${response.body}`)
  return response.json() as Order
}

describe('axe on every page', () => {
  it('passes signed out: Home, /Home, About, Contact, Gift vouchers, login, a tour, an unknown tour, 404', async () => {
    const { page, assertClean, checkA11y, a11y } = await openPage(browser, site.baseUrl)
    const tour = places[0]!
    // Each goto returns once axe has checked the settled page.
    await page.goto('/')
    await poll(() => visible(page.getByRole('heading', { name: 'What Our Clients Says' }))).toBe(
      true,
    )
    await page.goto('/Home')
    await page.goto('/About')
    await page.goto('/Contact')
    await page.goto('/GiftVouchers')
    await page.goto('/login')
    await page.getByRole('button', { name: 'Create an account' }).click()
    await poll(() => visible(page.getByRole('form', { name: 'Sign up' }))).toBe(true)
    await checkA11y('sign-up panel')
    await page.goto(`/tour-details/${tour._id}`)
    await poll(() => heading(page)).toBe(tour.placeName)
    await checkA11y('tour details loaded')
    await page.goto('/tour-details/99999')
    await poll(() => visible(page.getByText('There is no tour matched tour.'))).toBe(true)
    await checkA11y('unknown tour')
    await page.goto('/nope/x/y')
    await poll(() => visible(page.getByRole('heading', { name: 'page not found 404' }))).toBe(true)
    await assertClean([/status of 404/])

    const paths = new Set(a11y.checked.map((state) => state.url))
    for (const path of [
      '/',
      '/Home',
      '/About',
      '/Contact',
      '/GiftVouchers',
      '/login',
      '/nope/x/y',
    ]) {
      expect(paths).toContain(path)
    }
    expect(a11y.checked.every((state) => state.role === 'signed out')).toBe(true)
  })

  it('passes on a phone with the header menu open', async () => {
    const { page, assertClean, checkA11y } = await openPage(browser, site.baseUrl, {
      width: 390,
      height: 844,
    })
    await page.goto('/About')
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' })
    await menu.click()
    expect(await menu.getAttribute('aria-expanded')).toBe('true')
    await checkA11y('header menu open on a phone')
    // Escape folds it and gives focus back to the menu button.
    await page.keyboard.press('Escape')
    expect(await menu.getAttribute('aria-expanded')).toBe('false')
    await poll(() => menu.evaluate((el) => el === document.activeElement)).toBe(true)
    await assertClean()
  })

  it('passes for a customer: tour plans, a division, the Dashboard pages and the booking modal', async () => {
    const account = await signUpViaApi(site)
    const order = await bookViaApi(account, places[1]!)
    const { page, assertClean, checkA11y, a11y } = await openSignedIn(browser, site, { account })
    const dhaka = divisions.find((d) => d.divisionName === 'Dhaka')!

    await page.goto('/TourPlans')
    await poll(() => heading(page)).toBe('Our All tours plan')
    await page.goto(`/Dhaka/${dhaka._id}`)
    await poll(() => heading(page)).toBe('All Our Dhaka divison tourist places')
    await page.goto('/Dashboard')
    await poll(() => heading(page)).toBe(`Welcome, ${account.name}`)
    await page.goto('/Dashboard/MyBooking')
    await poll(() => visible(page.getByRole('row').filter({ hasText: order.tourName }))).toBe(true)
    await checkA11y('My Booking with an order')
    await page.goto('/Dashboard/ServiceReview')
    await poll(() => heading(page)).toBe('Review')
    await page.goto('/Dashboard/Payment')
    await poll(() => visible(page.getByRole('link', { name: `Pay for ${order.tourName}` }))).toBe(
      true,
    )
    await checkA11y('Payment with an unpaid order')
    await page.goto(`/Dashboard/Pay/${order._id}`)
    await poll(() => visible(page.getByRole('form', { name: 'Card payment' }))).toBe(true)
    await checkA11y('Pay page with the card form')

    const tour = places[2]!
    await page.goto(`/tour-details/${tour._id}`)
    await page.getByRole('button', { name: 'Book Now' }).click()
    const dialog = page.getByRole('dialog', { name: `Book ${tour.placeName}` })
    await poll(() => dialog.isVisible()).toBe(true)
    await checkA11y('booking modal open')
    // The modal's own errors, announced next to their fields.
    await dialog.getByRole('button', { name: 'Confirm Booking' }).click()
    await poll(() => dialog.getByLabel('Phone number').getAttribute('aria-invalid')).toBe('true')
    await checkA11y('booking modal with a field error')
    await assertClean()

    expect(a11y.checked.every((state) => state.role === 'customer')).toBe(true)
  })

  // The admin's console in three walks, each with its own time: one walk through every page
  // under axe took over two minutes on a loaded CI machine.
  let adminAccount: Promise<BrowserAccount> | undefined
  const admin = () =>
    (adminAccount ??= signUpViaApi(site, { email: adminEmail, name: 'Admin Nabila' }))
  async function openAsAdmin() {
    return openSignedIn(browser, site, { account: await admin() })
  }
  function expectAdminChecked(
    a11y: Awaited<ReturnType<typeof openAsAdmin>>['a11y'],
    paths: string[],
  ) {
    expect(a11y.checked.every((state) => state.role === 'admin')).toBe(true)
    const checked = new Set(a11y.checked.map((state) => state.url))
    for (const path of paths) expect(checked).toContain(`/Dashboard/${path}`)
  }

  it('passes for an admin: the overview, Add Plan with its errors, Manage Plan and editing', async () => {
    const { page, assertClean, checkA11y, a11y } = await openAsAdmin()
    await page.goto('/Dashboard')
    // An admin's Dashboard opens on the overview (issue 17).
    await poll(() => heading(page)).toBe('Overview')
    await page.goto('/Dashboard/AddPlan')
    await poll(() => heading(page)).toBe('Add Plan')
    // The form's errors, shown next to their fields.
    await page.getByRole('button', { name: 'Add plan' }).click()
    await poll(() => page.getByLabel('Place name').getAttribute('aria-invalid')).toBe('true')
    await checkA11y('Add Plan with field errors')
    await page.goto('/Dashboard/ManagePlan')
    await poll(() => heading(page)).toBe('Manage Plan')
    const plan = places[0]!
    await page
      .getByRole('link', { name: `Edit ${plan.placeName}` })
      .first()
      .click()
    await page.waitForURL('**/Dashboard/ManagePlan/*')
    await poll(() => page.getByLabel('Place name').inputValue()).toBe(plan.placeName)
    await checkA11y('editing a plan')
    await assertClean()
    expectAdminChecked(a11y, ['AddPlan', 'ManagePlan'])
  })

  it('passes for an admin: Manage Order with its delete modal, by keyboard', async () => {
    const customer = await signUpViaApi(site)
    const order = await bookViaApi(customer, places[3]!)
    const { page, assertClean, checkA11y, a11y } = await openAsAdmin()
    await page.goto('/Dashboard/ManageBooking')
    await poll(() => heading(page)).toBe('Manage Order')
    const row = page.getByRole('row').filter({ hasText: customer.email })
    await poll(() => row.count()).toBe(1)
    await checkA11y('Manage Order with an order')

    // The delete modal, by keyboard: Enter opens it, Escape closes it, focus returns.
    const trash = row.getByRole('button', { name: 'Delete' })
    await trash.focus()
    await page.keyboard.press('Enter')
    const question = page.getByRole('dialog', {
      name: 'Are your you want to perform this action?',
    })
    await poll(() => question.isVisible()).toBe(true)
    await checkA11y('delete modal open')
    await poll(() => question.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await poll(() => question.count()).toBe(0)
    // Focus returns, and the page is shown to assistive tech again, in the dialog's clean-up.
    await poll(() => trash.evaluate((el) => el === document.activeElement)).toBe(true)
    await poll(() => page.getByRole('row').filter({ hasText: order.tourName }).count()).toBe(1)
    await assertClean()
    expectAdminChecked(a11y, ['ManageBooking'])
  })

  it('passes for an admin: Make Admin and Messages', async () => {
    const { page, assertClean, a11y } = await openAsAdmin()
    await page.goto('/Dashboard/MakeAdmin')
    await poll(() => heading(page)).toBe('Make Admin')
    await page.goto('/Dashboard/Messages')
    await poll(() => heading(page)).toBe('Messages')
    await assertClean()
    expectAdminChecked(a11y, ['MakeAdmin', 'Messages'])
  })

  it('passes when the catalogue cannot be loaded (the error and its Retry button)', async () => {
    const { page, assertClean } = await openSignedIn(browser, site)
    // Public pages arrive with their data in the HTML: start elsewhere, so the tour plans are
    // fetched by the browser, and fail.
    await page.goto('/About')
    // Its pages are asked for as /api/places?limit=…&… (the list is paged on the server).
    await page.route(/\/api\/places(\?|$)/, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    )
    await page.getByRole('banner').getByRole('link', { name: 'TourPlans' }).click()
    await page.waitForURL('**/TourPlans')
    const alert = page.getByRole('alert').filter({ hasText: "We couldn't load the tour plans." })
    await expect.poll(() => visible(alert), { timeout: 20_000 }).toBe(true)
    expect(await alert.getByRole('button', { name: 'Retry' }).isEnabled()).toBe(true)
    await assertClean([/status of 500/])
  })
})

describe('the harness', () => {
  it('fails on a violation, naming the rule, its impact and the element', async () => {
    const { page, assertClean, checkA11y } = await openPage(browser, site.baseUrl)
    await page.goto('/About')
    // The page passed on load; now break it: an image without alt, low-contrast text.
    await page.evaluate(() => {
      document
        .getElementById('main')
        ?.insertAdjacentHTML(
          'afterbegin',
          '<img id="planted" src="/favicon.svg"><p id="faint" style="color:#ddd">faint</p>',
        )
    })
    const failure = await checkA11y('planted violations').then(
      () => 'no failure',
      (error: Error) => error.message,
    )
    expect(failure).toContain('[critical] image-alt: Images must have alternative text')
    expect(failure).toContain('#planted')
    expect(failure).toContain('[serious] color-contrast')
    expect(failure).toContain('#faint')
    // Found by this check, or by an automatic one that ran first (the label says which).
    expect(failure).toMatch(/ {2}at \/About \((planted violations|route change)\)/)

    await page.evaluate(() => {
      for (const id of ['planted', 'faint']) document.getElementById(id)?.remove()
    })
    await assertClean()
  })
})

describe('keyboard', () => {
  it('Tab reaches the skip link first, then the header links in order and Login', async () => {
    const { page, assertClean } = await openPage(browser, site.baseUrl)
    await page.goto('/About')
    await poll(() => heading(page)).not.toBe(null)

    await page.keyboard.press('Tab')
    expect((await focused(page)).name).toBe('Skip to content')
    // The skip link shows itself when focused.
    const skip = page.getByRole('link', { name: 'Skip to content' })
    const box = await skip.boundingBox()
    expect(box && box.width > 20 && box.height > 20 && box.y >= 0).toBe(true)

    const names: string[] = []
    for (let i = 0; i < 7; i++) {
      await page.keyboard.press('Tab')
      names.push((await focused(page)).name)
    }
    expect(names).toEqual([
      'Bangla Tours',
      'Home',
      'TourPlans',
      'Contact',
      'About',
      messages.header.otherLanguage,
      'Login',
    ])
    // The current page is marked for assistive technology, not by colour alone.
    expect(
      await page
        .getByRole('link', { name: 'About', exact: true })
        .first()
        .getAttribute('aria-current'),
    ).toBe('page')
    await assertClean()
  })

  it('the skip link moves focus past the header to the page content', async () => {
    const { page, assertClean } = await openPage(browser, site.baseUrl)
    await page.goto('/Contact')
    await poll(() => visible(page.getByRole('form', { name: 'Contact form' }))).toBe(true)
    await page.keyboard.press('Tab')
    expect((await focused(page)).name).toBe('Skip to content')
    await page.keyboard.press('Enter')
    await poll(async () => (await focused(page)).id).toBe('main')
    // The next Tab lands inside the content, not back in the header.
    await page.keyboard.press('Tab')
    const inMain = await page.evaluate(
      () => document.getElementById('main')?.contains(document.activeElement) ?? false,
    )
    expect(inMain).toBe(true)
    await assertClean()
  })

  it('switching to the sign-up form by keyboard puts focus in its first field', async () => {
    const { page, assertClean } = await openPage(browser, site.baseUrl)
    await page.goto('/login')
    // A key pressed before the app runs reaches no handler (a loaded machine).
    await page.waitForSelector('html[data-app="live"]')
    const create = page.getByRole('button', { name: 'Create an account' })
    await create.focus()
    await page.keyboard.press('Enter')
    const signUp = page.getByRole('form', { name: 'Sign up' })
    await poll(() => visible(signUp)).toBe(true)
    await poll(() =>
      signUp.getByLabel('Name').evaluate((el) => el === document.activeElement),
    ).toBe(true)
    // The sign-in form is out of reach while hidden: Tab stays in the sign-up side.
    await page.keyboard.press('Tab')
    expect(await signUp.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await assertClean()
  })

  it('the booking modal traps focus, closes on Escape and gives focus back to Book Now', async () => {
    const tour = places[4]!
    const { page, assertClean } = await openSignedIn(browser, site)
    await page.goto(`/tour-details/${tour._id}`)
    const bookNow = page.getByRole('button', { name: 'Book Now' })
    await poll(() => bookNow.isEnabled()).toBe(true)
    await bookNow.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: `Book ${tour.placeName}` })
    await poll(() => dialog.isVisible()).toBe(true)
    // Focus moved into the modal.
    await poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)

    // The modal's tab stops, in order.
    const stops = await dialog.evaluate((root) => {
      const selector = 'a[href], button, input, select, textarea, [tabindex]'
      return [...root.querySelectorAll<HTMLElement>(selector)]
        .filter(
          (el) =>
            el.tabIndex >= 0 &&
            !(el as HTMLButtonElement).disabled &&
            el.getClientRects().length > 0,
        )
        .map((el) => el.getAttribute('aria-label') ?? el.id)
    })
    expect(stops.length).toBeGreaterThanOrEqual(4) // Name, Email, Phone, Confirm, ×
    const current = () =>
      dialog.evaluate((root) => {
        const el = document.activeElement as HTMLElement | null
        if (!el || !root.contains(el)) return 'outside the modal'
        return el.getAttribute('aria-label') ?? el.id
      })

    // Tab from the last stop goes to the first, Shift+Tab from the first to the last.
    await dialog.getByRole('button', { name: 'Close' }).focus()
    expect(await current()).toBe(stops.at(-1))
    await page.keyboard.press('Tab')
    expect(await current()).toBe(stops[0])
    await page.keyboard.press('Shift+Tab')
    expect(await current()).toBe(stops.at(-1))
    // A full round of Tabs never leaves the modal.
    for (let i = 0; i < stops.length + 2; i++) {
      await page.keyboard.press('Tab')
      expect(await current()).not.toBe('outside the modal')
    }

    await page.keyboard.press('Escape')
    await poll(() => dialog.count()).toBe(0)
    // Focus goes back in the dialog's clean-up, which may run a frame after it has gone.
    await poll(() => bookNow.evaluate((el) => el === document.activeElement)).toBe(true)
    await assertClean()
  })

  it('the price slider moves with the arrow keys', async () => {
    const { page, assertClean } = await openSignedIn(browser, site)
    await page.goto('/TourPlans')
    const titles = page.getByRole('heading', { level: 3 })
    await poll(() => titles.count()).toBe(places.length)
    const slider = page.getByRole('slider', { name: 'Price' })
    const value = async () => Number(await slider.inputValue())
    const max = await value()
    expect(max).toBe(Number(await slider.getAttribute('max')))
    // A dollar a step; a hundred taka on a taka site.
    const step = Number(await slider.getAttribute('step'))

    // Tab reaches it like any control.
    await slider.focus()
    await page.keyboard.press('ArrowLeft')
    expect(await value()).toBe(max - step)
    await page.keyboard.press('ArrowDown')
    expect(await value()).toBe(max - 2 * step)
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowUp')
    expect(await value()).toBe(max)
    expect(await slider.getAttribute('aria-valuetext')).toMatch(
      new RegExp(`^Up to \\${shownPrice(site, 0).slice(0, -1)}`),
    )

    // Down to the cheapest tour's price: that tour shows; one step lower, none of that price.
    const cheapest = Math.min(...places.map((p) => p.price).filter((price) => price > 0))
    await page.keyboard.press('Home')
    while ((await value()) < cheapest) await page.keyboard.press('ArrowRight')
    const shownUpTo = (limit: number) => places.filter((p) => p.price <= limit).length
    await poll(() => titles.count()).toBe(shownUpTo(await value()))
    await page.keyboard.press('ArrowLeft')
    await poll(() => titles.count()).toBe(shownUpTo(await value()))
    expect(shownUpTo(await value())).toBeLessThan(shownUpTo(cheapest))
    await page.keyboard.press('End')
    expect(await value()).toBe(max)
    await poll(() => titles.count()).toBe(places.length)
    await assertClean()
  })
})
