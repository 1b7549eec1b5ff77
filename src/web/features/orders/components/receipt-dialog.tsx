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
import { Button, buttonClass } from '#web/components/button.tsx'
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
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={messages.receipt.for({ tour: order.tourName })}
      >
        <ReceiptText aria-hidden="true" className="size-4" />
        {messages.orders.receipt}
      </Button>
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
            className={buttonClass({ variant: 'outline' })}
          >
            <Printer aria-hidden="true" className="size-4" />
            {messages.receipt.printable}
          </Link>
          <Button variant="secondary" className="px-6" onClick={() => setOpen(false)}>
            {messages.orders.close}
          </Button>
        </div>
      </Modal>
    </>
  )
}
