/**
 * A gift voucher, to its recipient (decision 054): who it is from, its value and code, the
 * giver's message as they typed it, and how to spend it, in the language it was bought in.
 * One per voucher (`ref`: its id), so a sweep that queues it twice sends it once.
 */
import { paragraph, renderMail, sentence, typed } from './render-mail.ts'
import type { MailDraft } from './templates.ts'
import type { Locale } from '#shared/messages.ts'
import { currentLocale, messages, withLocale } from '#shared/messages.ts'
import { formatLongDate } from '#shared/dhaka-date.ts'
import { localePath } from '#shared/locale.ts'
import { formatMoney, money, type CurrencyCode } from '#shared/money.ts'
import { paths } from '#shared/paths.ts'

export interface VoucherForMail {
  id: string
  code: string
  amountMinor: number
  currency: CurrencyCode
  fromName: string
  recipientName: string
  recipientEmail: string
  message: string | null
  expiresOn: string
  locale: Locale
}

export function giftVoucherMail(voucher: VoucherForMail, publicUrl: string): MailDraft {
  return withLocale(voucher.locale, () => {
    const m = messages.giftVoucher
    const amount = formatMoney(money(voucher.amountMinor, voucher.currency))
    const from = voucher.fromName
    return {
      kind: 'gift-voucher',
      ref: voucher.id,
      to: voucher.recipientEmail,
      ...renderMail({
        subject: m.mailSubject({ from }),
        heading: m.mailHeading,
        blocks: [
          paragraph(sentence(messages.mail.dear, { name: voucher.recipientName })),
          paragraph(sentence(m.mailOpening, { from, amount }, ['amount'])),
          ...(voucher.message ? [paragraph(m.mailMessage), ...typed(voucher.message)] : []),
          paragraph(sentence(m.mailCode, { code: voucher.code }, ['code'])),
          paragraph(m.mailHowTo({ date: formatLongDate(voucher.expiresOn, currentLocale()) })),
          {
            label: m.mailBrowse,
            link: `${publicUrl}${localePath(currentLocale(), paths.tourPlans)}`,
          },
        ],
      }),
    }
  })
}
