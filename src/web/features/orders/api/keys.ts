/** Query keys of orders, in one place so every mutation invalidates the lists it changes. */
export const orderKeys = {
  all: ['orders'] as const,
  mine: (email: string) => [...orderKeys.all, 'mine', email.toLowerCase()] as const,
  manage: () => [...orderKeys.all, 'manage'] as const,
  one: (orderId: string) => [...orderKeys.all, 'one', orderId] as const,
}
