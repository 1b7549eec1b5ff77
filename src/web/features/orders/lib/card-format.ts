/**
 * Light formatting of the sandbox's card fields as the customer types: the number in groups of
 * four, the expiry as MM/YY with the slash added for them. Only digits count; the caret stays
 * after the same digit it followed, so editing in the middle of a number does not jump to the end.
 */
import { messages } from '#shared/messages.ts'

export const CARD_DIGITS_MAX = 19

const digitsOf = (text: string) => text.replace(/\D/g, '')

/** "4242424242424242" → "4242 4242 4242 4242". */
export function formatCardNumber(text: string): string {
  const digits = digitsOf(text).slice(0, CARD_DIGITS_MAX)
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ')
}

/**
 * "1228" → "12/28"; "4" → "04/" (no month starts with 4); "12" → "12/" while typing forwards,
 * but "12" when the customer just deleted the slash, so Backspace is never stuck.
 */
export function formatExpiry(text: string, previous = ''): string {
  let digits = digitsOf(text).slice(0, 4)
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`
  const deleting = text.length < previous.length
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`
  // Deleting the year keeps "12/"; deleting the slash itself leaves "12".
  if (digits.length === 2 && (!deleting || text.includes('/'))) return `${digits}/`
  return digits
}

/** Up to four digits, nothing else. */
export function formatCvc(text: string): string {
  return digitsOf(text).slice(0, 4)
}

/** Where the caret goes in `formatted` so that it follows the same number of digits as before. */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0
  let seen = 0
  for (let index = 0; index < formatted.length; index++) {
    if (/\d/.test(formatted[index]!)) seen++
    if (seen === digitsBefore) {
      // Skip a separator that directly follows, as a typist expects ("12/|").
      let caret = index + 1
      while (caret < formatted.length && !/\d/.test(formatted[caret]!)) caret++
      return caret
    }
  }
  return formatted.length
}

/** How many digits precede position `caret` of `text`. */
export function digitsBeforeCaret(text: string, caret: number): number {
  return digitsOf(text.slice(0, caret)).length
}

export interface Edited {
  value: string
  caret: number
}

/**
 * Applies an edit the browser already made (`next`, caret at `caret`) to a formatted field.
 * Backspace over a separator removes the digit before it, as if the separator were not there.
 */
export function applyEdit(
  previous: string,
  next: string,
  caret: number,
  format: (text: string, previous: string) => string,
): Edited {
  let text = next
  let digitsBefore = digitsBeforeCaret(next, caret)
  const removedOnlySeparator =
    next.length < previous.length && digitsOf(next) === digitsOf(previous)
  if (removedOnlySeparator && digitsBefore > 0) {
    const digits = digitsOf(next)
    digitsBefore -= 1
    text = digits.slice(0, digitsBefore) + digits.slice(digitsBefore + 1)
  }
  const value = format(text, previous)
  return { value, caret: caretAfterDigits(value, digitsBefore) }
}

/** What the sandbox checks first, said the way Stripe's card form says it. */
export function cardFieldErrors(card: { cardNumber: string; expiry: string; cvc: string }) {
  const errors: Partial<Record<'cardNumber' | 'expiry' | 'cvc', string>> = {}
  if (digitsOf(card.cardNumber).length < 12) errors.cardNumber = messages.cardForm.numberIncomplete
  if (!/^\d{2}\/\d{2}$/.test(card.expiry)) errors.expiry = messages.cardForm.expiryIncomplete
  if (!/^\d{3,4}$/.test(card.cvc)) errors.cvc = messages.cardForm.cvcIncomplete
  return errors
}
