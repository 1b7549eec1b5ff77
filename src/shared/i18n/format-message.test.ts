import { I18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { compileCatalogues } from './catalogues.ts'
import { formatMessage, type CompiledMessage } from './format-message.ts'
import { DEFAULT_LOCALE, LOCALES, type Locale } from './catalogue.ts'

/**
 * Lingui's runtime as messages.ts used it: numbers handed over as values that print in the
 * language's digits (`{n}`, ungrouped, through Intl) and count as themselves in plurals.
 */
function linguiWriter(locale: Locale, messages: Record<string, unknown>) {
  const i18n = new I18n({ locale, messages: { [locale]: messages as never } })
  const digits = new Intl.NumberFormat(locale, { useGrouping: false })
  const shown = (value: unknown) => {
    if (value === undefined) return null
    if (typeof value !== 'number' || locale === DEFAULT_LOCALE) return value
    return {
      [Symbol.toPrimitive]: (hint: string) =>
        hint === 'default' ? digits.format(value) : hint === 'number' ? value : String(value),
    }
  }
  return (id: string, values: Record<string, unknown>) =>
    i18n._(id, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, shown(v)])))
}

/** Values every message is written with: counts around each plural boundary, text, nothing. */
const SAMPLES: unknown[] = [
  0,
  1,
  2,
  3,
  5,
  11,
  14,
  21,
  50,
  100,
  1_234,
  12_345.5,
  'Sajek',
  null,
  true,
]

describe('formatMessage', () => {
  const catalogues = compileCatalogues()
  for (const locale of LOCALES) {
    it(`writes every ${locale} message as Lingui's runtime does, with every kind of value`, () => {
      const catalogue = catalogues[locale]
      const lingui = linguiWriter(locale, catalogue.messages)
      let checked = 0
      for (const [id, message] of Object.entries(catalogue.messages)) {
        const names = catalogue.params[id] ?? []
        // Each sample in every place, then the samples rotated across the places (mixed kinds).
        const sets = SAMPLES.flatMap((sample, i) => [
          Object.fromEntries(names.map((name) => [name, sample])),
          Object.fromEntries(names.map((name, j) => [name, SAMPLES[(i + j) % SAMPLES.length]])),
        ])
        for (const values of names.length ? sets : [{}]) {
          expect([id, values, formatMessage(message as CompiledMessage, locale, values)]).toEqual([
            id,
            values,
            lingui(id, values),
          ])
          checked++
        }
      }
      expect(checked).toBeGreaterThan(1_000)
    })
  }

  it("prints a plural's # grouped and a plain argument as it is, in Bangla digits in Bangla", () => {
    const message: CompiledMessage = [
      ['n', 'plural', { one: ['#', ' seat'], other: ['#', ' seats of ', ['total']] }],
    ]
    expect(formatMessage(message, 'en', { n: 1_234, total: 5_000 })).toBe('1,234 seats of 5000')
    expect(formatMessage(message, 'bn', { n: 1_234, total: 5_000 })).toBe('১,২৩৪ seats of ৫০০০')
    expect(formatMessage(message, 'en', { n: 1 })).toBe('1 seat')
  })
})
