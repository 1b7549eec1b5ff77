/**
 * The Pay page's "Pay with a gift voucher" (issue 33 item 4): Apply spends the code on the
 * order; the page says what it paid and what is left on the voucher, and shows what is left to
 * pay (the order and the payment asked for again); a voucher that pays it all shows the paid
 * booking; a refusal shows under the field, read with it; a voucher's own sale offers none.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { GiftVoucherRedeemed } from '#shared/contracts/gift-vouchers.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { messages } from '#shared/messages.ts'
import { paths, routePatterns } from '#shared/paths.ts'
import { paidReceipt, unpaidOrder } from '#tests/components/orders.ts'
import {
  answerApi,
  descriptionOf,
  refusal,
  renderPage,
  type ApiCall,
} from '#tests/components/render.tsx'
import { PayPage } from '../pages/pay-page.tsx'

const t = messages.giftVoucherPage

const order = unpaidOrder()
const redeemUrl = `/api/orders/${order._id}/gift-voucher`

const intent = (amount: number) => ({
  clientSecret: `pi_${amount}_secret_x`,
  provider: 'sandbox',
  publishableKey: null,
  amount,
  currency: 'usd',
})

/** The account of `paid` once a voucher paid what it has paid. */
const voucherReceipt = (paid: Order) =>
  paidReceipt({
    paidAmount: paid.paidAmount,
    balanceDue: paid.balanceDue,
    last4: null,
    lines: [
      {
        kind: 'payment',
        purpose: 'full',
        amount: paid.paidAmount,
        at: '2026-11-02T10:00:00.000Z',
        status: 'succeeded',
        giftVoucher: true,
      },
    ],
  })

/**
 * The Pay page of `order`, then of `after` once the voucher was taken; `redeem` answers the
 * voucher's POST. The payment's amount is what the order has left to pay.
 */
function open(
  redeem: (call: ApiCall) => { status: number; body: unknown },
  after: Order = order,
  first: Order = order,
) {
  let redeemed = false
  const current = () => (redeemed ? after : first)
  const calls = answerApi((call) => {
    if (call.url === redeemUrl) {
      const answer = redeem(call)
      redeemed = answer.status === 200
      return answer
    }
    if (call.url.endsWith('/payment/methods'))
      return { status: 200, body: { providers: ['sandbox'] } }
    if (call.url.endsWith('/terms')) {
      return {
        status: 200,
        body: { cancellationPolicy: [], depositPercent: null, balanceDueDays: 0 },
      }
    }
    if (call.url.endsWith('/payment')) return { status: 200, body: intent(current().balanceDue) }
    // Once the voucher paid: its line on the order's account.
    if (call.url.includes('/receipt')) {
      return redeemed ? { status: 200, body: voucherReceipt(current()) } : { status: 404, body: {} }
    }
    if (call.url.includes('/exchange-rate')) return { status: 404, body: {} }
    return { status: 200, body: current() }
  })
  renderPage(
    <Routes>
      <Route path={routePatterns.dashboardPay} element={<PayPage />} />
    </Routes>,
    { route: paths.dashboardPay(first._id) },
  )
  return calls
}

async function applyCode(code: string) {
  await userEvent.click(await screen.findByText(t.payWith))
  await userEvent.type(screen.getByRole('textbox', { name: t.payCode }), code)
  await userEvent.click(screen.getByRole('button', { name: t.apply }))
}

describe('Pay page: a gift voucher', () => {
  it('pays part: says what it paid and what is left on it, and asks the rest by card', async () => {
    const answer: GiftVoucherRedeemed = {
      applied: 100,
      balance: 0,
      due: 200,
      currency: 'usd',
      isPaid: false,
    }
    const partly: Order = { ...order, paidAmount: 100, balanceDue: 200 }
    const calls = open(() => ({ status: 200, body: answer }), partly)
    expect(await screen.findByRole('button', { name: 'Pay $ 300' })).toBeTruthy()
    await applyCode('gv-7k3m-9qxa-2bcd')
    const said = t.applied({ applied: '$100', balance: '$0' })
    await waitFor(() =>
      expect(
        screen.getAllByRole('status').some((status) => status.textContent?.includes(said)),
      ).toBe(true),
    )
    expect(calls.filter((call) => call.url === redeemUrl)).toEqual([
      { method: 'POST', url: redeemUrl, body: { code: 'gv-7k3m-9qxa-2bcd' } },
    ])
    // The rest, asked for again: the balance to pay, and a card payment of that amount.
    expect(
      await screen.findByText(messages.deposits.payBalance({ amount: '$200', date: null })),
    ).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Pay $ 200' })).toBeTruthy()
    expect((screen.getByRole('textbox', { name: t.payCode }) as HTMLInputElement).value).toBe('')
    // The summary: the price, the voucher's part, and what is left.
    const summary = screen.getByRole('region', { name: messages.pay.yourOrder })
    await waitFor(() =>
      expect(within(summary).queryByText(messages.pay.paidByVoucher)).not.toBeNull(),
    )
    const figures = [...summary.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ])
    expect(figures).toContainEqual([messages.pay.price, '$300'])
    expect(figures).toContainEqual([messages.pay.paidByVoucher, '−$100'])
    expect(within(summary).queryByText(messages.pay.paidSoFar)).toBeNull()
    expect(within(summary).getByText(messages.pay.leftToPay).nextElementSibling?.textContent).toBe(
      '$200',
    )
  })

  it('pays it all: the page shows the booking paid, and what the voucher did', async () => {
    const answer: GiftVoucherRedeemed = {
      applied: 300,
      balance: 50,
      due: 0,
      currency: 'usd',
      isPaid: true,
    }
    const paid: Order = {
      ...order,
      isPaid: true,
      status: 'paid',
      paidAmount: 300,
      balanceDue: 0,
      amount: 300,
      paidWith: messages.giftVoucher.paidWith,
    }
    open(() => ({ status: 200, body: answer }), paid)
    await applyCode('GV-7K3M-9QXA-2BCD')
    expect(await screen.findByText(messages.payment.done)).toBeTruthy()
    expect(screen.getByText(t.applied({ applied: '$300', balance: '$50' }))).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Pay \$/ })).toBeNull()
  })

  it("shows the server's refusal under the field, read with it, until the code changes", async () => {
    open(() => refusal(400, { code: messages.giftVoucher.spent }))
    await applyCode('GV-SPENT')
    const field = screen.getByRole('textbox', { name: t.payCode })
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'))
    expect(descriptionOf(field)).toBe(messages.giftVoucher.spent)
    await userEvent.type(field, 'X')
    expect(field.hasAttribute('aria-invalid')).toBe(false)
    expect(descriptionOf(field)).toBe(t.payCodeHint)
  })

  it('shows a refusal naming no field (an unknown code) under the field too', async () => {
    open(() => ({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: messages.giftVoucher.unknown } },
    }))
    await applyCode('GV-NOPE')
    const field = screen.getByRole('textbox', { name: t.payCode })
    await waitFor(() => expect(descriptionOf(field)).toBe(messages.giftVoucher.unknown))
  })

  it('asks for a code when the field is empty, without asking the server', async () => {
    const calls = open(() => ({ status: 500, body: {} }))
    await userEvent.click(await screen.findByText(t.payWith))
    await userEvent.click(screen.getByRole('button', { name: t.apply }))
    const field = screen.getByRole('textbox', { name: t.payCode })
    expect(descriptionOf(field)).toBe(messages.giftVoucher.codeRequired)
    expect(calls.some((call) => call.url === redeemUrl)).toBe(false)
  })

  it("is not offered on a gift voucher's own sale, titled for it, with no date or traveller", async () => {
    const sale: Order = {
      ...order,
      sale: 'gift-voucher',
      tourName: messages.giftVoucher.saleName,
      tourId: null,
      party: [],
    }
    open(() => ({ status: 500, body: {} }), sale, sale)
    expect(await screen.findByRole('button', { name: 'Pay $ 300' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(t.payTitle)
    expect(screen.queryByText(t.payWith)).toBeNull()
    expect(screen.queryByText(messages.dates.toBeArranged)).toBeNull()
    expect(screen.queryByText(messages.pay.traveller)).toBeNull()
    expect(screen.queryByText(messages.travellers.title)).toBeNull()
  })
})
