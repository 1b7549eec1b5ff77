/**
 * Cancelling a gift voucher: what is left on it can no longer be spent, or (a bought voucher with
 * money left, when the admin ticks it) goes back to its buyer. One dialog serves the whole
 * table. It asks why (required, for the audit log; checked with the API's own schema, and
 * the server's refusal of the field shown under it); while the request runs it cannot be closed
 * and its button reads "Cancelling…"; a refusal (409: cancelled meanwhile) stays in the dialog.
 * Focus goes back to the row's Cancel, or to the list when that button went with the new state.
 */
import { useState, type FormEvent, type RefObject } from 'react'
import {
  giftVoucherCancelSchema,
  type AdminGiftVoucher,
  type GiftVoucherCancel,
} from '#shared/contracts/gift-vouchers.ts'
import { messages } from '#shared/messages.ts'
import { Button } from '#web/components/button.tsx'
import type { ConfirmDialogState } from '#web/components/confirm-dialog.tsx'
import { Modal } from '#web/components/modal.tsx'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { TextareaField } from '#web/components/textarea-field.tsx'
import { errorMessage } from '#web/lib/error-message.ts'
import { fieldErrorOf } from '#web/lib/field-error.ts'
import { voucherMoney } from './voucher-parts.tsx'

const m = () => messages.giftVoucherAdmin

export function CancelVoucherDialog({
  state,
  fallbackFocus,
  onCancel,
  onCancelled,
}: {
  state: ConfirmDialogState<AdminGiftVoucher>
  /** Focused after a cancellation, when the row's button is gone. */
  fallbackFocus: RefObject<HTMLElement | null>
  onCancel: (voucher: AdminGiftVoucher, cancel: GiftVoucherCancel) => Promise<AdminGiftVoucher>
  onCancelled: (voucher: AdminGiftVoucher) => void
}) {
  const { item, open, setOpen, trigger } = state
  const [busy, setBusy] = useState(false)
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      locked={busy}
      size="sm"
      title={item ? m().cancelTitle({ code: item.code }) : m().cancelConfirm}
      description={
        item
          ? m().cancelDescribe({ balance: voucherMoney(item.balance, item.currency) })
          : undefined
      }
      returnFocus={() => (trigger.current?.isConnected ? trigger.current : fallbackFocus.current)}
    >
      {/* Mounted per opening: each starts with no reason and no error. */}
      {item && (
        <CancelForm
          key={item.id}
          voucher={item}
          onBusyChange={setBusy}
          onClose={() => setOpen(false)}
          onCancel={onCancel}
          onCancelled={(voucher) => {
            setOpen(false)
            onCancelled(voucher)
          }}
        />
      )}
    </Modal>
  )
}

function CancelForm({
  voucher,
  onBusyChange,
  onClose,
  onCancel,
  onCancelled,
}: {
  voucher: AdminGiftVoucher
  onBusyChange: (busy: boolean) => void
  onClose: () => void
  onCancel: (voucher: AdminGiftVoucher, cancel: GiftVoucherCancel) => Promise<AdminGiftVoucher>
  onCancelled: (voucher: AdminGiftVoucher) => void
}) {
  const [reason, setReason] = useState('')
  const refundable = voucher.origin === 'sold' && voucher.balance > 0
  const [refund, setRefund] = useState(false)
  const [reasonError, setReasonError] = useState<string | undefined>()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const focusReason = () =>
    document.querySelector<HTMLElement>('[data-field="cancel-reason"]')?.focus()

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    setError(null)
    const parsed = giftVoucherCancelSchema.safeParse({ reason, refund: refundable && refund })
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message)
      focusReason()
      return
    }
    setReasonError(undefined)
    setBusy(true)
    onBusyChange(true)
    let cancelled: AdminGiftVoucher | undefined
    try {
      cancelled = await onCancel(voucher, parsed.data)
    } catch (caught) {
      const field = fieldErrorOf(caught)
      if (field?.field === 'reason') {
        setReasonError(field.message)
        focusReason()
      } else {
        setError(errorMessage(caught, m().cancelFailed))
      }
    } finally {
      setBusy(false)
      onBusyChange(false)
    }
    if (cancelled) onCancelled(cancelled)
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 space-y-5">
      <TextareaField
        label={m().reason}
        hint={m().cancelReasonHint}
        rows={3}
        maxLength={300}
        error={reasonError}
        value={reason}
        readOnly={busy}
        onChange={(event) => {
          setReason(event.target.value)
          setReasonError(undefined)
        }}
        data-field="cancel-reason"
      />
      {refundable && (
        <div>
          <label className="flex items-start gap-2 font-medium text-slate-900">
            <input
              type="checkbox"
              className="mt-1 size-4 shrink-0 accent-emerald-700"
              checked={refund}
              disabled={busy}
              aria-describedby="cancel-refund-hint"
              onChange={(event) => setRefund(event.target.checked)}
              data-field="cancel-refund"
            />
            {m().refundToBuyer({ balance: voucherMoney(voucher.balance, voucher.currency) })}
          </label>
          <p id="cancel-refund-hint" className="mt-1 pl-6 text-sm text-slate-600">
            {m().refundToBuyerHint}
          </p>
        </div>
      )}
      {error && <StatusAlert tone="error" message={error} />}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="secondary"
          className="px-6"
          onClick={onClose}
          disabled={busy}
        >
          {m().keep}
        </Button>
        <Button type="submit" variant="danger" className="px-6" busy={busy}>
          {busy ? m().cancelling : m().cancelConfirm}
        </Button>
      </div>
    </form>
  )
}
