/**
 * 'Travellers' on a live booking in My Booking (issue 32 item 6): opens who's travelling, where
 * the customer gives every traveller's name (and for permits nationality and a document) until
 * the tour's deadline, and reads them afterwards. The Pay page offers the same below the payment
 * (`TravellersDisclosure`), closed until asked for, so booking and naming go together.
 */
import { UsersRound } from 'lucide-react'
import { useState } from 'react'
import type { Order } from '#shared/contracts/orders.ts'
import { messages } from '#shared/messages.ts'
import { Button } from '#web/components/button.tsx'
import { Modal } from '#web/components/modal.tsx'
import { isGiftVoucherSale } from '../lib/gift-voucher-sale.ts'
import { TravellersForm } from './travellers-form.tsx'

const t = messages.travellers

type TravellersOrder = Pick<Order, '_id' | 'tourName' | 'cancelled' | 'expired' | 'status'> &
  Partial<Pick<Order, 'sale'>>

/**
 * A booking that still travels: not cancelled, its hold not run out, its trip not over (and a
 * trip at all: not a gift voucher's sale).
 */
export function hasTravellers(order: TravellersOrder): boolean {
  return (
    !isGiftVoucherSale(order) &&
    !order.cancelled &&
    !order.expired &&
    order.status !== 'expired' &&
    order.status !== 'completed'
  )
}

export function TravellersButton({ order }: { order: TravellersOrder }) {
  const [open, setOpen] = useState(false)
  if (!hasTravellers(order)) return null
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={t.buttonFor({ tour: order.tourName })}
      >
        <UsersRound aria-hidden="true" className="size-4" />
        {t.button}
      </Button>
      <Modal open={open} onOpenChange={setOpen} title={t.title} closeButton>
        {open && <TravellersForm orderId={order._id} />}
      </Modal>
    </>
  )
}

/** Who's travelling as a disclosure (the Pay page): its form loads when first opened. */
export function TravellersDisclosure({
  orderId,
  className,
}: {
  orderId: string
  className?: string
}) {
  const [opened, setOpened] = useState(false)
  return (
    <details
      className={className}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true)
      }}
    >
      <summary className="cursor-pointer font-semibold text-emerald-800 underline underline-offset-2">
        {t.title}
      </summary>
      {opened && <TravellersForm orderId={orderId} />}
    </details>
  )
}
