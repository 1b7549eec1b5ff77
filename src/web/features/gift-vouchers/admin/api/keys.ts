/** Query keys of the admins' Gift vouchers page: the list (per search), and one voucher's ledger. */
export const adminGiftVoucherKeys = {
  all: ['admin-gift-vouchers'] as const,
  lists: () => [...adminGiftVoucherKeys.all, 'list'] as const,
  list: (q: string) => [...adminGiftVoucherKeys.lists(), q] as const,
  ledger: (id: string) => [...adminGiftVoucherKeys.all, 'ledger', id] as const,
}
