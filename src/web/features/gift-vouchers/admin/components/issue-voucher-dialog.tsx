/**
 * "Issue a voucher" in a dialog over the table: the form, mounted afresh on each opening (empty,
 * no errors). While the request runs the dialog cannot be closed; once the voucher is issued it
 * closes, and focus goes back to the button that opened it.
 */
import { useState } from 'react'
import type { AdminGiftVoucher, GiftVoucherIssue } from '#shared/contracts/gift-vouchers.ts'
import { messages } from '#shared/messages.ts'
import type { CurrencyCode } from '#shared/money.ts'
import { Modal } from '#web/components/modal.tsx'
import { IssueVoucherForm } from './issue-voucher-form.tsx'

const m = () => messages.giftVoucherAdmin

export function IssueVoucherDialog({
  open,
  onOpenChange,
  currency,
  onIssue,
  onIssued,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  currency: CurrencyCode
  onIssue: (input: GiftVoucherIssue) => Promise<AdminGiftVoucher>
  onIssued: (voucher: AdminGiftVoucher) => void
}) {
  const [busy, setBusy] = useState(false)
  // Each opening's form starts empty; the last one stays while the dialog fades out.
  const [round, setRound] = useState(open ? 1 : 0)
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) setRound((n) => n + 1)
  }
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      locked={busy}
      title={m().issueTitle}
      description={m().issueIntro}
    >
      {round > 0 && (
        <IssueVoucherForm
          key={round}
          currency={currency}
          onBusyChange={setBusy}
          onCancel={() => onOpenChange(false)}
          onIssue={async (input) => {
            const voucher = await onIssue(input)
            onOpenChange(false)
            onIssued(voucher)
          }}
        />
      )}
    </Modal>
  )
}
