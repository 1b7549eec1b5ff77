/**
 * The company's placeholder address, phone and email, shown in the footer and on Contact. The
 * phone is a tel: link styled as a button (the spec's contact phone button).
 */
import { Mail, MapPin, Phone } from 'lucide-react'
import { messages } from '#shared/messages.ts'
import { cx } from '#web/lib/cx.ts'

const PHONE_DISPLAY = '+880 1700-000000'
const PHONE_HREF = 'tel:+8801700000000'
export const CONTACT_EMAIL = 'hello@banglatours.example'

interface ContactDetailsProps {
  tone: 'light' | 'dark'
  className?: string
}

export function ContactDetails({ tone, className }: ContactDetailsProps) {
  const dark = tone === 'dark'
  return (
    <div className={cx('space-y-4', className)}>
      <address
        className={cx('flex gap-3 not-italic', dark ? 'text-emerald-50/90' : 'text-slate-700')}
      >
        <MapPin
          aria-hidden="true"
          className={cx('mt-0.5 size-5 shrink-0', dark ? 'text-amber-300' : 'text-emerald-700')}
        />
        <span>
          {messages.contact.addressStreet}
          <br />
          {messages.contact.addressCity}
        </span>
      </address>
      <a
        href={`mailto:${CONTACT_EMAIL}`}
        className={cx(
          'flex items-center gap-3 break-all hover:underline',
          dark ? 'text-emerald-50/90' : 'text-slate-700',
        )}
      >
        <Mail
          aria-hidden="true"
          className={cx('size-5 shrink-0', dark ? 'text-amber-300' : 'text-emerald-700')}
        />
        {CONTACT_EMAIL}
      </a>
      <a
        href={PHONE_HREF}
        className={cx(
          'inline-flex items-center gap-2 rounded-full px-5 py-2.5 text-sm font-bold shadow-sm transition',
          dark
            ? 'bg-white text-forest-deep hover:bg-emerald-50'
            : 'bg-emerald-700 text-white hover:bg-emerald-800',
        )}
      >
        <Phone aria-hidden="true" className="size-4" />
        {messages.contact.call({ phone: PHONE_DISPLAY })}
      </a>
    </div>
  )
}
