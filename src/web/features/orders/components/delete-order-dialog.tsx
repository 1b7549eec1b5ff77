/**
 * Deleting an order (spec section 2, Delete modal): the trash button opens 'Are your you want to
 * perform this action?' with Confirm and Close; Confirm reads 'Deleting...' while the request
 * runs, then the modal closes with the list already reloaded. One dialog serves a whole list, so
 * it survives its row disappearing; focus then goes to the list instead of the vanished button.
 * A paid order's trash button stays in its place, disabled, and says why in a visible note that
 * is also its description (a tooltip reaches neither touch users nor, on a disabled button, the
 * keyboard); while the booking can still be cancelled, the note points to Cancel booking.
 * A cancelled order (its plan was withdrawn) has no Delete: it is kept for the records, and its
 * status says Cancelled.
 */
import { Trash2 } from 'lucide-react'
import { useId, type RefObject } from 'react'
import type { Order } from '#shared/contracts/orders.ts'
import { messages } from '#shared/messages.ts'
import { formatMoney, fromMajor } from '#shared/money.ts'
import {
  ConfirmDialog,
  useConfirmDialog,
  type ConfirmDialogState,
} from '#web/components/confirm-dialog.tsx'
import { useDeleteOrder } from '../api/delete-order.ts'
import { isCancellable } from '../lib/cancellable.ts'
import { formatBookedDate } from '../lib/format.ts'

/** State of the list's one delete dialog; `ask` is what each row's trash button calls. */
export const useDeleteOrderDialog = () => useConfirmDialog<Order>()

export function DeleteOrderButton({
  order,
  onAsk,
}: {
  order: Order
  onAsk: (order: Order, button: HTMLElement) => void
}) {
  const whyId = useId()
  if (order.cancelled) return null
  // A deposit is money paid too: such a booking is cancelled (and refunded), never deleted.
  const paid = order.isPaid || order.paidAmount > order.refundedAmount
  const button = (
    <button
      type="button"
      aria-label={messages.orders.delete}
      aria-describedby={paid ? whyId : undefined}
      disabled={paid}
      title={paid ? undefined : messages.orders.deleteTitle({ tour: order.tourName })}
      onClick={(event) => onAsk(order, event.currentTarget)}
      className="grid size-10 shrink-0 place-items-center rounded-full text-red-700 ring-1 ring-red-200 transition hover:bg-red-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:ring-slate-200 disabled:hover:bg-transparent"
    >
      <Trash2 aria-hidden="true" className="size-5" />
    </button>
  )
  if (!paid) return button
  return (
    <span className="flex w-28 shrink-0 flex-col items-center gap-1">
      {button}
      <span id={whyId} className="text-center text-xs leading-tight text-slate-600">
        {isCancellable(order) ? messages.orders.paidCancelInstead : messages.orders.paidNoDelete}
      </span>
    </span>
  )
}

interface DeleteOrderDialogProps {
  state: ConfirmDialogState<Order>
  /** Focused after a deletion, when the row's button is gone. */
  fallbackFocus: RefObject<HTMLElement | null>
}

export function DeleteOrderDialog({ state, fallbackFocus }: DeleteOrderDialogProps) {
  const deletion = useDeleteOrder()
  return (
    <ConfirmDialog
      state={state}
      fallbackFocus={fallbackFocus}
      title={messages.orders.deleteQuestion}
      describe={(order) =>
        messages.orders.deleteDescribe({
          tour: order.tourName,
          price: formatMoney(fromMajor(order.tourPrice, order.currency)),
          booked: formatBookedDate(order.createdAt),
        })
      }
      cancelLabel={messages.orders.close}
      confirmLabel={messages.orders.confirm}
      busyLabel={messages.orders.deleting}
      failure={messages.orders.deleteFailed}
      action={(order) => deletion.mutateAsync(order._id)}
    />
  )
}
