/**
 * Booking references: `BT-` and six characters a customer can read out on the phone — digits
 * and capitals without 0/O and 1/I (32 symbols, about a billion codes). Unique by index; the
 * rare collision is drawn again by the booking verb.
 */
import { randomInt } from 'node:crypto'

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'

export function newBookingReference(): string {
  let code = 'BT-'
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)]
  return code
}

export const BOOKING_REFERENCE = /^BT-[2-9A-HJ-NP-Z]{6}$/
