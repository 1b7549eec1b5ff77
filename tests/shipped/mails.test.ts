/**
 * Every mail as the production build writes it (dist/server/mail-samples.js, which runs the
 * server's own chunks of templates and texts), in both languages: each shows every value it was
 * given, and no placeholder is left empty or unfilled. The sources' tests cannot see what the
 * bundler does: it once renamed message parameters (`(max) =>` to `(max4) =>`), and every mail
 * lost its values in dist/ while every test of the sources passed.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import type { MailSample } from '#server/features/mail/samples.ts'

const BUILT = path.resolve('dist/server/mail-samples.js')
let samples: MailSample[]

beforeAll(async () => {
  if (!fs.existsSync(BUILT)) throw new Error('No server build: run `npm run build` (npm test does)')
  const built = (await import(pathToFileURL(BUILT).href)) as {
    mailSamples: () => MailSample[]
  }
  samples = built.mailSamples()
})

/** The templates the server has: every exported function of its template modules that returns a MailDraft. */
function templateNames(): string[] {
  return ['templates.ts', 'account-templates.ts', 'gift-voucher-mail.ts'].flatMap((file) =>
    [
      ...fs
        .readFileSync(path.join('src/server/features/mail', file), 'utf8')
        .matchAll(/^export function (\w+)\((?:(?!^export )[\s\S])*?\): MailDraft \{/gm),
    ].map((match) => match[1]!),
  )
}

/** What an empty or unfilled value leaves behind in a written sentence. */
const LEFTOVERS: [RegExp, string][] = [
  [/\{[\w.]+\}/, 'an unfilled {placeholder}'],
  [/\(\s*\)/, 'empty parentheses'],
  [/ [,.:;।]/, 'a space before punctuation'],
  [/[^\S\n]{2,}/, 'two spaces in a row'],
  [/\bundefined\b|\bnull\b|\bNaN\b|\[object Object\]/, 'a value written as undefined/null/NaN'],
]

describe('mails as the production build writes them', () => {
  it('has a sample of every template in both languages', () => {
    const sampled = new Set(
      samples.map((sample) => `${sample.locale} ${sample.name.split(':')[0]}`),
    )
    const names = templateNames()
    expect(names.length).toBeGreaterThanOrEqual(12)
    for (const locale of ['en', 'bn'])
      for (const name of names) expect(sampled, `${locale} ${name}`).toContain(`${locale} ${name}`)
  })

  it('shows every value it was given, in its text and its HTML', () => {
    for (const { name, locale, draft, shows } of samples) {
      expect(shows.length, `${locale} ${name}`).toBeGreaterThan(0)
      for (const value of shows) {
        expect(value.trim(), `${locale} ${name}: an empty expected value`).not.toBe('')
        expect(draft.text, `${locale} ${name}: text lacks "${value}"`).toContain(value)
        expect(draft.html, `${locale} ${name}: HTML lacks "${value}"`).toContain(value)
      }
    }
  })

  it('leaves no placeholder empty or unfilled', () => {
    for (const { name, locale, draft } of samples) {
      // The text as a reader sees it: each line, without the links' addresses.
      const lines = [draft.subject, ...draft.text.split('\n')].map((line) =>
        line.replace(/https?:\/\/\S+/g, 'LINK'),
      )
      for (const line of lines)
        for (const [pattern, what] of LEFTOVERS)
          expect(pattern.test(line), `${locale} ${name}: ${what} in "${line}"`).toBe(false)
    }
  })
})
