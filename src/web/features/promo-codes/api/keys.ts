/** Query keys of the Promo codes pages: the list, and one code's uses. */
export const promoCodeKeys = {
  all: ['promo-codes'] as const,
  list: () => [...promoCodeKeys.all, 'list'] as const,
  uses: (id: string) => [...promoCodeKeys.all, 'uses', id] as const,
  tours: ['promo-codes', 'tours'] as const,
}
