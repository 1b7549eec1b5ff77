/** How payments read on screen: the Pay button, the card's last digits, the date paid. */
import { messages } from '#shared/messages.ts'
import { formatAmount, toMajor, type Money } from '#shared/money.ts'
import { formatMoment } from '#shared/dhaka-date.ts'

/** The spec's button: 'Pay $ 1,250'; on a site that prices in taka, 'Pay ৳ 14,400'. */
export function payButtonText(amount: Money): string {
  const price = formatAmount(toMajor(amount.minor))
  return amount.currency === 'bdt'
    ? messages.payment.payTaka({ price })
    : messages.payment.pay({ price })
}

/** "•••• 4242": never more of the card than its last four digits. */
export function maskedCard(last4: string | null): string {
  return last4 ? `•••• ${last4}` : messages.receipt.cardNotRecorded
}

/** "22 Nov 2026, 14:05". */
export function formatPaidAt(iso: string): string {
  return formatMoment(iso, 'mediumTime')
}
