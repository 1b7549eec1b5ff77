/**
 * Gift voucher codes (decision 054): `GV-` and twelve Crockford base32 characters in three groups
 * of four, 60 random bits: too many to guess at the rate the check allows. Read back forgivingly,
 * as Crockford intends: any case, any dashes or spaces, O for 0, I and L for 1.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** The payment intent of a voucher spent on a booking, in the orders' ledger: `gv_<uuid>`. */
export const VOUCHER_INTENT_PREFIX = 'gv_'

/** A new code from 60 random bits (each byte's low five bits; 32 divides 256, so no bias). */
export function newGiftVoucherCode(random: (size: number) => Uint8Array): string {
  const chars = [...random(12)].map((byte) => ALPHABET[byte % 32]!)
  return `GV-${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8).join('')}`
}

/** The code as stored, from what someone typed; null when it cannot be one. */
export function normalGiftVoucherCode(typed: string): string | null {
  let plain = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
  if (plain.length === 14 && plain.startsWith('GV')) plain = plain.slice(2)
  if (!/^[0-9A-HJKMNP-TV-Z]{12}$/.test(plain)) return null
  return `GV-${plain.slice(0, 4)}-${plain.slice(4, 8)}-${plain.slice(8)}`
}
