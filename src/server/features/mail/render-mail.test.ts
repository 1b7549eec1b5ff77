/**
 * Every mail the site sends, in both languages (samples.ts): its text and its HTML say the same
 * sentences and links in the same order, since both are written from one description
 * (render-mail.ts); and whatever a person typed (a name, a tour's name, a subject, a message)
 * stays text in both, however hostile.
 */
import { describe, expect, it } from 'vitest'
import { mailSamples, type MailSample } from './samples.ts'
import { paragraph, renderMail, sentence } from './render-mail.ts'
import { messages, withLocale } from '#shared/messages.ts'
import { toOneLine } from '#shared/text.ts'
import { escapeMarkup } from '#server/lib/escape.ts'

/** The numeric references escapeMarkup writes, read back. */
const unescape = (html: string) =>
  html.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))

/**
 * The HTML's body as its reader would copy it into plain text: a link as `label: address`, a
 * quote as `> ` lines, each paragraph and line break its own line, no tags.
 */
function htmlLines({ draft, locale }: MailSample): string[] {
  const body = draft.html.slice(draft.html.indexOf('<body'), draft.html.indexOf('</body>'))
  const read = body
    .replace(/<a href="([^"]*)">(.*?)<\/a>/g, (_, href: string, label: string) =>
      withLocale(locale, () => messages.mail.line({ label, value: href })),
    )
    .replace(/<blockquote[^>]*>(.*?)<\/blockquote>/g, (_, quote: string) =>
      quote
        .split('<br>')
        .map((line) => `> ${line}`)
        .join('\n'),
    )
    .replace(/<br>/g, '\n')
    .replace(/<[^>]+>/g, '')
  return nonEmpty(unescape(read))
}

const nonEmpty = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(Boolean)

const links = (text: string) => [...text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0])
const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((match) => unescape(match[1]!))

describe('each mail, described once', () => {
  const samples = mailSamples()

  // Every template has samples (tests/shipped/mails.test.ts holds them to it): the orders' seven,
  // the contact form's two, the account's four and the orders console's message.
  it('covers every mail in both languages', () => {
    const template = (sample: MailSample) => sample.name.replace(/[:(].*$/, '').trim()
    for (const locale of ['en', 'bn']) {
      const written = samples.filter((sample) => sample.locale === locale).map(template)
      expect(new Set(written).size, locale).toBeGreaterThanOrEqual(14)
    }
  })

  it.each(samples.map((sample) => [`${sample.locale} ${sample.name}`, sample] as const))(
    '%s: its text and its HTML carry the same sentences and links',
    (_, sample) => {
      expect(htmlLines(sample)).toEqual(nonEmpty(sample.draft.text))
      expect(hrefs(sample.draft.html)).toEqual(links(sample.draft.text))
    },
  )
})

describe('what a person typed, however hostile', () => {
  const line = `<script>alert("x")</script> O'Brien & "Sons"\r\nBcc: victim@example.com`
  const words = `</p><img src=x onerror=alert(1)>\n\n<a href="javascript:alert(1)">a link</a> &#60;`
  const samples = mailSamples({ line, words })
  // The renderer's own tags and attributes: nothing else may appear in a mail's HTML.
  const TAGS = new Set(['html', 'body', 'h1', 'p', 'br', 'strong', 'a', 'blockquote'])
  const ATTRIBUTES = /^(\s+(style|href|lang)="[^"<>]*")*$/

  it.each(samples.map((sample) => [`${sample.locale} ${sample.name}`, sample] as const))(
    '%s: stays text in both, and off the headers',
    (_, sample) => {
      const { draft } = sample
      const html = draft.html.replace(/^<!doctype html>/, '')
      for (const [, tag, attributes] of html.matchAll(/<\/?([^\s>/]+)([^>]*)>/g)) {
        expect(TAGS, html).toContain(tag!.toLowerCase())
        expect(attributes, html).toMatch(ATTRIBUTES)
      }
      // On one line wherever it is shown, escaped in HTML, as typed in text.
      expect(draft.html).toContain(escapeMarkup(toOneLine(line)))
      expect(draft.text).toContain(toOneLine(line))
      expect(draft.text).not.toMatch(/^Bcc:/m)
      expect(draft.subject).not.toMatch(/[\r\n]/)
      // Their words too: the same in both, and no link but the site's own.
      expect(htmlLines(sample)).toEqual(nonEmpty(draft.text))
      expect(hrefs(draft.html).every((href) => href.startsWith('https://tours.'))).toBe(true)
    },
  )
})

describe('the renderer', () => {
  it('shows a bold value where the translation puts it, and only there', () => {
    const write = () =>
      renderMail({
        subject: 'A\r\nBcc: x',
        heading: 'Title',
        blocks: [
          paragraph(sentence(messages.mail.bookingSubject, { tour: '<b>Sajek</b>' }, ['tour'])),
        ],
      })
    const en = withLocale('en', write)
    expect(en.subject).toBe('A Bcc: x')
    expect(en.html).toContain(
      '<p>Booking received: <strong>&#60;b&#62;Sajek&#60;/b&#62;</strong></p>',
    )
    expect(en.text).toContain('Booking received: <b>Sajek</b>\n')
    const bn = withLocale('bn', write)
    expect(bn.html).toContain('<html lang="bn">')
    expect(bn.text).toContain(
      withLocale('bn', () => messages.mail.bookingSubject({ tour: '<b>Sajek</b>' })),
    )
  })
})
