/**
 * What the Pay page hands a card form, whichever provider takes the card. The form confirms the
 * card with its provider inside `onPay`'s attempt, which resolves the payment's id or throws
 * PaymentFailed; the page does the rest (asks the server to check it, shows the outcome).
 */
import type { ReactNode } from 'react'

export interface CardFormProps {
  /** Undefined while the payment is being prepared: the form is shown but not usable. */
  clientSecret: string | undefined
  /** 'Pay $ 1,250'. */
  payLabel: string
  paying: boolean
  onPay: (attempt: () => Promise<string>) => void
  /** The outcome of the last attempt (a red alert), shown just above the button. */
  status?: ReactNode
}
