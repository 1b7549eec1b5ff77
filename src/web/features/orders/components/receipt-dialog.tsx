/**
 * 'Receipt' on a paid order in My Booking: a button that opens the order's receipt in a modal.
 * The receipt is fetched when the modal opens (its content mounts only then); "Printable
 * receipt" leads to the booking's whole account, to print or keep.
 */
import { Printer, ReceiptText } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import type { Order } from '#shared/contracts/orders.ts'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { Modal } from '#web/components/modal.tsx'
import { ReceiptPanel } from './receipt-details.tsx'

export function ReceiptButton({
  order,
}: {
  order: Pick<Order, '_id' | 'tourName' | 'isPaid' | 'transaction'>
}) {
  const [open, setOpen] = useState(false)
  if (!order.isPaid) return null
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={messages.receipt.for({ tour: order.tourName })}
        className="inline-flex items-center gap-1.5 rounded-full bg-white px-4 py-2 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-700 transition hover:bg-emerald-50"
      >
        <ReceiptText aria-hidden="true" className="size-4" />
        {messages.orders.receipt}
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={messages.orders.receipt}
        description={messages.receipt.description({ tour: order.tourName })}
      >
        <ReceiptPanel orderId={order._id} onFile={Boolean(order.transaction)} className="mt-6" />
        <div className="mt-6 flex flex-wrap items-center justify-end gap-3">
          {/* Ours (issue 30): the whole account, to print or keep. */}
          <Link
            to={paths.dashboardReceipt(order._id)}
            className="inline-flex items-center gap-1.5 rounded-full px-5 py-2.5 font-semibold text-emerald-800 ring-1 ring-emerald-700 transition hover:bg-emerald-50"
          >
            <Printer aria-hidden="true" className="size-4" />
            {messages.receipt.printable}
          </Link>
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="rounded-full px-6 py-2.5 font-semibold text-slate-700 ring-1 ring-slate-300 transition hover:bg-slate-50"
          >
            {messages.orders.close}
          </button>
        </div>
      </Modal>
    </>
  )
}
