/**
 * Cancelling a booking (My Booking for customers, Manage Order for admins). The row's "Cancel
 * booking" opens one dialog per list, which first asks the server what cancelling now would do
 * ("Working out your refund…"), then shows the days to departure, the refund (or that none is
 * due, or that nothing was paid) and the booking's policy with the tier that applies marked.
 * Admins also choose between the policy's refund and a full one, and may give a reason for the
 * customer's mail. While the request runs the dialog cannot be closed and its button reads
 * "Cancelling…"; a second click sends nothing. A refusal (409: travelled, cancelled elsewhere)
 * stays in the dialog; success closes it once the lists show the new state, and the page says
 * the outcome in its live region. Focus goes back to the row's button, or to the list when
 * the button went with the booking's new state.
 */
import { Ban } from 'lucide-react'
import { useId, useRef, useState, type RefObject } from 'react'
import type { Order } from '#shared/contracts/orders.ts'
import type { CancellationTerms } from '#shared/contracts/lifecycle.ts'
import { messages } from '#shared/messages.ts'
import { formatMoney, fromMajor, type CurrencyCode } from '#shared/money.ts'
import { Button } from '#web/components/button.tsx'
import { useConfirmDialog, type ConfirmDialogState } from '#web/components/confirm-dialog.tsx'
import { Modal } from '#web/components/modal.tsx'
import { PolicyTiers } from '#web/components/policy-tiers.tsx'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { TextareaField } from '#web/components/textarea-field.tsx'
import { cx } from '#web/lib/cx.ts'
import { errorMessage } from '#web/lib/error-message.ts'
import { useCancelOrder, type CancelOrderResult } from '../api/cancel-order.ts'
import { useCancellation } from '../api/get-cancellation.ts'
import { isCancellable } from '../lib/cancellable.ts'
import { BookingFacts } from './booking-facts.tsx'

const m = messages.lifecycle

export type CancelAudience = 'customer' | 'admin'

/** State of the list's one cancel dialog; `ask` is what each row's button calls. */
export const useCancelBookingDialog = () => useConfirmDialog<Order>()

export function CancelBookingButton({
  order,
  onAsk,
}: {
  order: Order
  onAsk: (order: Order, button: HTMLElement) => void
}) {
  if (!isCancellable(order)) return null
  return (
    <Button
      variant="danger-outline"
      size="sm"
      className="whitespace-nowrap"
      aria-label={m.cancelFor({ reference: order.reference, tour: order.tourName })}
      aria-haspopup="dialog"
      onClick={(event) => onAsk(order, event.currentTarget)}
    >
      <Ban aria-hidden="true" className="size-4" />
      {m.cancelBooking}
    </Button>
  )
}

/** The sentence a page shows once a booking is cancelled. */
export function cancelledMessage(audience: CancelAudience, { order, refund }: CancelOrderResult) {
  const amount = formatMoney(fromMajor(refund, order.currency))
  if (audience === 'admin') {
    return refund > 0
      ? m.adminCancelledRefund({ reference: order.reference, amount })
      : m.adminCancelled({ reference: order.reference })
  }
  return refund > 0 ? m.cancelledRefund({ amount }) : m.cancelled
}

interface CancelBookingDialogProps {
  state: ConfirmDialogState<Order>
  audience: CancelAudience
  /** Focused after a cancellation when the row's button is gone. */
  fallbackFocus: RefObject<HTMLElement | null>
  onCancelled: (result: CancelOrderResult) => void
}

export function CancelBookingDialog({
  state,
  audience,
  fallbackFocus,
  onCancelled,
}: CancelBookingDialogProps) {
  const { item, open, setOpen, trigger } = state
  const [busy, setBusy] = useState(false)
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      locked={busy}
      title={item ? m.cancelTitle({ tour: item.tourName }) : m.cancelBooking}
      returnFocus={() => (trigger.current?.isConnected ? trigger.current : fallbackFocus.current)}
    >
      {/* Mounted per opening: each one asks the server afresh and starts with nothing chosen. */}
      {item && (
        <CancelBody
          key={item._id}
          order={item}
          audience={audience}
          onBusyChange={setBusy}
          onClose={() => setOpen(false)}
          onCancelled={(result) => {
            setOpen(false)
            onCancelled(result)
          }}
        />
      )}
    </Modal>
  )
}

function CancelBody({
  order,
  audience,
  onBusyChange,
  onClose,
  onCancelled,
}: {
  order: Order
  audience: CancelAudience
  onBusyChange: (busy: boolean) => void
  onClose: () => void
  onCancelled: (result: CancelOrderResult) => void
}) {
  const terms = useCancellation(order._id)
  const cancel = useCancelOrder()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [refund, setRefund] = useState<'policy' | 'full'>('policy')
  const [reason, setReason] = useState('')
  // State updates land after the click: a second click in the same moment must find it taken.
  const sending = useRef(false)

  async function confirm() {
    if (sending.current) return
    sending.current = true
    setBusy(true)
    onBusyChange(true)
    setError(null)
    try {
      const result = await cancel.mutateAsync({
        orderId: order._id,
        ...(audience === 'admin' && { refund, reason: reason.trim() || undefined }),
      })
      onBusyChange(false)
      onCancelled(result)
    } catch (caught) {
      setError(errorMessage(caught, m.cancelFailed))
      onBusyChange(false)
    } finally {
      sending.current = false
      setBusy(false)
    }
  }

  const ready = terms.isSuccess && terms.data.cancellable
  return (
    <div className="mt-2">
      <BookingFacts order={order} />
      <div className="mt-5 min-h-24">
        {terms.isPending ? (
          <p role="status" className="flex items-center gap-3 py-4 text-slate-700">
            <span
              aria-hidden="true"
              className="size-6 animate-spin rounded-full border-4 border-emerald-200 border-t-emerald-700 motion-reduce:animate-none"
            />
            {m.cancelLoading}
          </p>
        ) : terms.isError ? (
          <div className="space-y-3">
            <StatusAlert tone="error" message={errorMessage(terms.error, m.cancelLoadFailed)} />
            <Button
              variant="outline"
              size="sm"
              className="px-5"
              onClick={() => void terms.refetch()}
              disabled={terms.isFetching}
            >
              {terms.isFetching ? messages.common.retrying : messages.common.retry}
            </Button>
          </div>
        ) : !terms.data.cancellable ? (
          <StatusAlert tone="info" message={terms.data.refusal ?? m.cancelFailed} />
        ) : (
          <TermsView
            terms={terms.data}
            currency={order.currency}
            audience={audience}
            refund={refund}
            onRefund={setRefund}
            reason={reason}
            onReason={setReason}
            disabled={busy}
          />
        )}
      </div>

      {error && <StatusAlert className="mt-5" tone="error" message={error} />}

      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" className="px-6" onClick={onClose} disabled={busy}>
          {ready || terms.isPending ? m.cancelKeep : m.cancelClose}
        </Button>
        {(ready || terms.isPending) && (
          <Button
            variant="danger"
            className="px-6"
            onClick={() => void confirm()}
            disabled={!ready || busy}
            busy={busy}
          >
            {busy ? m.cancelling : m.cancelConfirm}
          </Button>
        )}
      </div>
    </div>
  )
}

function TermsView({
  terms,
  currency,
  audience,
  refund,
  onRefund,
  reason,
  onReason,
  disabled,
}: {
  terms: CancellationTerms
  /** The booking's currency, which the terms' amounts are in. */
  currency: CurrencyCode
  audience: CancelAudience
  refund: 'policy' | 'full'
  onRefund: (refund: 'policy' | 'full') => void
  reason: string
  onReason: (reason: string) => void
  disabled: boolean
}) {
  const policyId = useId()
  const refundName = useId()
  const amount = (major: number) => formatMoney(fromMajor(major, currency))
  const refundLine =
    terms.paid === 0
      ? m.cancelUnpaid
      : terms.refund > 0
        ? m.cancelRefund({ amount: amount(terms.refund), percent: terms.refundPercent })
        : m.cancelNoRefund
  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <p className="text-slate-700">
          {terms.daysBefore === null
            ? m.cancelNoDate
            : m.cancelDaysBefore({ days: terms.daysBefore })}
        </p>
        {audience === 'admin' && terms.paid > 0 ? (
          <p className="text-slate-700">{m.adminPaid({ amount: amount(terms.paid) })}</p>
        ) : (
          <p
            className={cx(
              'rounded-xl px-4 py-3 font-semibold ring-1',
              terms.refund > 0
                ? 'bg-emerald-50 text-emerald-900 ring-emerald-200'
                : 'bg-slate-50 text-slate-800 ring-slate-200',
            )}
          >
            {refundLine}
          </p>
        )}
      </div>

      {audience === 'admin' && terms.paid > 0 && (
        <fieldset disabled={disabled}>
          <legend className="font-semibold text-slate-800">{m.refundLegend}</legend>
          <div className="mt-2 space-y-2">
            <RefundOption
              name={refundName}
              checked={refund === 'policy'}
              onChange={() => onRefund('policy')}
              label={m.refundByPolicy({
                amount: amount(terms.refund),
                percent: terms.refundPercent,
              })}
            />
            <RefundOption
              name={refundName}
              checked={refund === 'full'}
              onChange={() => onRefund('full')}
              label={m.refundInFull({ amount: amount(terms.paid) })}
            />
          </div>
        </fieldset>
      )}
      {audience === 'admin' && (
        <TextareaField
          label={m.adminReason}
          hint={m.adminReasonHint}
          rows={2}
          maxLength={500}
          value={reason}
          disabled={disabled}
          onChange={(event) => onReason(event.currentTarget.value)}
        />
      )}

      <section aria-labelledby={policyId}>
        <h3 id={policyId} className="text-sm font-bold text-slate-900">
          {m.policyTitle}
        </h3>
        <PolicyTiers className="mt-2" policy={terms.policy} daysBefore={terms.daysBefore} />
      </section>
    </div>
  )
}

function RefundOption({
  name,
  checked,
  onChange,
  label,
}: {
  name: string
  checked: boolean
  onChange: () => void
  label: string
}) {
  return (
    <label
      className={cx(
        'flex cursor-pointer items-center gap-3 rounded-xl px-4 py-3 ring-1 transition',
        checked ? 'bg-emerald-50 ring-emerald-700' : 'bg-white ring-slate-300 hover:bg-slate-50',
      )}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        className="size-4 accent-emerald-700"
      />
      <span className="text-sm font-medium text-slate-900">{label}</span>
    </label>
  )
}
