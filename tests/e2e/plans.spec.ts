/**
 * An admin managing tour plans in Chromium: Add Plan with a field error then a save, the plan on
 * its division page, editing its price and giving it a Bangla name (seen on the tour page in
 * each language) and deleting it after the browser's confirmation. Admins come from ADMIN_EMAILS; each test has its own.
 */
import type { Browser } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Division } from '#shared/contracts/catalog.ts'
import { uniqueEmail } from '#tests/support/accounts.ts'
import { createBrowserAccount, openSignedIn } from './support/accounts.ts'
import { heading, poll, shownPrice, type Site, useSite, visible } from './support/browser.ts'

const adminEmails = {
  lifecycle: uniqueEmail('admin'),
  conflict: uniqueEmail('admin'),
}

let browser: Browser
let site: Site
let divisions: Division[]

useSite(
  () => ({
    seed: 'demo',
    config: { adminEmails: Object.values(adminEmails) },
  }),
  (shared) => ({ browser, site } = shared),
)
beforeAll(async () => {
  divisions = await (await fetch(`${site.baseUrl}/api/divisions`)).json()
})

async function signedInAdmin(email: string) {
  const admin = await createBrowserAccount(site, { email, name: 'Admin Tania' })
  const watched = await openSignedIn(browser, site, { account: admin })
  return watched
}

describe('tour plans', () => {
  it('adds a plan, finds it on its division page, edits its price and deletes it', async () => {
    const { page, assertClean } = await signedInAdmin(adminEmails.lifecycle)
    const sylhet = divisions.find((d) => d.divisionName === 'Sylhet')!
    const name = `Ratargul Swamp Forest ${Date.now() % 100000}`

    await page.goto('/Dashboard/AddPlan')
    await poll(() => heading(page)).toBe('Add Plan')
    const form = page.locator('form')
    await form.getByLabel('Place id').fill('90001')
    await form.getByLabel('Place name').fill(name)
    await form
      .getByLabel('Description', { exact: true })
      .fill('A freshwater swamp forest, best seen by boat.')
    await form.getByLabel('Price', { exact: true }).fill('120')
    await form.getByLabel('Review count').fill('14')
    await form.getByLabel('Duration (days)').fill('2')
    await form.getByLabel('Rating').fill('4.5')
    // The division select fills both spec fields at once.
    await form.getByLabel('Choose a division').selectOption(String(sylhet.id))
    expect(await form.getByLabel('Division id').inputValue()).toBe(String(sylhet.id))
    expect(await form.getByLabel('Division name').inputValue()).toBe('Sylhet')

    const image = form.getByLabel('Image URL')
    await image.fill('not a url')
    await image.blur()
    await poll(() => image.getAttribute('aria-invalid')).toBe('true')
    expect(await visible(form.getByText('Enter a valid http(s) image URL.'))).toBe(true)
    await form.getByRole('button', { name: 'Add plan' }).click()
    expect(await visible(form.getByText(`${name} was added`))).toBe(false)

    await image.fill('/images/places/coxs-bazar.svg')
    await poll(() => image.getAttribute('aria-invalid')).toBe(null)
    await expect
      .poll(() => visible(form.getByRole('img', { name: /visitors will see/ })))
      .toBe(true)
    await form.getByRole('button', { name: 'Add plan' }).click()
    await poll(() => visible(form.getByText(`${name} was added to Sylhet.`))).toBe(true)
    // A 200 resets the form.
    expect(await form.getByLabel('Place name').inputValue()).toBe('')

    await page.goto(`/Sylhet/${sylhet._id}`)
    await poll(() => visible(page.getByRole('heading', { name }))).toBe(true)

    await page.goto('/Dashboard/ManagePlan')
    await poll(() => heading(page)).toBe('Manage Plan')
    await page.getByLabel('Search plans').fill('Ratargul Swamp Forest')
    await page.getByRole('link', { name: `Edit ${name}` }).click()
    await page.waitForURL('**/Dashboard/ManagePlan/*')
    const price = page.getByLabel('Price', { exact: true })
    await poll(() => price.inputValue()).toBe('120')
    // Cents on a dollar site; whole taka on a taka site (taka prices have no paisa).
    const edited = site.testApp.config.pricingCurrency === 'bdt' ? 1_350 : 135.5
    await price.fill(String(edited))
    const banglaName = `রাতারগুল জলাবন ${name.split(' ').at(-1)}`
    await page.getByLabel('Name in Bangla').fill(banglaName)
    await page.getByRole('button', { name: 'Save changes' }).click()
    await poll(() => visible(page.getByText(`Changes to ${name} are saved.`))).toBe(true)
    await page.getByRole('link', { name: 'See its page' }).click()
    await poll(() => heading(page)).toBe(name)
    await poll(() => visible(page.getByText(shownPrice(site, edited), { exact: true }))).toBe(true)
    // The same page in Bangla has the Bangla name; the description has none, so it is English.
    const tourPath = new URL(page.url()).pathname
    await page.goto(`/bn${tourPath}`)
    await poll(() => heading(page)).toBe(banglaName)
    await poll(() => visible(page.getByText('A freshwater swamp forest, best seen by boat.'))).toBe(
      true,
    )

    await page.goto('/Dashboard/ManagePlan')
    await page.getByLabel('Search plans').fill(name)
    let question = ''
    page.once('dialog', (dialog) => {
      question = dialog.message()
      void dialog.accept()
    })
    await page.getByRole('button', { name: `Delete ${name}` }).click()
    await poll(() => visible(page.getByText(`${name} was deleted.`))).toBe(true)
    expect(question).toBe('Are You sure want to delete ??')
    expect(await page.getByRole('link', { name: `Edit ${name}` }).count()).toBe(0)

    const after = await (await fetch(`${site.baseUrl}/api/places`)).json()
    expect(after.some((p: { placeName: string }) => p.placeName === name)).toBe(false)
    await assertClean()
  })

  it('shows the server’s answer under the field it names (a place id in use)', async () => {
    const { page, assertClean } = await signedInAdmin(adminEmails.conflict)
    const places = await (await fetch(`${site.baseUrl}/api/places`)).json()
    const taken = places[0]
    await page.goto('/Dashboard/AddPlan')
    const form = page.locator('form')
    await form.getByLabel('Place id').fill(String(taken.placeId))
    await form.getByLabel('Place name').fill('Duplicate')
    await form.getByLabel('Description', { exact: true }).fill('Same id as another plan.')
    await form.getByLabel('Price', { exact: true }).fill('10')
    await form.getByLabel('Review count').fill('0')
    await form.getByLabel('Duration (days)').fill('1')
    await form.getByLabel('Rating').fill('3')
    await form.getByLabel('Division id').fill(String(taken.parentID))
    await form.getByLabel('Division name').fill(taken.divisionName)
    await form.getByLabel('Image URL').fill('/images/places/coxs-bazar.svg')
    await form.getByRole('button', { name: 'Add plan' }).click()
    const placeId = form.getByLabel('Place id')
    await poll(() => placeId.getAttribute('aria-invalid')).toBe('true')
    expect(await visible(form.getByText(`Place id ${taken.placeId} is already used.`))).toBe(true)

    await page.goto('/Dashboard/ManagePlan')
    await page.getByLabel('Search plans').fill(taken.placeName)
    // Dismissing the browser's confirmation keeps the plan.
    page.once('dialog', (dialog) => void dialog.dismiss())
    await page
      .getByRole('button', { name: `Delete ${taken.placeName}` })
      .first()
      .click()
    expect(
      await page.getByRole('link', { name: `Edit ${taken.placeName}` }).count(),
    ).toBeGreaterThan(0)
    await assertClean([/status of 409/])
  })
})
