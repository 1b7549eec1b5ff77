/**
 * The card form of the offline sandbox (test mode): card number, expiry and CVC with light
 * formatting, and a notice that no real money moves. The card goes to our server's sandbox,
 * which answers the way Stripe's test mode does; a refused card comes back with Stripe's code,
 * read in the page's language (lib/payment-failed.ts).
 */
import { FlaskConical } from 'lucide-react'
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { sandboxTestCards } from '#shared/contracts/payments.ts'
import { messages } from '#shared/messages.ts'
import { SubmitButton } from '#web/components/submit-button.tsx'
import { TextField } from '#web/components/text-field.tsx'
import { isApiError } from '#web/lib/api-client.ts'
import { confirmSandboxCard } from '../api/confirm-sandbox-card.ts'
import {
  applyEdit,
  cardFieldErrors,
  formatCardNumber,
  formatCvc,
  formatExpiry,
} from '../lib/card-format.ts'
import { PaymentFailed, refusalOf } from '../lib/payment-failed.ts'
import type { CardFormProps } from './card-form-props.ts'

type Field = 'cardNumber' | 'expiry' | 'cvc'
type Card = Record<Field, string>

const formatters: Record<Field, (text: string, previous: string) => string> = {
  cardNumber: (text) => formatCardNumber(text),
  expiry: formatExpiry,
  cvc: (text) => formatCvc(text),
}

export function SandboxCardForm({ clientSecret, payLabel, paying, onPay, status }: CardFormProps) {
  const [card, setCard] = useState<Card>({ cardNumber: '', expiry: '', cvc: '' })
  const [errors, setErrors] = useState<Partial<Card>>({})
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({})
  const ready = Boolean(clientSecret)

  // A refused card leaves the form in place (success replaces it): back to the card number,
  // which is what the customer changes next. The alert itself is announced on its own.
  const wasPaying = useRef(false)
  useEffect(() => {
    if (wasPaying.current && !paying) inputs.current.cardNumber?.focus()
    wasPaying.current = paying
  }, [paying])

  function change(field: Field) {
    return (event: ChangeEvent<HTMLInputElement>) => {
      const input = event.currentTarget
      const caret = input.selectionStart ?? input.value.length
      const next = applyEdit(card[field], input.value, caret, formatters[field])
      setCard((current) => ({ ...current, [field]: next.value }))
      setErrors((current) => ({ ...current, [field]: undefined }))
      // After React writes the new value, put the caret back after the same digit.
      requestAnimationFrame(() => {
        if (document.activeElement === input) input.setSelectionRange(next.caret, next.caret)
      })
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!clientSecret || paying) return
    const found = cardFieldErrors(card)
    setErrors(found)
    const firstInvalid = (['cardNumber', 'expiry', 'cvc'] as const).find((field) => found[field])
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus()
      return
    }
    onPay(async () => {
      try {
        const result = await confirmSandboxCard({ clientSecret, ...card })
        return result.paymentIntentId
      } catch (error) {
        if (isApiError(error) && error.status === 402) {
          throw new PaymentFailed(error.message, refusalOf(error.details))
        }
        throw error
      }
    })
  }

  return (
    <form aria-label={messages.pay.cardPayment} noValidate onSubmit={submit}>
      <div className="flex items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sky-800" />
        <p>
          <strong className="font-semibold">{messages.cardForm.testMode}</strong>
          {messages.cardForm.testModeUseCard}{' '}
          <span className="font-semibold whitespace-nowrap tabular-nums">
            {sandboxTestCards.success}
          </span>{' '}
          {messages.cardForm.testModeAnyDate}
        </p>
      </div>

      <fieldset disabled={!ready} className="mt-6 min-w-0 space-y-5">
        <legend className="sr-only">{messages.cardForm.details}</legend>
        <TextField
          ref={(element) => {
            inputs.current.cardNumber = element
          }}
          label={messages.cardForm.number}
          name="cardnumber"
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="1234 1234 1234 1234"
          value={card.cardNumber}
          onChange={change('cardNumber')}
          readOnly={paying}
          error={errors.cardNumber}
        />
        <div className="grid grid-cols-2 gap-4">
          <TextField
            ref={(element) => {
              inputs.current.expiry = element
            }}
            label={messages.cardForm.expiry}
            name="exp-date"
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder={messages.cardForm.expiryPlaceholder}
            value={card.expiry}
            onChange={change('expiry')}
            readOnly={paying}
            error={errors.expiry}
          />
          <TextField
            ref={(element) => {
              inputs.current.cvc = element
            }}
            label={messages.cardForm.cvc}
            name="cvc"
            autoComplete="cc-csc"
            inputMode="numeric"
            placeholder="123"
            value={card.cvc}
            onChange={change('cvc')}
            readOnly={paying}
            error={errors.cvc}
          />
        </div>
      </fieldset>

      {status}

      <SubmitButton busy={paying} disabled={!ready} className="mt-6 w-full text-lg">
        {payLabel}
      </SubmitButton>
    </form>
  )
}
