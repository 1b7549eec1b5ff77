/**
 * A mail is described once, as a heading and blocks, and written from that description both as
 * plain text and as HTML (docs/decisions/043-mail-once.md): the two cannot say different things.
 * Everything in a block is text. The HTML writer escapes every string it is given, so nothing a
 * user typed can become markup, and the subject is written on one line, so nothing can become a
 * header. Call it inside the mail's `withLocale`: the footer and the link lines are catalogue
 * texts.
 */
import { currentLocale, messages } from '#shared/messages.ts'
import { toOneLine } from '#shared/text.ts'
import { escapeMarkup } from '#server/lib/escape.ts'

/** Part of a line: text as it is, or a value that stands out (bold in HTML). */
export type Run = string | { strong: string }

/** A link on its own: `label: address` in text, an anchor in HTML. */
export interface Link {
  label: string
  link: string
}

/** What a mail shows, top to bottom, the same in its text and its HTML. */
export type Block =
  /** Lines one under the other: a sentence, a few facts, a paragraph someone typed. */
  | { lines: Run[][] }
  | Link
  /** Someone's words quoted, under the line that says whose: `> ` lines in text. */
  | { by: string; quote: string }

export interface MailContent {
  /** Written on one line, as are the heading and a quote's `by`. */
  subject: string
  /** The mail's title, its first line. */
  heading: string
  blocks: Block[]
}

/** Header-safe: one line, no control characters. */
const oneLine = (text: string) => toOneLine(text).slice(0, 200)

/** A block of lines, each a plain text (its own line breaks kept) or runs. */
export const paragraph = (...lines: (string | Run[])[]): Block => ({
  lines: lines.flatMap((line) =>
    typeof line === 'string' ? line.split(/\r?\n/).map((l) => [l]) : [line],
  ),
})

/** Text someone typed: a block per paragraph (they are apart by a blank line), its lines kept. */
export const typed = (text: string): Block[] =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => paragraph(part))

/** The values of `V` that are text, the ones a sentence can show in bold. */
type TextValue<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V]

// Stand-ins for the bold values while the message is written: private-use characters that no
// catalogue text holds, so the translation alone decides where each value goes.
const MARKED = /\uE000(\d+)\uE001/

/**
 * A catalogue sentence, on one line whatever its values hold (a name typed with a line break
 * stays in its sentence), some of them in bold.
 */
export function sentence<V extends object>(
  message: (values: V) => string,
  values: V,
  strong: TextValue<V>[] = [],
): Run[] {
  const flat: Record<string, unknown> = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' ? toOneLine(value) : value,
    ]),
  )
  const marked = { ...flat }
  strong.forEach((key, i) => (marked[key as string] = `\uE000${i}\uE001`))
  // split() with a group puts each marker's number at the odd places.
  return message(marked as V)
    .split(MARKED)
    .map((part, i): Run =>
      i % 2 ? { strong: flat[strong[Number(part)] as string] as string } : part,
    )
    .filter((run) => run !== '')
}

const runText = (run: Run) => (typeof run === 'string' ? run : run.strong)
const runHtml = (run: Run) =>
  typeof run === 'string' ? escapeMarkup(run) : `<strong>${escapeMarkup(run.strong)}</strong>`
const linkLine = (block: Link) => messages.mail.line({ label: block.label, value: block.link })
const quoted = (text: string) => text.split(/\r?\n/)

function blockText(block: Block): string {
  if ('link' in block) return linkLine(block)
  if ('quote' in block)
    return [toOneLine(block.by), ...quoted(block.quote).map((line) => `> ${line}`)].join('\n')
  return block.lines.map((line) => line.map(runText).join('')).join('\n')
}

const QUOTE_STYLE = 'margin:0;padding-left:12px;border-left:3px solid #d1d5db;color:#4b5563'

function blockHtml(block: Block): string {
  if ('link' in block)
    return `<p><a href="${escapeMarkup(block.link)}">${escapeMarkup(block.label)}</a></p>`
  if ('quote' in block)
    return `<p>${escapeMarkup(toOneLine(block.by))}</p>\n<blockquote style="${QUOTE_STYLE}">${quoted(block.quote).map(escapeMarkup).join('<br>')}</blockquote>`
  return `<p>${block.lines.map((line) => line.map(runHtml).join('')).join('<br>')}</p>`
}

/** The mail's subject, text and HTML, in the current locale (the mail's). */
export function renderMail({ subject, heading, blocks }: MailContent) {
  const title = toOneLine(heading)
  const footer = messages.mail.footer({ brand: messages.brand })
  return {
    subject: oneLine(subject),
    text: `${[title, ...blocks.map(blockText), footer].join('\n\n')}\n`,
    html: [
      `<!doctype html><html lang="${currentLocale()}"><body style="font-family:Arial,sans-serif;color:#111827;line-height:1.5">`,
      `<h1 style="font-size:20px">${escapeMarkup(title)}</h1>`,
      ...blocks.map(blockHtml),
      `<p style="color:#6b7280;font-size:13px">${escapeMarkup(footer)}</p>`,
      '</body></html>',
    ].join('\n'),
  }
}
