/**
 * The printable receipt (/Dashboard/Receipt/:orderId): each payment from a gift voucher and
 * each refund back to one says so; a private group's booking names its price for the whole
 * departure; a gift voucher's sale is the purchase of a voucher, with no departure date or
 * travellers.
 */
import { screen } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { Receipt } from '#shared/contracts/payments.ts'
import { messages } from '#shared/messages.ts'
import { paths, routePatterns } from '#shared/paths.ts'
import { paidReceipt } from '#tests/components/orders.ts'
import { answerApi, renderPage } from '#tests/components/render.tsx'
import { ReceiptPage } from './receipt-page.tsx'

const t = messages.receipt

async function open(receipt: Receipt) {
  answerApi((call) =>
    call.url === `/api/receipt/${receipt.orderId}`
      ? { status: 200, body: receipt }
      : { status: 404, body: {} },
  )
  renderPage(
    <Routes>
      <Route path={routePatterns.dashboardReceipt} element={<ReceiptPage />} />
    </Routes>,
    { route: paths.dashboardReceipt(receipt.orderId) },
  )
  await screen.findByRole('table', { name: t.linesCaption })
}

/** The rows of a table, each as its cells' texts. */
function cells(caption: string): string[][] {
  const table = screen.getByRole('table', { name: caption })
  return [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.children].map((cell) => cell.textContent ?? ''),
  )
}

const at = '2026-11-02T10:00:00.000Z'

describe('the printable receipt', () => {
  it('says which payments a gift voucher made, and what went back to it', async () => {
    await open(
      paidReceipt({
        refundedAmount: 50,
        lines: [
          {
            kind: 'payment',
            purpose: 'full',
            amount: 100,
            at,
            status: 'succeeded',
            giftVoucher: true,
          },
          {
            kind: 'payment',
            purpose: 'balance',
            amount: 200,
            at,
            status: 'succeeded',
            giftVoucher: false,
          },
          {
            kind: 'refund',
            purpose: 'cancellation',
            amount: 50,
            at,
            status: 'succeeded',
            giftVoucher: true,
          },
        ],
      }),
    )
    const what = cells(t.linesCaption).map((row) => [row[1], row[2]])
    expect(what).toEqual([
      [t.paidWithGiftVoucher, '$100'],
      [t.payment({ purpose: t.purposes.balance }), '$200'],
      [t.voucherRefund({ purpose: t.purposes.cancellation }), '−$50'],
    ])
  })

  it("names a private group's price for the whole departure", async () => {
    await open(paidReceipt({ privatePrice: 2000, price: 2000, paidAmount: 2000, travellers: 3 }))
    const [row] = cells(t.bookingCaption)
    expect(row![0]).toContain(t.privateGroup({ price: '$2,000' }))
    expect(row![2]).toBe('3')
  })

  it("reads a gift voucher's sale as a purchase, with no date or travellers", async () => {
    await open(
      paidReceipt({
        sale: 'gift-voucher',
        tourName: messages.giftVoucher.saleName,
        departureDate: null,
        travellers: 0,
        party: [],
      }),
    )
    expect(screen.queryByRole('table', { name: t.bookingCaption })).toBeNull()
    expect(cells(t.saleCaption)).toEqual([
      [`${messages.giftVoucher.saleName}${t.giftVoucherSale}`, '$300'],
    ])
    expect(screen.queryByText(messages.dates.toBeArranged)).toBeNull()
    expect(screen.queryByRole('columnheader', { name: t.travellers })).toBeNull()
  })
})
