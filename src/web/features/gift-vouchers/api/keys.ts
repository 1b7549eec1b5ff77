/** Query keys of the customer's gift vouchers, in one place. */
export const giftVoucherKeys = {
  all: ['gift-vouchers'] as const,
  mine: () => [...giftVoucherKeys.all, 'mine'] as const,
}
