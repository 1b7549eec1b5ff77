/** Text helpers shared by pages and server answers. */

export const REVIEW_PREVIEW_LENGTH = 149

/** The spec's testimonial preview: the first 149 characters followed by dots. */
export function previewText(text: string, length = REVIEW_PREVIEW_LENGTH): string {
  // Array.from counts code points, so an emoji at the cut is never split in half.
  const chars = Array.from(text)
  if (chars.length <= length) return text
  return `${chars.slice(0, length).join('')}...`
}

/** "rahim@gmail.com" → "ra•••@gmail.com": testimonials never publish a whole address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '•••'
  const local = email.slice(0, at)
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2)
  return `${shown}•••${email.slice(at)}`
}

/** URL-safe slug of a name, for file names and links: "Cox's Bazar" → "coxs-bazar". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** True when the text holds a control character (newline, tab, NUL, DEL, …). */
export function hasControlChars(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 32 || code === 127) return true
  }
  return false
}

/** The text on one line: control characters become spaces. */
export function toOneLine(text: string): string {
  let out = ''
  for (const char of text) {
    const code = char.charCodeAt(0)
    out += code < 32 || code === 127 ? ' ' : char
  }
  return out.replace(/ {2,}/g, ' ').trim()
}
