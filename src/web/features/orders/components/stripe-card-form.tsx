/**
 * The card form when Stripe takes the card: Stripe's CardElement (the card never touches our
 * pages or server) inside <Elements>. This module is the only one that imports Stripe, and the
 * Pay page loads it on demand, so no other page downloads Stripe.js.
 *
 * Stripe's servers cannot be reached from our build machines: this path is type-checked, and
 * the sandbox form exercises the same page flow in tests.
 */
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js'
import { loadStripe, type Stripe, type StripeCardElementOptions } from '@stripe/stripe-js'
import { Lock } from 'lucide-react'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { messages } from '#shared/messages.ts'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { SubmitButton } from '#web/components/submit-button.tsx'
import { cardRefusalText, PaymentFailed } from '../lib/payment-failed.ts'
import type { CardFormProps } from './card-form-props.ts'

// loadStripe must run once per key, not on every render: Stripe.js warns otherwise.
const stripeByKey = new Map<string, Promise<Stripe | null>>()
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey)
  if (!stripe) {
    // A failed download resolves to null, so the form can say so instead of spinning forever.
    stripe = loadStripe(publishableKey).catch(() => null)
    stripeByKey.set(publishableKey, stripe)
  }
  return stripe
}

const cardOptions: StripeCardElementOptions = {
  hidePostalCode: true,
  style: {
    base: {
      fontSize: '16px',
      color: '#0f172a',
      '::placeholder': { color: '#64748b' },
    },
    invalid: { color: '#b91c1c' },
  },
}

export default function StripeCardForm({
  publishableKey,
  ...props
}: CardFormProps & { publishableKey: string }) {
  const stripe = stripeFor(publishableKey)
  const [unavailable, setUnavailable] = useState(false)
  useEffect(() => {
    let current = true
    void stripe.then((loaded) => {
      if (current && !loaded) setUnavailable(true)
    })
    return () => {
      current = false
    }
  }, [stripe])

  if (unavailable) {
    return <StatusAlert tone="error" message={messages.cardForm.loadFailed} />
  }
  return (
    <Elements stripe={stripe}>
      <StripeForm {...props} />
    </Elements>
  )
}

function StripeForm({ clientSecret, payLabel, paying, onPay, status }: CardFormProps) {
  const stripe = useStripe()
  const elements = useElements()
  const [cardReady, setCardReady] = useState(false)
  const [cardError, setCardError] = useState<string | undefined>()
  const labelId = useId()
  // The spec: payment submit is disabled until the payment client (and its card field) is ready.
  const ready = Boolean(stripe && elements && cardReady && clientSecret)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const card = elements?.getElement(CardElement)
    if (!stripe || !card || !clientSecret || paying) return
    onPay(async () => {
      const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card },
      })
      if (error) {
        throw new PaymentFailed(error.message ?? messages.cardForm.notCharged, {
          code: error.code,
          declineCode: error.decline_code,
        })
      }
      if (paymentIntent.status !== 'succeeded') {
        throw new PaymentFailed(messages.cardForm.notCompleted)
      }
      return paymentIntent.id
    })
  }

  return (
    <form aria-label={messages.pay.cardPayment} noValidate onSubmit={submit}>
      <p id={labelId} className="flex items-center gap-2 font-semibold text-slate-800">
        <Lock aria-hidden="true" className="size-4 text-emerald-700" />
        {messages.cardForm.details}
      </p>
      <div
        role="group"
        aria-labelledby={labelId}
        className="mt-2 rounded-xl bg-white px-4 py-3.5 shadow-sm ring-1 ring-slate-300 focus-within:ring-2 focus-within:ring-emerald-700"
      >
        <CardElement
          options={{ ...cardOptions, disabled: !clientSecret || paying }}
          onReady={() => setCardReady(true)}
          onChange={(event) =>
            setCardError(
              event.error && cardRefusalText({ code: event.error.code }, event.error.message),
            )
          }
        />
      </div>
      {cardError && (
        <p className="mt-2 text-sm font-medium text-red-700" role="alert">
          {cardError}
        </p>
      )}

      {status}

      <SubmitButton busy={paying} disabled={!ready} className="mt-6 w-full text-lg">
        {payLabel}
      </SubmitButton>
    </form>
  )
}
