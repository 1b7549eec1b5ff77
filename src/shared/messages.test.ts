import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatLongDate, formatMoment } from './dhaka-date.ts'
import { bn } from './i18n/bn.ts'
import {
  currentLocale,
  DEFAULT_LOCALE,
  messages,
  setLocaleSource,
  withLocale,
  type Locale,
} from './messages.ts'

const inLocale = (locale: Locale) => setLocaleSource(() => locale)
afterEach(() => setLocaleSource(() => DEFAULT_LOCALE))

describe('messages in English', () => {
  it("keeps the spec's words and fills in values", () => {
    expect(messages.home.recommended).toBe('Recommended Tour Plans')
    expect(messages.home.totalPlaces({ n: 12 })).toBe('Total 12 Places')
    expect(messages.division.heading({ division: 'Sylhet' })).toBe(
      'All Our Sylhet divison tourist places',
    )
  })

  it('chooses the plural and the optional parts', () => {
    expect(messages.tourPlans.count({ total: 1 })).toBe('1 tour')
    expect(messages.tourPlans.count({ total: 3 })).toBe('3 tours')
    expect(messages.errors.seatsGone({ left: 0 })).toMatch(/sold out/)
    expect(messages.deposits.balanceDue({ amount: '$40.00', date: null })).toBe(
      'Balance $40.00 due',
    )
    expect(messages.deposits.balanceDue({ amount: '$40.00', date: '1 Dec' })).toBe(
      'Balance $40.00 due by 1 Dec',
    )
  })

  it('gives sections, lists and spreads like the objects they stand for', () => {
    expect({ ...messages.stats.guests }).toEqual({ value: '3500+', label: 'guests a year in 2019' })
    expect(messages.about.services).toHaveLength(4)
    expect(Object.keys(messages.nav)).toContain('tourPlans')
    const section = messages.waitlist
    expect(section.join).toBe('Join the waitlist')
    expect((messages.audit.actions as Record<string, string | undefined>)['no.such']).toBe(
      undefined,
    )
  })
})

describe('messages in Bangla', () => {
  it('reads the Bangla catalogue, numbers in Bangla digits', () => {
    inLocale('bn')
    expect(messages.home.recommended).toBe(bn.home.recommended)
    expect(messages.home.totalPlaces({ n: 12 })).toContain('১২')
    expect(messages.home.totalPlaces({ n: 12 })).not.toMatch(/[0-9]/)
    expect(messages.tourPlans.count({ total: 1 })).toContain('১')
  })

  it('matches exact cases (=0, =100) on the number itself, printing it in Bangla digits', () => {
    inLocale('bn')
    expect(messages.lifecycle.policyTier({ days: 0, percent: 0 })).toContain('কোনো রিফান্ড নেই')
    expect(messages.lifecycle.policyTier({ days: 30, percent: 100 })).toContain('পুরো অর্থ রিফান্ড')
    expect(messages.lifecycle.policyTier({ days: 14, percent: 50 })).toContain('১৪')
    expect(messages.lifecycle.policyTier({ days: 14, percent: 50 })).toContain('৫০%')
    expect(messages.waitlist.joined({ place: null })).not.toMatch(/[{}]|null/)
    expect(messages.waitlist.joined({ place: 3 })).toContain('৩')
  })

  it('follows the current locale at each read, even through a section kept earlier', () => {
    const nav = messages.nav
    inLocale('bn')
    expect(nav.home).toBe(bn.nav.home)
    inLocale('en')
    expect(nav.home).toBe('Home')
  })

  it('writes dates with Bangla month names and digits', () => {
    inLocale('bn')
    const long = formatLongDate('2026-11-27')
    expect(long).toContain('২৭')
    expect(long).toContain('নভেম্বর')
    expect(formatMoment('2026-11-27T08:05:00Z', 'dhakaTime')).toContain('১৪:০৫')
    inLocale('en')
    expect(formatLongDate('2026-11-27')).toBe('Friday 27 November 2026')
  })
})

describe('numbers in messages', () => {
  it("writes a plural's count grouped, in the page's digits, and a plain value ungrouped", () => {
    expect(messages.tourPlans.count({ total: 12_345 })).toBe('12,345 tours')
    expect(messages.departuresAdmin.seriesAdded({ n: 1_366 })).toBe('1,366 dates were added.')
    expect(messages.home.totalPlaces({ n: 1_234 })).toBe('Total 1234 Places')
    inLocale('bn')
    expect(messages.departuresAdmin.seriesAdded({ n: 1_234_567 })).toContain('১২,৩৪,৫৬৭টি')
    expect(messages.departuresAdmin.seriesAdded({ n: 1_234_567 })).not.toMatch(/[0-9#]/)
    expect(messages.home.totalPlaces({ n: 1_234 })).toContain('১২৩৪')
    expect(messages.home.totalPlaces({ n: 1_234 })).not.toMatch(/[0-9]/)
  })

  it('chooses a plural case by the number, whatever digits print it', () => {
    expect(messages.tourPlans.count({ total: 1 })).toBe('1 tour')
    expect(messages.tourPlans.count({ total: 2 })).toBe('2 tours')
    inLocale('bn')
    expect(messages.tourPlans.count({ total: 1 })).toMatch(/১/)
  })
})

describe('withLocale', () => {
  it('reads every message in the locale given, then gives the current one back', () => {
    expect(currentLocale()).toBe('en')
    expect(withLocale('bn', () => messages.brand)).toBe('বাংলা ট্যুরস')
    expect(withLocale('bn', () => messages.mail.departure({ date: 'x', travellers: 2 }))).toContain(
      '২',
    )
    expect(messages.brand).toBe('Bangla Tours')
    expect(withLocale('bn', () => withLocale('en', () => messages.brand) + currentLocale())).toBe(
      'Bangla Toursbn',
    )
  })

  it('gives the locale back when the render throws, and refuses one that is not synchronous', () => {
    expect(() =>
      withLocale('bn', () => {
        throw new Error('boom')
      }),
    ).toThrow('boom')
    expect(currentLocale()).toBe('en')
    expect(() => withLocale('bn', async () => messages.brand)).toThrow(/synchronously/)
    expect(currentLocale()).toBe('en')
  })
})

describe('the Dashboard part of a catalogue', () => {
  it('lets a module keep a Dashboard section before that part is installed', async () => {
    const { compileCatalogues } = await import('./i18n/catalogues.ts')
    const { catalogueSections } = await import('./i18n/compile.ts')
    const { CONSOLE_SECTIONS } = await import('./i18n/catalogue.ts')
    const whole = compileCatalogues().en
    // A browser on a page outside the Dashboard: a fresh module, only the site part installed.
    vi.resetModules()
    const fresh = await import('./messages.ts')
    fresh.installCatalogue(catalogueSections(whole, CONSOLE_SECTIONS, { only: false }))
    const kept = fresh.messages.departuresAdmin
    const nested = fresh.messages.audit.actions as Record<string, string | undefined>
    expect(kept).toBeDefined()
    expect(fresh.messages.home.recommended).toBe('Recommended Tour Plans')
    fresh.installCatalogue(catalogueSections(whole, CONSOLE_SECTIONS, { only: true }))
    expect(kept.titleLoading).toBe(messages.departuresAdmin.titleLoading)
    expect(nested['plan.updated']).toBe(
      (messages.audit.actions as Record<string, string | undefined>)['plan.updated'],
    )
    expect(nested['no.such']).toBe(undefined)
    expect(fresh.messages.home.recommended).toBe('Recommended Tour Plans')
  })
})
