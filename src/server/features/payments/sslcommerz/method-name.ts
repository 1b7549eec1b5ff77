/**
 * What a customer paid with, as SSLCommerz names it in a validation's `card_type`
 * (`BKASH-BKash`, `NAGAD-Nagad`, `DBBLMOBILEB-Dbbl Mobile Banking`, `VISA-Dutch Bangla`), in the
 * words a receipt and a mail use: the brand people know, and for a card its bank.
 */
const BRANDS: ReadonlyArray<[RegExp, string]> = [
  [/^BKASH/, 'bKash'],
  [/^NAGAD/, 'Nagad'],
  [/^(ROCKET|DBBLMOBILEB)/, 'Rocket'],
  [/^UPAY/, 'upay'],
  [/^VISA/, 'Visa'],
  [/^MASTER/, 'Mastercard'],
  [/^AMEX/, 'American Express'],
]

export function methodName(cardType: string | null): string | null {
  const text = cardType?.trim().slice(0, 80)
  if (!text) return null
  const [scheme = '', ...rest] = text.split('-')
  const issuer = rest.join('-').trim()
  const brand = BRANDS.find(([pattern]) => pattern.test(scheme.toUpperCase()))?.[1]
  if (!brand) return issuer || scheme
  // A wallet is its own issuer ("BKash"); a card names its bank.
  return issuer && !issuer.toUpperCase().startsWith(scheme.toUpperCase().slice(0, 4))
    ? `${brand} (${issuer})`
    : brand
}
