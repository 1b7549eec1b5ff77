/**
 * Deleting an order (spec section 2, Delete modal): the trash button opens 'Are your you want to
 * perform this action?' with Confirm and Close; Confirm reads 'Deleting...' while the request
 * runs, then the modal closes with the list already reloaded. One dialog serves a whole list, so
 * it survives its row disappearing; focus then goes to the list instead of the vanished button.
 * A paid order's trash button is disabled and says why in a visible note that is also its
 * description: a tooltip reaches neither touch users nor, on a disabled button, the keyboard.
 * A cancelled order (its plan was withdrawn) has no Delete: it is kept for the records, and its
 * status says Cancelled.
 */
import { Trash2 } from 'lucide-react'
import { useId, useRef, useState, type RefObject } from 'react'
import type { Order } from '#shared/contracts/orders.ts'
import { messages } from '#shared/messages.ts'
import { formatUsd } from '#shared/money.ts'
import { Modal } from '#web/components/modal.tsx'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { errorMessage } from '#web/lib/error-message.ts'
import { useDeleteOrder } from '../api/delete-order.ts'
import { formatBookedDate } from '../lib/format.ts'

/** State of the list's one delete dialog; `ask` is what each row's trash button calls. */
export function useDeleteOrderDialog() {
  const [order, setOrder] = useState<Order | null>(null)
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLElement | null>(null)
  return {
    order,
    open,
    setOpen,
    trigger,
    ask(next: Order, button: HTMLElement) {
      trigger.current = button
      setOrder(next)
      setOpen(true)
    },
  }
}

export function DeleteOrderButton({
  order,
  onAsk,
}: {
  order: Order
  onAsk: (order: Order, button: HTMLElement) => void
}) {
  const whyId = useId()
  if (order.cancelled) return null
  const button = (
    <button
      type="button"
      aria-label="Delete"
      aria-describedby={order.isPaid ? whyId : undefined}
      disabled={order.isPaid}
      title={order.isPaid ? undefined : `Delete ${order.tourName}`}
      onClick={(event) => onAsk(order, event.currentTarget)}
      className="grid size-10 shrink-0 place-items-center rounded-full text-red-700 ring-1 ring-red-200 transition hover:bg-red-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:ring-slate-200 disabled:hover:bg-transparent"
    >
      <Trash2 aria-hidden="true" className="size-5" />
    </button>
  )
  if (!order.isPaid) return button
  return (
    <span className="flex w-28 shrink-0 flex-col items-center gap-1">
      {button}
      <span id={whyId} className="text-center text-xs leading-tight text-slate-600">
        {messages.orders.paidNoDelete}
      </span>
    </span>
  )
}

interface DeleteOrderDialogProps {
  state: ReturnType<typeof useDeleteOrderDialog>
  /** Focused after a deletion, when the row's button is gone. */
  fallbackFocus: RefObject<HTMLElement | null>
  onDeleted?: (order: Order) => void
}

export function DeleteOrderDialog({ state, fallbackFocus, onDeleted }: DeleteOrderDialogProps) {
  const { order, open, setOpen, trigger } = state
  const deletion = useDeleteOrder()
  const [error, setError] = useState<string | null>(null)

  function onOpenChange(next: boolean) {
    setOpen(next)
    if (!next) {
      setError(null)
      deletion.reset()
    }
  }

  async function confirm() {
    if (!order) return
    setError(null)
    try {
      await deletion.mutateAsync(order._id)
      onOpenChange(false)
      onDeleted?.(order)
    } catch (failure) {
      setError(errorMessage(failure, 'We could not delete this order. Please try again later.'))
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      locked={deletion.isPending}
      size="sm"
      title={messages.orders.deleteQuestion}
      description={
        order
          ? `${order.tourName} (${formatUsd(order.tourPrice)}), booked ${formatBookedDate(order.createdAt)}. This cannot be undone.`
          : undefined
      }
      returnFocus={() => (trigger.current?.isConnected ? trigger.current : fallbackFocus.current)}
    >
      {error && <StatusAlert className="mt-5" tone="error" message={error} />}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={() => onOpenChange(false)}
          disabled={deletion.isPending}
          className="rounded-full px-6 py-2.5 font-semibold text-slate-700 ring-1 ring-slate-300 transition hover:bg-slate-50 disabled:opacity-60"
        >
          {messages.orders.close}
        </button>
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={deletion.isPending}
          className="inline-flex items-center justify-center gap-2 rounded-full bg-red-700 px-6 py-2.5 font-semibold text-white shadow-sm transition hover:bg-red-800 disabled:cursor-wait disabled:opacity-80"
        >
          {deletion.isPending && (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none"
            />
          )}
          {deletion.isPending ? messages.orders.deleting : messages.orders.confirm}
        </button>
      </div>
    </Modal>
  )
}
