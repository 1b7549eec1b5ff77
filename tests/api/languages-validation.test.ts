/**
 * Refusals in the request's language: the same invalid contact message, sign-up and booking
 * answer 400 with every field's sentence in Bangla when the request asks for it
 * (Accept-Language: bn) and in English otherwise, the schemas' own sentences and zod's own
 * checks alike; the fields' paths stay as they are. Expectations are read straight from the
 * catalogues' sources, not through the app's `messages`.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bn } from '#shared/i18n/bn.ts'
import { en } from '#shared/i18n/en.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createAccount, ORIGIN, randomIp, type TestAccount } from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let alice: TestAccount
let tourId: string

beforeAll(async () => {
  t = await createTestApp({ contactPerMinute: 1000 })
  const division = await createDivision(t.database.db)
  tourId = (await createPlace(t.database.db, { divisionId: division.id })).id
  alice = await createAccount(t, { name: 'Alice' })
})
afterAll(() => t.close())

type Language = 'en' | 'bn'
const BANGLA = { 'accept-language': 'bn' }
const headersFor = (language: Language) => (language === 'bn' ? BANGLA : {})

/** An ICU text with plain `{name}` values filled in, numbers in the language's digits. */
function fill(text: string, language: Language, values: Record<string, string | number>) {
  const digits = new Intl.NumberFormat(language, { useGrouping: false })
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name]!
    return typeof value === 'number' ? digits.format(value) : value
  })
}

/**
 * A validation message's text in a language, with its values filled in. The English source of a
 * message that takes values is its function's text (its ICU form).
 */
function text(
  language: Language,
  key: keyof typeof en.validation,
  values: Record<string, string | number> = {},
): string {
  const message: unknown = (language === 'bn' ? bn : en).validation[key]
  const icu = typeof message === 'function' ? (message as () => string)() : String(message)
  return fill(icu, language, values)
}

/** One case of an ICU `select` message (`{expected, select, string {Enter text.} …}`). */
function selectCase(language: Language, key: keyof typeof en.validation, value: string): string {
  const found = new RegExp(`[ ,]${value} \\{([^}]*)\\}`).exec(text(language, key))
  if (!found?.[1]) throw new Error(`${key} has no case ${value}`)
  return found[1]
}

interface Refusal {
  error: { code: string; message: string; details: { path: string; message: string }[] }
}

/** `details` as path → message, for comparing whole answers. */
const byPath = (body: Refusal) =>
  Object.fromEntries(body.error.details.map(({ path, message }) => [path, message]))

const contact = (language: Language) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: headersFor(language),
    remoteAddress: randomIp(),
    payload: {
      user_name: '  ',
      user_email: 'not an address',
      message: 'x'.repeat(5001),
      website: 42,
    },
  })

const signUp = (language: Language) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN, ...headersFor(language) },
    remoteAddress: randomIp(),
    payload: { name: '', email: 'nobody', password: 'short' },
  })

const book = (language: Language, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: { cookie: alice.cookie, ...headersFor(language) },
    payload,
  })

const badBooking = () => ({
  name: '',
  email: 'alice@',
  phone: 'call me',
  departureId: 'tomorrow',
  travellers: 0,
})

describe('a refused contact message', () => {
  it.each(['en', 'bn'] as const)('names every field in the request’s language (%s)', async (l) => {
    const response = await contact(l)
    expect(response.statusCode).toBe(400)
    const body: Refusal = response.json()
    expect(body.error.code).toBe('BAD_REQUEST')
    expect(byPath(body)).toEqual({
      '/user_name': text(l, 'nameRequired'),
      '/user_email': text(l, 'emailInvalid'),
      '/message': text(l, 'maxChars', { max: 5000 }),
      // zod's own check of a type (no sentence of the schema's), in plain words
      '/website': selectCase(l, 'wrongType', 'string'),
    })
  })

  it('says which field, in Bangla, in the summary too', async () => {
    const { error }: Refusal = (await contact('bn')).json()
    expect(error.message).toContain(bn.validation.requestParts.body)
    expect(error.message).toContain('‘user_name’')
    expect(error.message).toContain(bn.validation.nameRequired)
    expect(error.message).not.toMatch(/Invalid|Enter/)
  })

  it('is in English without the header, word for word as before', async () => {
    const { error }: Refusal = (await contact('en')).json()
    expect(error.message).toBe('Invalid body field "user_name": Enter your name.')
  })
})

describe('a refused sign-up', () => {
  it.each(['en', 'bn'] as const)('names every field in the request’s language (%s)', async (l) => {
    const response = await signUp(l)
    expect(response.statusCode).toBe(400)
    const body: Refusal = response.json()
    expect(byPath(body)).toEqual({
      '/name': text(l, 'nameRequired'),
      '/email': text(l, 'emailInvalid'),
      '/password': text(l, 'minChars', { min: 8 }),
    })
    expect(body.error.message).toContain(text(l, 'nameRequired'))
  })

  it('refuses a field it does not know in the request’s language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN, ...BANGLA },
      remoteAddress: randomIp(),
      payload: { name: 'Rahim', email: 'rahim@example.com', password: 'long enough pw', x: 1 },
    })
    expect(response.statusCode).toBe(400)
    expect(byPath(response.json())).toEqual({ '/x': bn.errors.fieldNotAccepted })
  })
})

describe('a refused booking', () => {
  it.each(['en', 'bn'] as const)('names every field in the request’s language (%s)', async (l) => {
    const response = await book(l, { tourId, ...badBooking() })
    expect(response.statusCode).toBe(400)
    expect(byPath(response.json())).toEqual({
      '/name': text(l, 'nameRequired'),
      '/email': text(l, 'emailInvalid'),
      '/phone': text(l, 'phoneInvalid'),
      '/departureId': text(l, 'dateFromList'),
      '/travellers': text(l, 'travellersMin'),
    })
  })

  it.each(['en', 'bn'] as const)('describes zod’s own checks in plain words (%s)', async (l) => {
    // No tour at all, and travellers as text: no sentence of the schema's own covers either.
    const { tourId: _, ...withoutTour } = { tourId, ...badBooking(), name: 'Alice' }
    const response = await book(l, { ...withoutTour, travellers: 'two' })
    expect(response.statusCode).toBe(400)
    const details = byPath(response.json())
    expect(details['/tourId']).toBe(text(l, 'required'))
    expect(details['/travellers']).toBe(text(l, 'travellersRequired'))
    for (const message of Object.values(details)) expect(message).not.toMatch(/expected|received/i)
  })

  it('answers a verb’s own refusal of a field in the request’s language', async () => {
    const response = await book('bn', {
      tourId: randomUUID(),
      name: 'Alice',
      email: alice.email,
      phone: '+880 1712-345678',
    })
    expect(response.statusCode).toBe(400)
    const { error }: Refusal = response.json()
    expect(error.details).toEqual([{ path: '/tourId', message: bn.errors.noSuchTour }])
    expect(error.message).toBe(
      `${bn.validation.requestParts.body} অংশের ‘tourId’ ফিল্ড সঠিক নয়: ${bn.errors.noSuchTour}`,
    )
  })

  it('answers a body it cannot read in the request’s language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { cookie: alice.cookie, 'content-type': 'application/json', ...BANGLA },
      payload: '{"tourId": ',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toEqual({
      code: 'BAD_REQUEST',
      message: bn.validation.invalidJsonBody,
    })
  })
})
