/**
 * Messages to phones in Chromium (issue 33 items 1–2; decision 051): a customer gives a
 * Bangladeshi mobile number (Bangla digits in Bangla) and opts into WhatsApp on the Profile
 * page; the booking modal starts with WhatsApp ticked; after the booking, the WhatsApp stand-in
 * has received the confirmation template with the booking's reference, in the page's language.
 * An admin sees a failed SMS in the Messages page's phone outbox and retries it. In English and
 * Bangla at 390 and 1280 px, axe on every state.
 *
 * Each state's screen (the viewport, not the whole page) is saved under E2E_SHOTS, else
 * /tmp/sms-shots, to look at.
 */
import fs from 'node:fs'
import { eq } from 'drizzle-orm'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Place } from '#shared/contracts/catalog.ts'
import type { Departure } from '#shared/contracts/departures.ts'
import { formatShortDate } from '#shared/dhaka-date.ts'
import { messages, withLocale } from '#shared/messages.ts'
import { localDigits } from '#shared/number-format.ts'
import { formatBdMobile } from '#shared/bd-mobile.ts'
import { phoneConsents, phoneOutbox } from '#server/db/schema/index.ts'
import { uniqueEmail } from '#tests/support/accounts.ts'
import {
  startSslWirelessStandIn,
  type SslWirelessStandIn,
} from '#tests/support/ssl-wireless-stand-in.ts'
import { startWhatsAppStandIn, type WhatsAppStandIn } from '#tests/support/whatsapp-stand-in.ts'
import { createBrowserAccount, openSignedIn, type BrowserAccount } from './support/accounts.ts'
import { poll, type Site, useSite, visible } from './support/browser.ts'

let browser: Browser
let site: Site
let sms: SslWirelessStandIn
let whatsapp: WhatsAppStandIn
const adminEmail = uniqueEmail('admin')
let adminAccount: BrowserAccount | undefined

beforeAll(async () => {
  sms = await startSslWirelessStandIn()
  whatsapp = await startWhatsAppStandIn()
})
afterAll(async () => {
  await sms?.close()
  await whatsapp?.close()
})
useSite(
  () => ({
    seed: 'demo',
    config: {
      adminEmails: [adminEmail],
      phone: {
        sms: { baseUrl: sms.url, apiToken: sms.apiToken, sid: sms.sid, webhookToken: null },
        whatsapp: {
          baseUrl: whatsapp.url,
          token: whatsapp.token,
          phoneNumberId: whatsapp.phoneNumberId,
          appSecret: whatsapp.appSecret,
          verifyToken: whatsapp.verifyToken,
        },
      },
    },
  }),
  (shared) => ({ browser, site } = shared),
)

const shotsDir = process.env.E2E_SHOTS ?? '/tmp/sms-shots'
fs.mkdirSync(shotsDir, { recursive: true })
async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) })
}

describe('messages to phones', () => {
  for (const [n, locale, width] of [
    [1, 'en', 1280],
    [2, 'bn', 390],
    [3, 'en', 390],
    [4, 'bn', 1280],
  ] as const) {
    it(`a customer opts into WhatsApp and gets the booking confirmation there (${locale}, ${width} px)`, async () => {
      const t = <T>(read: () => T) => (locale === 'bn' ? withLocale('bn', read) : read())
      const c = () => messages.phoneChoice
      const prefix = locale === 'bn' ? '/bn' : ''
      // A number of this run's own; typed in Bangla digits on the Bangla page.
      const national = `0171${String(Date.now() % 10_000).padStart(4, '0')}${n}${width % 10}${n}`
      const e164 = `+880${national.slice(1)}`
      const typed = locale === 'bn' ? localDigits(national, 'bn') : national

      const customer = await openSignedIn(browser, site, { width, height: 900 })
      const { page } = customer
      await page.goto(`${prefix}/Dashboard/Profile`)
      const form = page.getByRole('form', { name: t(() => c().title) })
      await poll(() => visible(form)).toBe(true)
      await form.getByLabel(t(() => c().phone)).fill(typed)
      await form.getByLabel(t(() => c().whatsapp)).check()
      await form.getByRole('button', { name: t(() => c().save) }).click()
      await poll(() => visible(page.getByText(t(() => c().saved)))).toBe(true)
      await customer.checkA11y('profile, phone choice saved')
      await form.scrollIntoViewIfNeeded()
      await shot(page, `profile-${locale}-${width}`)

      // The booking modal starts with WhatsApp ticked.
      const places: Place[] = await (await fetch(`${site.baseUrl}/api/places`)).json()
      const tour = places.find((place) => place.placeName === 'Sundarbans')!
      const dates: Departure[] = await (
        await fetch(`${site.baseUrl}/api/places/${tour._id}/departures`)
      ).json()
      const date = dates.find((d) => d.status === 'open')!
      await page.goto(`${prefix}/tour-details/${tour._id}`)
      const picker = page.getByRole('group', { name: t(() => messages.dates.legend) })
      await poll(() => picker.getByRole('radio').count()).toBeGreaterThan(0)
      await picker
        .locator('label')
        .filter({ hasText: t(() => formatShortDate(date.date)) })
        .click()
      await page.getByRole('button', { name: t(() => messages.tour.bookNow) }).click()
      const dialog = page.getByRole('dialog')
      await poll(() => dialog.isVisible()).toBe(true)
      await dialog.getByLabel(t(() => messages.account.phone)).fill(typed)
      const channels = dialog.getByRole('group', { name: t(() => c().channels) })
      await poll(() => channels.getByLabel(t(() => c().whatsapp)).isChecked()).toBe(true)
      expect(await channels.getByLabel(t(() => c().sms)).isChecked()).toBe(false)
      await customer.checkA11y('booking modal with the phone channels')
      await channels.scrollIntoViewIfNeeded()
      await shot(page, `booking-modal-${locale}-${width}`)
      await dialog.getByRole('button', { name: t(() => messages.booking.confirm) }).click()
      await poll(() => visible(page.getByText(t(() => messages.booking.placed)))).toBe(true)

      // The stand-in received the confirmation template, in the page's language.
      await poll(() => whatsapp.received.filter((m) => `+${m.to}` === e164).length).toBe(1)
      const [message] = whatsapp.received.filter((m) => `+${m.to}` === e164)
      expect(message).toMatchObject({ template: 'booking', language: locale })
      expect(message!.params[0]).toMatch(/^BT-[0-9A-Z]{6}$/)
      expect(sms.received.filter((m) => `+${m.msisdn}` === e164)).toEqual([])
      await customer.assertClean()
      await customer.context.close()

      // An admin sees a failed SMS among the phone messages, and retries it.
      const db = site.testApp.database.db
      const failedTo = `+88019${String(Date.now() % 100_000_000).padStart(8, '0')}`
      await db
        .insert(phoneConsents)
        .values({ phone: failedTo, channel: 'sms', grantedVia: 'profile' })
      await db.insert(phoneOutbox).values({
        kind: 'receipt',
        ref: `e2e-${failedTo}`,
        channel: 'sms',
        to: failedTo,
        text:
          locale === 'bn'
            ? 'বাংলা ট্যুরস: বুকিং BT-7K3M9Q-এর জন্য ৳১২,৫০০ পেয়েছি। ধন্যবাদ!'
            : 'Bangla Tours: we received Tk 12,500 for booking BT-7K3M9Q. Thank you!',
        status: 'failed',
        attempts: 8,
        lastError: 'gateway error 500',
      })
      const admin = await openSignedIn(browser, site, {
        width,
        height: 900,
        account: (adminAccount ??= await createBrowserAccount(site, {
          email: adminEmail,
          name: 'Admin Tania',
        })),
      })
      await admin.page.goto(`${prefix}/Dashboard/Messages`)
      const section = admin.page.getByRole('region', { name: t(() => messages.phoneOutbox.title) })
      const row = section
        .locator('li')
        .filter({ hasText: localDigits(formatBdMobile(failedTo), locale) })
      await poll(() => visible(row)).toBe(true)
      const rowText = (await row.textContent()) ?? ''
      expect(rowText).toContain(t(() => messages.phoneOutbox.channels.sms))
      expect(rowText).toContain('gateway error 500')
      await admin.checkA11y('phone outbox with a failed SMS')
      await row.scrollIntoViewIfNeeded()
      await shot(admin.page, `admin-phone-outbox-${locale}-${width}`)
      await row.getByRole('button').click()
      // Queued again, and sent at once by the worker (the row then leaves the list).
      await poll(async () => {
        const [after] = await db.select().from(phoneOutbox).where(eq(phoneOutbox.to, failedTo))
        return after!.status
      }).not.toBe('failed')
      await admin.assertClean()
      await admin.context.close()
    })
  }
})
