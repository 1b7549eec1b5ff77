/**
 * The Pay page's choice between paying in full and a deposit: the figures come from the tour's
 * terms, each choice asks the server for its own intent and the button shows the server's
 * amount; a refusal naming `plan` shows under the choice; a booking with a deposit paid pays
 * its balance without a choice. Where the site also takes SSLCommerz, the customer chooses how
 * to pay: the gateway's session is asked for only when they go, and the page says how a return
 * from it went. An order in taka (a site that prices in taka) reads in taka throughout.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { DEFAULT_CANCELLATION_POLICY } from '#shared/cancellation-policy.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { formatMoment, formatShortDate } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { paths, routePatterns } from '#shared/paths.ts'
import { paidReceipt, unpaidOrder } from '#tests/components/orders.ts'
import { answerApi, refusal, renderPage, type ApiCall } from '#tests/components/render.tsx'
import { PayPage } from './pay-page.tsx'

const d = messages.deposits

const order = unpaidOrder({
  phone: '+880 1712-345678',
  departureId: '1b2c3d4e-5f60-4718-9a2b-3c4d5e6f7a8b',
  departureDate: '2099-06-30',
  travellers: 2,
})

const terms = {
  cancellationPolicy: [...DEFAULT_CANCELLATION_POLICY],
  depositPercent: 20,
  balanceDueDays: 30,
}

const intent = (amount: number, currency = 'usd') => ({
  clientSecret: `pi_${amount}_secret_x`,
  provider: 'sandbox',
  publishableKey: null,
  amount,
  currency,
})

function open(
  theOrder: Order,
  answer?: (call: ApiCall) => { status: number; body: unknown } | undefined,
  { providers = ['sandbox'], route = paths.dashboardPay(theOrder._id) } = {},
) {
  const calls = answerApi(
    (call) =>
      answer?.(call) ??
      (call.url.endsWith('/payment/methods')
        ? { status: 200, body: { providers } }
        : call.url.endsWith('/terms')
          ? { status: 200, body: terms }
          : call.method === 'POST'
            ? {
                status: 200,
                body: intent((call.body as { plan: string }).plan === 'deposit' ? 60 : 300),
              }
            : { status: 200, body: theOrder }),
  )
  renderPage(
    <Routes>
      <Route path={routePatterns.dashboardPay} element={<PayPage />} />
    </Routes>,
    { route },
  )
  return calls
}

const payments = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'POST').map((c) => (c.body as { plan: string }).plan)
const payButton = (amount: string) => screen.findByRole('button', { name: `Pay $ ${amount}` })

describe('Pay page: deposit or in full', () => {
  it('offers both with their figures, and each choice asks the server for its own amount', async () => {
    const calls = open(order)
    const group = await screen.findByRole('group', { name: d.planLegend })
    const full = within(group).getByRole('radio', { name: d.payInFull({ amount: '$300' }) })
    const deposit = within(group).getByRole('radio', {
      name: d.payDeposit({ deposit: '$60', balance: '$240', date: formatShortDate('2099-05-31') }),
    })
    expect((full as HTMLInputElement).checked).toBe(true)
    expect(await payButton('300')).toBeTruthy()

    await userEvent.click(deposit)
    expect(await payButton('60')).toBeTruthy()
    expect(payments(calls)).toEqual(['full', 'deposit'])

    await userEvent.click(full)
    expect(await payButton('300')).toBeTruthy()
    // Focus stays on the choice: the card form is not torn down meanwhile.
    expect(document.activeElement).toBe(full)
  })

  it("shows the server's refusal of a deposit under the choice", async () => {
    const tooLate = messages.errors.depositTooLate
    open(order, (call) =>
      call.method === 'POST' && (call.body as { plan: string }).plan === 'deposit'
        ? refusal(400, { plan: tooLate })
        : undefined,
    )
    const group = await screen.findByRole('group', { name: d.planLegend })
    await userEvent.click(within(group).getAllByRole('radio')[1]!)
    expect((await within(group).findByRole('alert')).textContent).toBe(tooLate)
    expect(group.getAttribute('aria-describedby')).toBeTruthy()
  })

  it('offers no choice when the tour takes no deposit', async () => {
    const calls = open(order, (call) =>
      call.url.endsWith('/terms')
        ? { status: 200, body: { ...terms, depositPercent: null } }
        : undefined,
    )
    expect(await payButton('300')).toBeTruthy()
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/terms'))).toBe(true))
    expect(screen.queryByRole('group', { name: d.planLegend })).toBeNull()
  })

  it('pays the balance of a deposit, with its due date and no choice', async () => {
    const depositPaid: Order = {
      ...order,
      status: 'deposit_paid',
      paidAmount: 60,
      depositAmount: 60,
      balanceDue: 240,
      balanceDueOn: '2099-05-31',
    }
    const calls = open(depositPaid, (call) =>
      call.method === 'POST'
        ? { status: 200, body: intent(240) }
        : call.url.includes('/receipt')
          ? { status: 200, body: paidReceipt({ paidAmount: 60, balanceDue: 240 }) }
          : undefined,
    )
    expect(
      await screen.findByText(
        d.payBalance({ amount: '$240', date: formatShortDate('2099-05-31') }),
      ),
    ).toBeTruthy()
    expect(await payButton('240')).toBeTruthy()
    // The summary: the price less the deposit paid (no voucher on its account), what is left.
    const summary = screen.getByRole('region', { name: messages.pay.yourOrder })
    expect(
      (await within(summary).findByText(messages.pay.paidSoFar)).nextElementSibling?.textContent,
    ).toBe('−$60')
    expect(within(summary).getByText(messages.pay.leftToPay)).toBeTruthy()
    expect(within(summary).queryByText(messages.pay.paidByVoucher)).toBeNull()
    expect(screen.queryByRole('group', { name: d.planLegend })).toBeNull()
    expect(calls.some((c) => c.url.endsWith('/terms'))).toBe(false)
  })

  it('asks for the rest of a part a gift voucher paid by the time its hold runs out', async () => {
    const partPaid: Order = {
      ...order,
      status: 'deposit_paid',
      paidAmount: 100,
      balanceDue: 200,
      holdExpiresAt: '2099-05-31T12:30:00.000Z',
    }
    open(partPaid, (call) =>
      call.method === 'POST'
        ? { status: 200, body: intent(200) }
        : call.url.includes('/receipt')
          ? { status: 200, body: paidReceipt({ paidAmount: 100, balanceDue: 200 }) }
          : undefined,
    )
    expect(
      await screen.findByText(
        d.payRestBy({ amount: '$200', time: formatMoment(partPaid.holdExpiresAt!, 'mediumTime') }),
      ),
    ).toBeTruthy()
    expect(await payButton('200')).toBeTruthy()
  })
})

describe('Pay page: an order in taka', () => {
  it('shows its figures, its deposit and the Pay button in taka', async () => {
    // 20 % of ৳14,999 is ৳2,999.80: the deposit is rounded up to the whole taka.
    const inTaka = { ...order, currency: 'bdt' as const, tourPrice: 14_999, balanceDue: 14_999 }
    open(inTaka, (call) =>
      call.method === 'POST'
        ? {
            status: 200,
            body: intent(
              (call.body as { plan: string }).plan === 'deposit' ? 3_000 : 14_999,
              'bdt',
            ),
          }
        : undefined,
    )
    const group = await screen.findByRole('group', { name: d.planLegend })
    expect(
      within(group).getByRole('radio', { name: d.payInFull({ amount: '৳14,999' }) }),
    ).toBeTruthy()
    const deposit = within(group).getByRole('radio', {
      name: d.payDeposit({
        deposit: '৳3,000',
        balance: '৳11,999',
        date: formatShortDate('2099-05-31'),
      }),
    })
    expect(await screen.findByRole('button', { name: 'Pay ৳ 14,999' })).toBeTruthy()
    expect(screen.getByText(messages.pay.secureTaka)).toBeTruthy()

    await userEvent.click(deposit)
    expect(await screen.findByRole('button', { name: 'Pay ৳ 3,000' })).toBeTruthy()
  })
})

describe('Pay page: the card here, or SSLCommerz', () => {
  const p = messages.pay
  const noDeposit = (call: ApiCall) =>
    call.url.endsWith('/terms')
      ? { status: 200, body: { ...terms, depositPercent: null } }
      : undefined

  it('offers no choice when the card is the only way', async () => {
    open(order, noDeposit)
    expect(await payButton('300')).toBeTruthy()
    expect(screen.queryByRole('group', { name: p.methodLegend })).toBeNull()
  })

  it('asks for a gateway session only when the customer goes there', async () => {
    const calls = open(
      order,
      (call) =>
        noDeposit(call) ??
        (call.method === 'POST' && (call.body as { provider?: string }).provider === 'sslcommerz'
          ? refusal(503, {})
          : undefined),
      { providers: ['sandbox', 'sslcommerz'] },
    )
    const group = await screen.findByRole('group', { name: p.methodLegend })
    await userEvent.click(within(group).getByRole('radio', { name: new RegExp(p.methodGateway) }))
    const go = await screen.findByRole('button', { name: p.gatewayButton({ amount: '$300' }) })
    expect(screen.getByRole('heading', { name: p.gatewayPayment })).toBeTruthy()
    const gatewayCalls = () =>
      calls.filter((c) => (c.body as { provider?: string } | undefined)?.provider === 'sslcommerz')
    expect(gatewayCalls()).toHaveLength(0)
    await userEvent.click(go)
    await waitFor(() => expect(gatewayCalls()).toHaveLength(1))
    // The server's refusal is said; the customer may go again.
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect((go as HTMLButtonElement).disabled).toBe(false)
  })

  it.each([
    ['fail', p.gatewayFailed],
    ['cancel', p.gatewayCancelled],
    ['pending', p.gatewayPending],
  ])(
    'back from the gateway (%s): says how it went, the gateway still chosen',
    async (how, text) => {
      open(order, noDeposit, {
        providers: ['sandbox', 'sslcommerz'],
        route: `${paths.dashboardPay(order._id)}?gateway=${how}`,
      })
      expect(await screen.findByText(text)).toBeTruthy()
      const group = await screen.findByRole('group', { name: p.methodLegend })
      const gateway = within(group).getByRole('radio', { name: new RegExp(p.methodGateway) })
      expect((gateway as HTMLInputElement).checked).toBe(true)
    },
  )

  it('offline: the card form first and chosen, the sandbox gateway after it', async () => {
    const calls = open(order, noDeposit, { providers: ['sandbox', 'sandbox-gateway'] })
    const group = await screen.findByRole('group', { name: p.methodLegend })
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[]
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      `${p.methodCard}${p.methodCardNote}`,
      `${p.methodSandboxGateway}${p.methodSandboxGatewayNote}`,
    ])
    expect(radios[0]!.checked).toBe(true)
    expect(await payButton('300')).toBeTruthy()
    await userEvent.click(radios[1]!)
    const go = await screen.findByRole('button', {
      name: p.sandboxGatewayButton({ amount: '$300' }),
    })
    expect(screen.getByRole('heading', { name: p.sandboxGatewayPayment })).toBeTruthy()
    expect(go).toBeTruthy()
    // Its page is asked for only when the customer goes there.
    expect(
      calls.filter((c) => (c.body as { provider?: string } | undefined)?.provider),
    ).toHaveLength(0)
  })

  it('back from the sandbox gateway (fail): says so, the sandbox gateway still chosen', async () => {
    open(order, noDeposit, {
      providers: ['sandbox', 'sandbox-gateway'],
      route: `${paths.dashboardPay(order._id)}?gateway=fail`,
    })
    expect(await screen.findByText(p.sandboxGatewayFailed)).toBeTruthy()
    const group = await screen.findByRole('group', { name: p.methodLegend })
    const gateway = within(group).getByRole('radio', {
      name: (name) => name.startsWith(p.methodSandboxGateway),
    })
    expect((gateway as HTMLInputElement).checked).toBe(true)
  })

  it('back from the gateway, paid: says the payment is done', async () => {
    open({ ...order, isPaid: true, status: 'paid', paidAmount: 300 }, noDeposit, {
      providers: ['sandbox', 'sslcommerz'],
      route: `${paths.dashboardPay(order._id)}?gateway=success`,
    })
    expect(await screen.findByText(messages.payment.done)).toBeTruthy()
  })
})
