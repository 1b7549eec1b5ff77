/**
 * An order as the API returns it to its customer: unpaid, one traveller, no departure, the
 * default cancellation policy. Tests override what they are about.
 */
import { DEFAULT_CANCELLATION_POLICY } from '#shared/cancellation-policy.ts'
import type { Order } from '#shared/contracts/orders.ts'
import type { Receipt } from '#shared/contracts/payments.ts'

export function unpaidOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
    name: 'Nusrat Jahan',
    email: 'nusrat@example.com',
    phone: '01712345678',
    tourName: 'Sajek Valley',
    tourPrice: 300,
    currency: 'usd',
    reference: 'BT-7K3M9Q',
    departureId: null,
    departureDate: null,
    travellers: 1,
    party: [{ kind: 'adult', count: 1, unitPrice: 300, seat: true }],
    extras: [],
    pickup: null,
    expired: false,
    holdExpiresAt: null,
    userUid: 'u1',
    isPaid: false,
    cancelled: false,
    tourId: '2c3d4e5f-6071-4829-8a3b-4c5d6e7f8a9b',
    createdAt: '2026-11-01T10:00:00.000Z',
    amount: null,
    created: null,
    last4: null,
    paidWith: null,
    transaction: null,
    status: 'unpaid',
    paidAmount: 0,
    refundedAmount: 0,
    cancelledBy: null,
    cancellationPolicy: [...DEFAULT_CANCELLATION_POLICY],
    depositAmount: null,
    balanceDue: 300,
    balanceDueOn: null,
    balanceOverdue: false,
    ...overrides,
  }
}

/**
 * The receipt of `unpaidOrder()` once paid in full by card: one payment line, no promo code, no
 * VAT. Tests override what they are about (a gift voucher's lines, a private group, a sale).
 */
export function paidReceipt(overrides: Partial<Receipt> = {}): Receipt {
  return {
    orderId: '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
    reference: 'BT-7K3M9Q',
    tourName: 'Sajek Valley',
    departureDate: '2099-06-30',
    travellers: 1,
    party: [{ kind: 'adult', count: 1, unitPrice: 300, seat: true }],
    extras: [],
    amount: 300,
    currency: 'usd',
    last4: '4242',
    paidWith: null,
    created: '2026-11-02T10:00:00.000Z',
    transaction: 'pi_sandbox_1',
    issuedAt: '2026-11-03T09:00:00.000Z',
    price: 300,
    promoCode: null,
    discount: 0,
    privatePrice: null,
    sale: null,
    paidAmount: 300,
    refundedAmount: 0,
    balanceDue: 0,
    lines: [
      {
        kind: 'payment',
        purpose: 'full',
        amount: 300,
        at: '2026-11-02T10:00:00.000Z',
        status: 'succeeded',
        giftVoucher: false,
      },
    ],
    customer: { name: 'Nusrat Jahan', email: 'nusrat@example.com', phone: '01712345678' },
    seller: { name: 'Bangla Tours', address: 'Dhaka', tradeLicence: null, bin: null },
    vat: null,
    ...overrides,
  }
}
