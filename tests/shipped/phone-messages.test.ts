/**
 * Every phone message as the production build writes it (dist/server/phone-samples.js, which
 * runs the server's own chunks of texts), in both languages: each text shows every value its
 * WhatsApp template carries, leaves no placeholder unfilled, and stays within two SMS segments
 * (GSM 7-bit in English, UCS-2 in Bangla). The sources' test checks the same samples; this one
 * checks what ships (a bundler once renamed message parameters and every mail lost its values).
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import type { PhoneDraft } from '#server/features/phone-messages/phone-texts.ts'
import type { Locale } from '#shared/messages.ts'
import { smsSize } from '#shared/sms-segments.ts'

const BUILT = path.resolve('dist/server/phone-samples.js')
let samples: (locale: Locale) => [string, PhoneDraft][]

beforeAll(async () => {
  if (!fs.existsSync(BUILT)) throw new Error('No server build: run `npm run build` (npm test does)')
  samples = ((await import(pathToFileURL(BUILT).href)) as { phoneSamples: typeof samples })
    .phoneSamples
})

describe('phone messages as the production build writes them', () => {
  it.each(['en', 'bn'] as const)(
    '%s: every value shown, none unfilled, two segments at most',
    (locale) => {
      const drafts = samples(locale)
      expect(drafts.length).toBeGreaterThanOrEqual(10)
      for (const [name, draft] of drafts) {
        expect(draft.template.params.length, name).toBeGreaterThan(0)
        for (const value of draft.template.params) {
          expect(value.trim(), `${locale} ${name}: an empty value`).not.toBe('')
          expect(draft.text, `${locale} ${name}: lacks "${value}"`).toContain(value)
        }
        expect(draft.text, `${locale} ${name}`).not.toMatch(/\{\w+|undefined|NaN|\[object/)
        const size = smsSize(draft.text)
        expect(size.encoding, `${locale} ${name}`).toBe(locale === 'en' ? 'gsm7' : 'ucs2')
        expect(size.segments, `${locale} ${name}: ${draft.text}`).toBeLessThanOrEqual(2)
      }
    },
  )
})
