/**
 * Bangladeshi mobile numbers, the one place they are read: what a customer types (01712-345678,
 * 8801712345678, +880 1712 345678, ০১৭১২৩৪৫৬৭৮) becomes E.164, +8801[3-9]XXXXXXXX, the form
 * the SMS gateway and WhatsApp are given and consent is recorded under. Anything else (a
 * landline, another country, a digit short) is not a number we can text.
 */
import { asciiDigits } from './number-format.ts'

/** A Bangladeshi mobile number in E.164: +880, then 1, an operator digit 3–9, 8 digits. */
export const BD_MOBILE_E164 = /^\+8801[3-9]\d{8}$/

/** The number in E.164, or null when it is not a Bangladeshi mobile number. */
export function toBdMobile(input: string): string | null {
  // Separators people write (spaces, dashes, dots, brackets) go; any other character refuses.
  const compact = asciiDigits(input.trim()).replace(/[\s\-.()\u00a0]/g, '')
  if (!/^\+?\d+$/.test(compact)) return null
  let national: string
  if (compact.startsWith('+880')) national = compact.slice(4)
  else if (compact.startsWith('+')) return null
  else if (compact.startsWith('00880')) national = compact.slice(5)
  else if (compact.startsWith('880')) national = compact.slice(3)
  else if (compact.startsWith('0')) national = compact.slice(1)
  else national = compact
  // The trunk 0 after the country code (+880 01712…) is a common slip: read through it.
  if (national.length === 11 && national.startsWith('01')) national = national.slice(1)
  const e164 = `+880${national}`
  return BD_MOBILE_E164.test(e164) ? e164 : null
}

/** A number as a person reads it: +880 1712-345678. */
export function formatBdMobile(e164: string): string {
  return BD_MOBILE_E164.test(e164) ? `+880 ${e164.slice(4, 8)}-${e164.slice(8)}` : e164
}
