/**
 * "Check a voucher's balance" (issue 33 item 4), for a signed-in customer: a code, then what is
 * left on it, of how much, its state and until when. Every refusal (no such code, too many
 * tries, the connection) shows under the field, read with it.
 */
import { useState } from 'react'
import type { GiftVoucherBalance } from '#shared/contracts/gift-vouchers.ts'
import { formatShortDate } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { formatMoney, fromMajor } from '#shared/money.ts'
import { Button } from '#web/components/button.tsx'
import { TextField } from '#web/components/text-field.tsx'
import { errorMessage } from '#web/lib/error-message.ts'
import { fieldErrorOf } from '#web/lib/field-error.ts'
import { useCheckGiftVoucher } from '../api/check-gift-voucher.ts'
import { VoucherStatus } from './voucher-status.tsx'

export function BalanceCheck() {
  const t = messages.giftVoucherPage
  const check = useCheckGiftVoucher()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [found, setFound] = useState<GiftVoucherBalance | null>(null)

  const submit = async () => {
    setFound(null)
    if (!code.trim()) {
      setError(messages.giftVoucher.codeRequired)
      return
    }
    setError(undefined)
    try {
      setFound(await check.mutateAsync(code))
    } catch (failure) {
      setError(fieldErrorOf(failure)?.message ?? errorMessage(failure, t.checkFailed))
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
      noValidate
      aria-label={t.checkTitle}
    >
      {/* The page's side column is narrow: the button under the field, not beside it. */}
      <div className="flex flex-col items-start gap-3">
        <TextField
          label={t.code}
          className="w-full"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={code}
          error={error}
          onChange={(event) => {
            setCode(event.target.value)
            setError(undefined)
          }}
        />
        <Button type="submit" variant="outline" busy={check.isPending}>
          {t.check}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {found && (
          <div className="mt-4 rounded-xl bg-emerald-50/70 p-4 ring-1 ring-emerald-100">
            <p className="font-mono text-sm font-semibold tracking-wide text-slate-700">
              {found.code}
            </p>
            <p className="mt-1 text-lg font-bold text-slate-900 tabular-nums">
              {t.balanceLeft({
                balance: formatMoney(fromMajor(found.balance, found.currency)),
                amount: formatMoney(fromMajor(found.amount, found.currency)),
              })}
            </p>
            <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <VoucherStatus status={found.status} />
              <span>{t.validUntil({ date: formatShortDate(found.expiresOn) })}</span>
            </p>
          </div>
        )}
      </div>
    </form>
  )
}
