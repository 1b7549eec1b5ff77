/**
 * 'Check-in code' on a dated, live booking in My Booking (issue 32 item 7): a button that opens
 * the booking's QR code — its reference, drawn here from the reference by lean-qr
 * (#shared/booking-qr.ts; decision 049), so it shows offline and costs no request — with the
 * reference as text beside it for a guide without a scanner. The same code is attached to the
 * confirmation mail.
 */
import { QrCode } from 'lucide-react'
import { useState } from 'react'
import type { Order } from '#shared/contracts/orders.ts'
import { bookingQrPath } from '#shared/booking-qr.ts'
import { dhakaToday, formatLongDate } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { Button } from '#web/components/button.tsx'
import { Modal } from '#web/components/modal.tsx'

const t = messages.checkIn

type QrOrder = Pick<
  Order,
  'reference' | 'tourName' | 'departureDate' | 'cancelled' | 'expired' | 'status'
>

/** A booking that travels on a date still to come (or today). */
export function showsBookingQr(order: QrOrder, today = dhakaToday()): boolean {
  return (
    !order.cancelled &&
    !order.expired &&
    order.status !== 'expired' &&
    order.departureDate !== null &&
    order.departureDate >= today
  )
}

export function BookingQrButton({ order }: { order: QrOrder }) {
  const [open, setOpen] = useState(false)
  if (!showsBookingQr(order)) return null
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={t.qrFor({ tour: order.tourName })}
      >
        <QrCode aria-hidden="true" className="size-4" />
        {t.qrButton}
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t.qrTitle}
        description={t.qrDescription({
          tour: order.tourName,
          date: formatLongDate(order.departureDate!),
        })}
        closeButton
        size="sm"
      >
        <BookingQr reference={order.reference} className="mt-5" />
      </Modal>
    </>
  )
}

/** The code, black on white with its quiet zone, and the reference in large type beside it. */
export function BookingQr({ reference, className }: { reference: string; className?: string }) {
  const { size, path } = bookingQrPath(reference)
  const box = size + 8
  return (
    <figure className={className}>
      <svg
        role="img"
        aria-label={t.qrImage({ reference })}
        viewBox={`-4 -4 ${box} ${box}`}
        shapeRendering="crispEdges"
        className="mx-auto block size-56 rounded-lg bg-white ring-1 ring-slate-200"
      >
        <rect x={-4} y={-4} width={box} height={box} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
      <figcaption className="mt-4 text-center">
        <span className="block text-sm font-semibold text-slate-600">{t.qrReference}</span>
        <span className="block font-mono text-2xl font-bold tracking-wider text-slate-900">
          {reference}
        </span>
      </figcaption>
    </figure>
  )
}
