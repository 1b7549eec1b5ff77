/**
 * The Gift vouchers page (issue 33 item 4): the buy form sends what was chosen and goes on to
 * the sale's Pay page; SMS asks for a mobile number instead of an email; the amount's limits are
 * the site currency's; the server's refusals land under their fields; a visitor is asked to sign
 * in first (and comes back here); a customer sees the vouchers they bought, codes once paid.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { OwnGiftVoucher } from '#shared/contracts/gift-vouchers.ts'
import { dhakaToday } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import type { CurrencyCode } from '#shared/money.ts'
import { paths, routePatterns } from '#shared/paths.ts'
import {
  answerApi,
  descriptionOf,
  refusal,
  renderPage,
  type ApiCall,
} from '#tests/components/render.tsx'
import type { AuthUser } from '#web/lib/auth/auth-context.ts'
import { GiftVouchersPage } from './gift-vouchers-page.tsx'

const t = messages.giftVoucherPage

const user: AuthUser = {
  uid: 'u1',
  email: 'nusrat@example.com',
  displayName: 'Nusrat Jahan',
  photoURL: null,
  emailVerified: true,
  phone: null,
}

const purchased = {
  voucherId: 'v1',
  orderId: '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  reference: 'BT-GV1234',
  amount: 100,
  currency: 'usd',
}

function Where() {
  const { pathname, state } = useLocation()
  return (
    <p data-testid="where">
      {pathname} {JSON.stringify(state)}
    </p>
  )
}

function open({
  answer,
  signedIn = true,
  currency = 'usd',
  mine = [],
}: {
  answer?: (call: ApiCall) => { status: number; body: unknown } | undefined
  signedIn?: boolean
  currency?: CurrencyCode
  mine?: OwnGiftVoucher[]
} = {}) {
  const calls = answerApi(
    (call) =>
      answer?.(call) ??
      (call.url === '/api/gift-vouchers/mine'
        ? { status: 200, body: mine }
        : call.url === '/api/gift-vouchers'
          ? { status: 201, body: purchased }
          : { status: 404, body: {} }),
  )
  renderPage(
    <Routes>
      <Route path={paths.giftVouchers} element={<GiftVouchersPage />} />
      <Route path={routePatterns.dashboardPay} element={<Where />} />
      <Route path={paths.login} element={<Where />} />
    </Routes>,
    {
      route: paths.giftVouchers,
      currency,
      auth: signedIn ? { user, status: 'signedIn' } : {},
    },
  )
  return calls
}

const form = () => screen.getByRole('form', { name: t.buyTitle })
const field = (name: string) => within(form()).getByLabelText(name, { exact: false })

describe('Gift vouchers page: buying one', () => {
  it('sends the amount, who it is for, how and when, then goes to the Pay page', async () => {
    const calls = open()
    await userEvent.click(within(form()).getByRole('radio', { name: '$100' }))
    expect((field(t.customAmount) as HTMLInputElement).value).toBe('100')
    expect((field(t.fromName) as HTMLInputElement).value).toBe('Nusrat Jahan')
    await userEvent.type(field(t.recipientName), 'Rafiq Ahmed')
    await userEvent.type(field(t.recipientEmail), 'rafiq@example.com')
    await userEvent.type(field(t.message), 'Happy birthday!')
    expect(descriptionOf(field(t.message))).toBe(t.messageCount({ count: 15, max: 300 }))
    // The summary says what is bought and what it costs.
    const summary = within(form()).getByRole('region', { name: t.summaryTitle })
    expect(summary.textContent).toContain('Rafiq Ahmed')
    expect(summary.textContent).toContain('$100')
    await userEvent.click(within(form()).getByRole('button', { name: t.submit }))
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toContain(
        paths.dashboardPay(purchased.orderId),
      ),
    )
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/gift-vouchers',
        body: {
          amount: 100,
          fromName: 'Nusrat Jahan',
          recipientName: 'Rafiq Ahmed',
          deliverBy: 'email',
          recipientEmail: 'rafiq@example.com',
          message: 'Happy birthday!',
          deliverOn: dhakaToday(),
        },
      },
    ])
  })

  it('by SMS: asks for a mobile number instead of an email, and sends it', async () => {
    const calls = open()
    expect(within(form()).queryByLabelText(t.recipientPhone)).toBeNull()
    await userEvent.click(within(form()).getByRole('radio', { name: t.bySms }))
    expect(within(form()).queryByLabelText(t.recipientEmail)).toBeNull()
    const phone = field(t.recipientPhone)
    expect(phone.getAttribute('type')).toBe('tel')
    expect(descriptionOf(phone)).toBe(t.recipientPhoneHint)
    await userEvent.type(field(t.recipientName), 'Rafiq Ahmed')
    await userEvent.type(phone, '01711-234567')
    await userEvent.click(within(form()).getByRole('button', { name: t.submit }))
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true))
    const body = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>
    expect(body).toMatchObject({ deliverBy: 'sms', recipientPhone: '01711-234567', amount: 50 })
    expect(body).not.toHaveProperty('recipientEmail')
    expect(body).not.toHaveProperty('message')
  })

  it("puts the server's refusals under their fields, read with them", async () => {
    const calls = open({
      answer: (call) =>
        call.url === '/api/gift-vouchers'
          ? refusal(400, {
              recipientEmail: messages.giftVoucher.emailInvalid,
              deliverOn: messages.giftVoucher.deliverOnRange,
            })
          : undefined,
    })
    await userEvent.type(field(t.recipientName), 'Rafiq Ahmed')
    await userEvent.type(field(t.recipientEmail), 'rafiq@example.com')
    await userEvent.click(within(form()).getByRole('button', { name: t.submit }))
    const email = field(t.recipientEmail)
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'))
    expect(descriptionOf(email)).toBe(messages.giftVoucher.emailInvalid)
    expect(document.activeElement).toBe(email)
    const date = field(t.deliverOn)
    expect(date.getAttribute('aria-invalid')).toBe('true')
    expect(descriptionOf(date)).toBe(messages.giftVoucher.deliverOnRange)
    // Still here: nothing was bought.
    expect(screen.queryByTestId('where')).toBeNull()
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1)
  })

  it("checks the amount against the site currency's limits before sending", async () => {
    const calls = open({ currency: 'bdt' })
    expect(within(form()).getByRole('radio', { name: '৳2,500' })).toBeTruthy()
    const amount = field(t.customAmount)
    await userEvent.clear(amount)
    await userEvent.type(amount, '100')
    await userEvent.type(field(t.recipientName), 'Rafiq Ahmed')
    await userEvent.type(field(t.recipientEmail), 'rafiq@example.com')
    await userEvent.click(within(form()).getByRole('button', { name: t.submit }))
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'))
    expect(descriptionOf(amount)).toBe(
      messages.giftVoucher.amountLimits({ min: '৳500', max: '৳200,000' }),
    )
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0)
  })
})

describe('Gift vouchers page: signed out, and the vouchers bought', () => {
  it('asks a visitor to sign in first, coming back here', async () => {
    open({ signedIn: false })
    expect(screen.queryByRole('form', { name: t.buyTitle })).toBeNull()
    expect(screen.getByRole('heading', { name: t.signInTitle })).toBeTruthy()
    const links = screen.getAllByRole('link', { name: t.signIn })
    await userEvent.click(links[0]!)
    const where = screen.getByTestId('where').textContent ?? ''
    expect(where).toContain(paths.login)
    expect(where).toContain(`"pathname":"${paths.giftVouchers}"`)
  })

  it('lists the vouchers bought: the code once paid, a Pay link while not', async () => {
    const base = {
      currency: 'usd' as const,
      deliverBy: 'email' as const,
      deliveredAt: null,
      expiresOn: '2027-11-29',
      createdAt: '2026-11-29T08:00:00.000Z',
    }
    open({
      mine: [
        {
          ...base,
          id: 'v1',
          orderId: 'o1',
          code: null,
          amount: 100,
          balance: 100,
          status: 'pending',
          recipientName: 'Rafiq Ahmed',
          deliverOn: '2026-12-24',
        },
        {
          ...base,
          id: 'v2',
          orderId: 'o2',
          code: 'GV-7K3M-9QXA-2BCD',
          amount: 50,
          balance: 20,
          status: 'active',
          recipientName: 'Mita Das',
          deliverOn: '2026-11-29',
        },
      ],
    })
    const list = await screen.findByRole('list', { name: t.mineCaption })
    const [pending, active] = within(list).getAllByRole('listitem')
    expect(pending!.textContent).toContain(t.codeOncePaid)
    expect(pending!.textContent).toContain(t.status({ status: 'pending' }))
    expect(
      within(pending!)
        .getByRole('link', { name: t.payFor({ recipient: 'Rafiq Ahmed' }) })
        .getAttribute('href'),
    ).toBe(paths.dashboardPay('o1'))
    expect(active!.textContent).toContain('GV-7K3M-9QXA-2BCD')
    expect(active!.textContent).toContain('$20')
    expect(within(active!).queryByRole('link')).toBeNull()
  })

  it("checks a code's balance, and says a refusal under the field", async () => {
    open({
      answer: (call) =>
        call.url === '/api/gift-vouchers/check'
          ? (call.body as { code: string }).code === 'GV-GOOD'
            ? {
                status: 200,
                body: {
                  code: 'GV-GOOD',
                  amount: 50,
                  balance: 20,
                  currency: 'usd',
                  status: 'active',
                  expiresOn: '2027-11-29',
                },
              }
            : {
                status: 404,
                body: { error: { code: 'NOT_FOUND', message: messages.giftVoucher.unknown } },
              }
          : undefined,
    })
    const check = screen.getByRole('form', { name: t.checkTitle })
    const code = within(check).getByLabelText(t.code)
    await userEvent.type(code, 'GV-NOPE')
    await userEvent.click(within(check).getByRole('button', { name: t.check }))
    await waitFor(() => expect(descriptionOf(code)).toBe(messages.giftVoucher.unknown))
    await userEvent.clear(code)
    await userEvent.type(code, 'GV-GOOD{Enter}')
    expect(
      await within(check).findByText(t.balanceLeft({ balance: '$20', amount: '$50' })),
    ).toBeTruthy()
    expect(code.hasAttribute('aria-invalid')).toBe(false)
  })
})
