/**
 * The Pay page's "Pay with a gift voucher" (issue 33 item 4): a disclosure with the code and
 * Apply, which spends the voucher on what is due. The outcome is said in a polite live region
 * (what was paid with it and what is left on the voucher), or under the field as its error (the
 * server's reason: unknown, not paid for, spent, expired, another currency). The page then shows
 * what is left to pay, or, when the voucher paid it all, the paid booking.
 */
import { Gift } from 'lucide-react'
import { useState } from 'react'
import type { GiftVoucherRedeemed } from '#shared/contracts/gift-vouchers.ts'
import { messages } from '#shared/messages.ts'
import { formatMoney, fromMajor } from '#shared/money.ts'
import { Button } from '#web/components/button.tsx'
import { FieldFrame, useField } from '#web/components/field-frame.tsx'
import { cx } from '#web/lib/cx.ts'
import { errorMessage } from '#web/lib/error-message.ts'
import { fieldErrorOf } from '#web/lib/field-error.ts'
import { useRedeemGiftVoucher } from '../api/redeem-gift-voucher.ts'

/** What the voucher did, as the page says it: "$50 paid with your gift voucher. $0 is left…" */
export function redeemedMessage(redeemed: GiftVoucherRedeemed): string {
  const amount = (major: number) => formatMoney(fromMajor(major, redeemed.currency))
  return messages.giftVoucherPage.applied({
    applied: amount(redeemed.applied),
    balance: amount(redeemed.balance),
  })
}

export function GiftVoucherField({
  orderId,
  onRedeemed,
  disabled = false,
  className,
}: {
  orderId: string
  /** After the server took it, and the order and its payment were asked for again. */
  onRedeemed: (redeemed: GiftVoucherRedeemed) => void
  disabled?: boolean
  className?: string
}) {
  const t = messages.giftVoucherPage
  const redeem = useRedeemGiftVoucher(orderId)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [said, setSaid] = useState('')
  const field = useField({ hint: t.payCodeHint, error })

  const apply = async () => {
    if (redeem.isPending) return
    setSaid('')
    if (!code.trim()) {
      setError(messages.giftVoucher.codeRequired)
      return
    }
    setError(undefined)
    try {
      const redeemed = await redeem.mutateAsync(code)
      setCode('')
      setSaid(redeemedMessage(redeemed))
      onRedeemed(redeemed)
    } catch (failure) {
      setError(fieldErrorOf(failure)?.message ?? errorMessage(failure, t.applyFailed))
    }
  }

  return (
    <details className={cx('rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200', className)}>
      <summary className="flex cursor-pointer items-center gap-2 font-semibold text-emerald-800">
        <Gift aria-hidden="true" className="size-4" />
        <span className="underline underline-offset-2">{t.payWith}</span>
      </summary>
      <FieldFrame
        field={field}
        label={t.payCode}
        hint={t.payCodeHint}
        error={error}
        className="mt-3"
      >
        <div className="mt-2 flex gap-2">
          <input
            {...field.controlProps}
            className={cx(field.controlProps.className.replace('mt-2 ', ''), 'min-w-0 flex-1')}
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            disabled={disabled}
            onChange={(event) => {
              setCode(event.target.value)
              setError(undefined)
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                void apply()
              }
            }}
          />
          <Button
            type="button"
            variant="outline"
            busy={redeem.isPending}
            disabled={disabled}
            onClick={() => void apply()}
            className="shrink-0 whitespace-nowrap"
          >
            {t.apply}
          </Button>
        </div>
      </FieldFrame>
      <p role="status" aria-live="polite" className="mt-2 text-sm font-medium text-emerald-800">
        {said}
      </p>
    </details>
  )
}
