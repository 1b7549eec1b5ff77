/**
 * Query keys of the payment flow. The one order the Pay page shows lives under the orders' root
 * key, so every change to orders (a payment, a deletion) refreshes it along with the lists.
 */
import { orderKeys } from '#web/features/orders/api/keys.ts'

export const paymentKeys = {
  order: (orderId: string) => [...orderKeys.all, 'one', orderId] as const,
  intent: (orderId: string) => ['payments', 'intent', orderId] as const,
  receipt: (orderId: string) => ['payments', 'receipt', orderId] as const,
}
