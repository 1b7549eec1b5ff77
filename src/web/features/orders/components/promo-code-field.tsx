/**
 * The booking dialog's "Promo code" field (decision 050): typed, then Apply asks the server what
 * it takes off this booking. The outcome is said in a polite live region (the discount taken),
 * or under the field as its error (the server's reason: unknown, expired, used up, another tour,
 * below the minimum spend). A code applied can be removed; typing another drops it until Apply.
 * The dialog shows the discount as a line on its total and sends the applied code with the
 * booking.
 */
import { useState } from 'react'
import type { PromoQuote } from '#shared/contracts/promo-codes.ts'
import { messages } from '#shared/messages.ts'
import { fromMajor } from '#shared/money.ts'
import { Button } from '#web/components/button.tsx'
import { FieldFrame, useField } from '#web/components/field-frame.tsx'
import { usePriceFormat } from '#web/components/price.tsx'
import { errorMessage } from '#web/lib/error-message.ts'
import { cx } from '#web/lib/cx.ts'
import { fieldErrorOf } from '#web/lib/field-error.ts'

export function PromoCodeField({
  applied,
  onApplied,
  check,
  error: outsideError,
}: {
  applied: PromoQuote | null
  onApplied: (quote: PromoQuote | null) => void
  /** Asks the server; rejects with its refusal. */
  check: (code: string) => Promise<PromoQuote>
  /** A refusal of the code by the booking itself (POST /order named `promoCode`). */
  error?: string
}) {
  const m = messages.promoCode
  // As the dialog's total shows prices: in taka on a Bangla page, with the dollars beside.
  const formatPrice = usePriceFormat()
  const [code, setCode] = useState(applied?.code ?? '')
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [said, setSaid] = useState('')
  const error = refusal ?? outsideError
  const field = useField({ hint: m.hint, error })

  const apply = async () => {
    const typed = code.trim()
    setSaid('')
    if (!typed) {
      setRefusal(m.codeRequired)
      return
    }
    setBusy(true)
    try {
      const quote = await check(typed)
      setRefusal(null)
      setCode(quote.code)
      onApplied(quote)
      setSaid(
        m.applied({
          code: quote.code,
          amount: formatPrice(fromMajor(quote.discount, quote.currency)),
        }),
      )
    } catch (failure) {
      onApplied(null)
      setRefusal(fieldErrorOf(failure)?.message ?? errorMessage(failure, m.checkFailed))
    } finally {
      setBusy(false)
    }
  }

  const remove = () => {
    setCode('')
    setRefusal(null)
    onApplied(null)
    setSaid(m.removed)
  }

  return (
    <div>
      <FieldFrame field={field} label={m.field} hint={m.hint} error={error}>
        <div className="mt-2 flex gap-2">
          <input
            {...field.controlProps}
            className={cx(field.controlProps.className.replace('mt-2 ', ''), 'min-w-0 flex-1')}
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            onChange={(event) => {
              setCode(event.target.value)
              setRefusal(null)
              if (applied) onApplied(null)
            }}
            onKeyDown={(event) => {
              // Enter applies the code instead of sending the booking.
              if (event.key === 'Enter') {
                event.preventDefault()
                void apply()
              }
            }}
          />
          {applied ? (
            <Button
              type="button"
              variant="secondary"
              onClick={remove}
              className="shrink-0 whitespace-nowrap"
            >
              {m.remove}
            </Button>
          ) : (
            <Button
              type="button"
              variant="outline"
              busy={busy}
              onClick={() => void apply()}
              className="shrink-0 whitespace-nowrap"
            >
              {m.apply}
            </Button>
          )}
        </div>
      </FieldFrame>
      <p role="status" aria-live="polite" className="mt-2 text-sm font-medium text-emerald-800">
        {said}
      </p>
    </div>
  )
}
