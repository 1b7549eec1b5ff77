/**
 * Money as SSLCommerz writes it: a decimal string of major units on the wire ("93600.00"), whole
 * minor units (paisa, cents) everywhere in our code. Both directions work on the digits as text,
 * never with floating-point arithmetic, so 9360000 paisa is "93600.00" and "100.5" is 10050
 * exactly. Every currency SSLCommerz takes (BDT, USD, EUR, GBP, SGD, INR, MYR…) has two decimals.
 */

/** 9360000 → "93600.00"; 1 → "0.01". Whole, non-negative, safe integers only. */
export function formatMinor(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0) {
    throw new RangeError(`Not a whole, non-negative number of minor units: ${minor}`)
  }
  const digits = String(minor).padStart(3, '0')
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`
}

/**
 * Plain decimal notation: no sign, no exponent, no grouping, no spaces, no leading zeros before a
 * digit ("0.50" but not "00.50"), a point only between digits.
 */
const DECIMAL = /^(0|[1-9][0-9]*)(?:\.([0-9]+))?$/

/**
 * "93600.00" → 9360000; "100.5" → 10050; "7" → 700; "1.2500" → 125. Rejects anything else
 * (signs, exponents, commas, blanks, fractions of a minor unit such as "1.005", amounts beyond
 * what a JavaScript number holds exactly) with a RangeError.
 */
export function parseMinor(text: string): number {
  const match = DECIMAL.exec(text)
  if (!match) throw new RangeError(`Not a decimal amount: ${JSON.stringify(text)}`)
  const whole = match[1]!
  const fraction = match[2] ?? ''
  // Trailing zeros past the second decimal are exact ("1.2500"); any other digit there is a
  // fraction of a paisa, which no payment can carry.
  if (/[^0]/.test(fraction.slice(2))) {
    throw new RangeError(`Finer than a minor unit: ${JSON.stringify(text)}`)
  }
  const minor = Number(whole + fraction.slice(0, 2).padEnd(2, '0'))
  // At 2^53 and above a number can no longer hold every integer (and parsing rounds up to it).
  if (!Number.isSafeInteger(minor)) {
    throw new RangeError(`Too large to count exactly: ${JSON.stringify(text)}`)
  }
  return minor
}
