import { Unavailable } from '#server/lib/errors.ts'
import { messages } from '#shared/messages.ts'
import { BkashError } from './bkash/client.ts'
import { SslCommerzError } from './sslcommerz/client.ts'

/**
 * A hosted gateway not answering (SSLCommerz, bKash), as the caller's 503 with Retry-After:
 * SSLCommerz posts its IPN again, and the customer tries again. A gateway's refusal and other
 * errors pass through.
 */
export function gatewayDownAs503(error: unknown): unknown {
  return (error instanceof SslCommerzError || error instanceof BkashError) &&
    error.kind !== 'declined'
    ? new Unavailable(messages.errors.paymentGatewayDown, 30)
    : error
}

/**
 * What one address may send a gateway's routes a minute: notifications (SSLCommerz's IPN) and
 * customers' returns (SSLCommerz's return, bKash's callback). Each is read back from the
 * gateway, so a flood from one address must not become a flood of our requests to it (which
 * throttles the store). A notification refused is asked about by the reconciler within a
 * minute; a customer comes back once a payment. Load and property tests raise them.
 */
export interface GatewayLimits {
  notifications: number
  returns: number
}
export const DEFAULT_GATEWAY_LIMITS: GatewayLimits = { notifications: 120, returns: 30 }
