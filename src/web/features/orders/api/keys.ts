/** Query keys of orders, in one place so every mutation invalidates the lists it changes. */
export const orderKeys = {
  all: ['orders'] as const,
  mine: (email: string) => [...orderKeys.all, 'mine', email.toLowerCase()] as const,
  manage: () => [...orderKeys.all, 'manage'] as const,
  managePage: (query: string) => [...orderKeys.manage(), query] as const,
  one: (orderId: string) => [...orderKeys.all, 'one', orderId] as const,
  cancellation: (orderId: string) => [...orderKeys.all, 'cancellation', orderId] as const,
  travellers: (orderId: string) => [...orderKeys.all, 'travellers', orderId] as const,
  terms: (tourId: string) => [...orderKeys.all, 'terms', tourId] as const,
  waitlist: () => [...orderKeys.all, 'waitlist'] as const,
}

/**
 * Query keys of the payment flow. The one order the Pay page shows and its receipt live under the
 * orders' root key, so every change to orders (a payment, a voucher spent, a deletion) refreshes
 * them along with the lists.
 */
export const paymentKeys = {
  order: (orderId: string) => [...orderKeys.all, 'one', orderId] as const,
  intent: (orderId: string) => ['payments', 'intent', orderId] as const,
  receipt: (orderId: string) => [...orderKeys.all, 'receipt', orderId] as const,
  methods: () => ['payments', 'methods'] as const,
}
