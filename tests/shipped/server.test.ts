/**
 * The production build as it ships (`node dist/server/main.js`, the built web client), on a
 * fresh database of the run's engine and a real SMTP server on 127.0.0.1: validation messages
 * with values, in both languages, through its HTTP API; a customer's sign-up and booking, and the
 * mails that reach them, as a customer of the built site gets them.
 */
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_TRAVELLERS } from '#shared/booking-limits.ts'
import { formatLongDate } from '#shared/dhaka-date.ts'
import { createSmtpServer, type SmtpTestServer } from '#tests/servers/smtp.ts'
import type { ServerProcess } from '#tests/support/server-process.ts'
import { startShippedServer } from './shipped-server.ts'

let smtp: SmtpTestServer
let server: ServerProcess
let stopServer: (() => Promise<void>) | undefined

beforeAll(async () => {
  smtp = await createSmtpServer()
  await smtp.start()
  ;({ server, stop: stopServer } = await startShippedServer({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Bangla Tours <hello@example.com>',
  }))
})

afterAll(async () => {
  await stopServer?.()
  await smtp?.stop()
})

const api = (url: string, init: RequestInit & { locale?: 'en' | 'bn' } = {}) =>
  fetch(`${server.baseUrl}${url}`, {
    ...init,
    headers: {
      'accept-language': init.locale ?? 'en',
      origin: server.baseUrl,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
  })

interface ErrorAnswer {
  error: { message: string; details?: { path: string; message: string }[] }
}

async function fieldMessage(response: Response, field: string): Promise<string> {
  expect(response.status).toBe(400)
  const { error } = (await response.json()) as ErrorAnswer
  const detail = error.details?.find((d) => d.path === `/${field}`)
  expect(detail, JSON.stringify(error)).toBeDefined()
  return detail!.message
}

/** Signs up through the built server and opens the mailed verification link: a session cookie. */
async function signUp(locale: 'en' | 'bn') {
  const email = `dist-${locale}-${randomBytes(4).toString('hex')}@example.com`
  const response = await api('/api/auth/sign-up/email', {
    method: 'POST',
    locale,
    body: JSON.stringify({ name: 'Nusrat Jahan', email, password: 'correct horse battery' }),
  })
  expect(response.status, await response.clone().text()).toBe(200)
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ')
  const mail = await waitForMail(email, 1)
  const link = /https?:\/\/\S+/.exec(mail[0]!.parsed.text ?? '')?.[0]
  expect(link, mail[0]!.parsed.text).toBeDefined()
  const verified = await fetch(link!, { redirect: 'manual', headers: { cookie } })
  expect(verified.status).toBe(302)
  return { email, cookie }
}

async function waitForMail(to: string, count: number) {
  const deadline = Date.now() + 20_000
  for (;;) {
    const mails = smtp.mails.filter((mail) => mail.envelopeTo.includes(to))
    if (mails.length >= count) return mails
    if (Date.now() > deadline) throw new Error(`${count} mails to ${to} did not arrive`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('the production build', () => {
  it('names the limit in a validation message, in English and in Bangla', async () => {
    expect(await fieldMessage(await api('/api/places?limit=300'), 'limit')).toBe(
      'Enter 200 or less.',
    )
    expect(await fieldMessage(await api('/api/places?limit=300', { locale: 'bn' }), 'limit')).toBe(
      '২০০ বা তার কম দিন।',
    )
  })

  it('books through the API and mails the booking with every value, in each language', async () => {
    const [place] = (
      (await (await api('/api/places?limit=50')).json()) as {
        items: { _id: string; placeName: string; price: number }[]
      }
    ).items
    const departures = (await (await api(`/api/places/${place!._id}/departures`)).json()) as {
      _id: string
      date: string
      seatsLeft: number
    }[]
    const departure = departures.find((d) => d.seatsLeft >= 3)
    expect(departure).toBeDefined()

    for (const locale of ['en', 'bn'] as const) {
      const customer = await signUp(locale)
      const order = (travellers: number) =>
        api('/api/order', {
          method: 'POST',
          locale,
          headers: { cookie: customer.cookie },
          body: JSON.stringify({
            tourId: place!._id,
            name: 'Nusrat Jahan',
            email: customer.email,
            phone: '+880 1712-345678',
            departureId: departure!._id,
            travellers,
          }),
        })
      // Over the limit: the message names it (it was "At most  travellers" in dist/).
      const tooMany = await fieldMessage(await order(MAX_TRAVELLERS + 1), 'travellers')
      expect(tooMany).toContain(locale === 'en' ? String(MAX_TRAVELLERS) : toBangla(MAX_TRAVELLERS))
      if (locale === 'en')
        expect(tooMany).toBe(`At most ${MAX_TRAVELLERS} travellers in one booking.`)

      // The tour's name as the mail's language writes it.
      const { items } = (await (await api('/api/places?limit=50', { locale })).json()) as {
        items: { _id: string; placeName: string }[]
      }
      const tourName = items.find((item) => item._id === place!._id)!.placeName
      const booked = await order(3)
      expect(booked.status, await booked.clone().text()).toBe(201)
      const [, confirmation] = await waitForMail(customer.email, 2)
      const text = confirmation!.parsed.text ?? ''
      expect(confirmation!.parsed.subject).toContain(tourName)
      expect(text).toContain(tourName)
      expect(text).toContain(formatLongDate(departure!.date, locale))
      expect(text).toContain(locale === 'en' ? '3 travellers' : '৩')
      expect(text).toMatch(locale === 'en' ? /\$[\d,]+/ : /\$[০-৯,]+/)
      expect(text).not.toMatch(/\(\)| on \.|\{\w+\}| ,/)
    }
  })
})

function toBangla(n: number): string {
  return String(n).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!)
}
