/**
 * The receipt in My Booking's dialog (and on the Pay page once paid): a payment from a gift
 * voucher, or a refund back to one, says so with its amount instead of a card; a private group
 * reads as its price, not travellers at 0; a gift voucher's sale is what was bought, with no
 * date or travellers.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Receipt } from '#shared/contracts/payments.ts'
import { messages } from '#shared/messages.ts'
import { paidReceipt, unpaidOrder } from '#tests/components/orders.ts'
import { answerApi, renderPage } from '#tests/components/render.tsx'
import { ReceiptButton } from './receipt-dialog.tsx'

const t = messages.receipt

const order = unpaidOrder({
  isPaid: true,
  status: 'paid',
  paidAmount: 300,
  balanceDue: 0,
  transaction: 'pi_sandbox_1',
})

async function openDialog(receipt: Receipt) {
  const calls = answerApi((call) =>
    call.url === `/api/receipt/${order._id}`
      ? { status: 200, body: receipt }
      : { status: 404, body: {} },
  )
  renderPage(<ReceiptButton order={order} />)
  await userEvent.click(screen.getByRole('button', { name: t.for({ tour: order.tourName }) }))
  const dialog = await screen.findByRole('dialog')
  await within(dialog).findByText(receipt.reference)
  return { dialog, calls }
}

/** The receipt's terms and their values, in order. */
function rows(dialog: HTMLElement): Array<[string, string]> {
  return [...dialog.querySelectorAll('dt')].map((dt) => [
    dt.textContent ?? '',
    dt.nextElementSibling?.textContent ?? '',
  ])
}

const voucherPayment = {
  kind: 'payment',
  purpose: 'full',
  amount: 100,
  at: '2026-11-02T09:00:00.000Z',
  status: 'succeeded',
  giftVoucher: true,
} as const

describe('the receipt dialog', () => {
  it('shows a card payment with its last digits', async () => {
    const { dialog } = await openDialog(paidReceipt())
    expect(rows(dialog)).toContainEqual([t.card, '•••• 4242'])
    expect(dialog.textContent).not.toContain(t.paidWithGiftVoucher)
  })

  it('says what a gift voucher paid, beside the card that paid the rest', async () => {
    const { dialog } = await openDialog(
      paidReceipt({
        lines: [
          voucherPayment,
          { ...voucherPayment, purpose: 'balance', amount: 200, giftVoucher: false },
        ],
      }),
    )
    expect(rows(dialog)).toContainEqual([t.paidWithGiftVoucher, '$100'])
    expect(rows(dialog)).toContainEqual([t.card, '•••• 4242'])
  })

  it('names no card when the voucher paid last, and says what went back to it', async () => {
    const { dialog } = await openDialog(
      paidReceipt({
        last4: null,
        paidWith: 'Gift voucher',
        refundedAmount: 100,
        lines: [
          { ...voucherPayment, amount: 300 },
          { ...voucherPayment, kind: 'refund', purpose: 'cancellation', amount: 100 },
        ],
      }),
    )
    const terms = rows(dialog).map(([term]) => term)
    expect(rows(dialog)).toContainEqual([t.paidWithGiftVoucher, '$300'])
    expect(rows(dialog)).toContainEqual([t.returnedToGiftVoucher, '−$100'])
    expect(terms).not.toContain(t.card)
    expect(terms).not.toContain(t.paidWith)
  })

  it('reads a private group as its price, not travellers at $0', async () => {
    const { dialog } = await openDialog(
      paidReceipt({
        privatePrice: 2000,
        price: 2000,
        amount: 2000,
        paidAmount: 2000,
        travellers: 3,
        party: [
          { kind: 'adult', count: 2, unitPrice: 0, seat: true },
          { kind: 'child', count: 1, unitPrice: 0, seat: true },
        ],
      }),
    )
    expect(rows(dialog)).toContainEqual([messages.tourPricing.privateGroup, '$2,000'])
    expect(dialog.textContent).not.toContain('$0')
  })

  it("reads a gift voucher's sale as the purchase, with no date or travellers", async () => {
    const { dialog } = await openDialog(
      paidReceipt({
        sale: 'gift-voucher',
        tourName: messages.giftVoucher.saleName,
        departureDate: null,
        travellers: 0,
        party: [],
      }),
    )
    const terms = rows(dialog).map(([term]) => term)
    expect(rows(dialog)).toContainEqual([t.purchase, messages.giftVoucher.saleName])
    expect(terms).not.toContain(messages.dates.date)
    expect(terms).not.toContain(messages.orders.tour)
    expect(dialog.textContent).not.toContain(messages.dates.toBeArranged)
  })
})
