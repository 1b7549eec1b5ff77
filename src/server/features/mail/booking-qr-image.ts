/**
 * A booking's QR code (its reference; #shared/booking-qr.ts) as a PNG attached to the booking
 * confirmation, for a guide to scan on the day. PNG, not SVG: mail clients (Gmail, Outlook)
 * show a PNG attachment and do not show an SVG one. 8 px a module with the 4-module quiet zone
 * the standard asks: a 21-module code is 232 px square and about 300 bytes.
 */
import { toPngBuffer } from 'lean-qr/extras/node_export'
import { bookingQr } from '#shared/booking-qr.ts'
import type { MailAttachment } from '#server/db/schema/mail.ts'

export function bookingQrImage(reference: string): MailAttachment {
  // Black on opaque white: a transparent background vanishes in a mail client's dark mode.
  const png = toPngBuffer(bookingQr(reference), {
    scale: 8,
    pad: 4,
    on: [0, 0, 0, 255],
    off: [255, 255, 255, 255],
  })
  return {
    filename: `${reference}-qr.png`,
    contentType: 'image/png',
    content: Buffer.from(png).toString('base64'),
    encoding: 'base64',
  }
}
