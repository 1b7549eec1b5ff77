/**
 * The admins' Gift vouchers page: the table a page at a time and searched on the server; the
 * issue form checks before sending, sends the API's body, and puts a refusal's fields under
 * them; a voucher's ledger with signed amounts; cancelling one with a reason.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AdminGiftVoucher, AdminGiftVoucherLedger } from '#shared/contracts/gift-vouchers.ts'
import { messages } from '#shared/messages.ts'
import { formatMoney, fromMajor } from '#shared/money.ts'
import {
  answerApi,
  descriptionOf,
  refusal,
  renderPage,
  type ApiCall,
} from '#tests/components/render.tsx'
import { GiftVouchersAdminPage } from './gift-vouchers-admin-page.tsx'

const m = messages.giftVoucherAdmin
const g = messages.giftVoucher
const taka = (major: number) => formatMoney(fromMajor(major, 'bdt'))

function voucher(n: number, over: Partial<AdminGiftVoucher> = {}): AdminGiftVoucher {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    code: `GV-AAAA-BBBB-000${n}`,
    amount: 5000,
    balance: 5000,
    currency: 'bdt',
    status: 'active',
    origin: 'sold',
    orderId: `order-${n}`,
    orderReference: `BT-GIFT0${n}`,
    buyerEmail: `buyer${n}@example.com`,
    refundedToBuyer: 0,
    fromName: 'Rahim',
    recipientName: `Recipient ${n}`,
    deliverBy: 'email',
    recipientEmail: `friend${n}@example.com`,
    recipientPhone: null,
    message: null,
    deliverOn: '2026-11-28',
    deliveredAt: '2026-11-28T03:00:00.000Z',
    expiresOn: '2027-11-28',
    createdBy: null,
    createdAt: `2026-11-2${n}T08:00:00.000Z`,
    cancelledAt: null,
    cancelledBy: null,
    cancelReason: null,
    ...over,
  }
}

const rate = { status: 200, body: { takaPerDollar: 120, setAt: null } }

/** The table's row of a voucher, by its code. */
const row = (code: string) => screen.getByRole('rowheader', { name: code }).closest('tr')!

describe('Gift vouchers page', () => {
  it('lists the vouchers a page at a time, searches on the server, and shows a ledger', async () => {
    const calls = answerApi(({ url }) => {
      if (url.startsWith('/api/exchange-rate')) return rate
      if (url.startsWith('/api/admin/gift-vouchers?')) {
        const query = new URL(url, 'http://x').searchParams
        if (query.get('q') === 'friend3') {
          return { status: 200, body: { items: [voucher(3)], nextCursor: null, total: 1 } }
        }
        return query.get('cursor') === 'c1'
          ? { status: 200, body: { items: [voucher(3)], nextCursor: null, total: null } }
          : {
              status: 200,
              body: {
                items: [voucher(1, { balance: 1500 }), voucher(2, { origin: 'issued' })],
                nextCursor: 'c1',
                total: 3,
              },
            }
      }
      if (url === `/api/admin/gift-vouchers/${voucher(1).id}`) {
        const ledger: AdminGiftVoucherLedger = {
          voucher: voucher(1, { balance: 1500 }),
          entries: [
            {
              id: 'e2',
              kind: 'redeemed',
              amount: -3500,
              orderId: 'o9',
              orderReference: 'BT-SPENT9',
              actorEmail: null,
              createdAt: '2026-11-25T10:00:00.000Z',
            },
            {
              id: 'e1',
              kind: 'sold',
              amount: 5000,
              orderId: 'order-1',
              orderReference: 'BT-GIFT01',
              actorEmail: null,
              createdAt: '2026-11-21T08:00:00.000Z',
            },
          ],
        }
        return { status: 200, body: ledger }
      }
      return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } }
    })
    renderPage(<GiftVouchersAdminPage />, { auth: { admin: true }, currency: 'bdt' })

    await screen.findByRole('rowheader', { name: voucher(1).code })
    expect(screen.getByText(m.showing({ shown: 2, total: 3 }))).toBeTruthy()
    const first = within(row(voucher(1).code))
    expect(first.getByText(taka(5000))).toBeTruthy()
    expect(first.getByText(taka(1500))).toBeTruthy()
    expect(first.getByText(m.status.active)).toBeTruthy()
    expect(first.getByText(m.boughtBy({ email: 'buyer1@example.com' }))).toBeTruthy()
    expect(within(row(voucher(2).code)).getByText(m.origin.issued)).toBeTruthy()

    // Load more: the third comes, and focus goes to its first button.
    await userEvent.click(screen.getByRole('button', { name: m.loadMore }))
    await screen.findByRole('rowheader', { name: voucher(3).code })
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(row(voucher(3).code)).getByRole('button', {
          name: m.ledgerNamed({ code: voucher(3).code }),
        }),
      ),
    )
    expect(screen.queryByRole('button', { name: m.loadMore })).toBeNull()

    // The ledger: oldest first, signed amounts, the bookings, the balance last.
    await userEvent.click(
      screen.getByRole('button', { name: m.ledgerNamed({ code: voucher(1).code }) }),
    )
    const dialog = await screen.findByRole('dialog', {
      name: m.ledgerNamed({ code: voucher(1).code }),
    })
    const table = await within(dialog).findByRole('table')
    const lines = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((line) => line.textContent)
    expect(lines[0]).toContain(m.entryKinds.sold)
    expect(lines[0]).toContain(`+${taka(5000)}`)
    expect(lines[0]).toContain('BT-GIFT01')
    expect(lines[1]).toContain(m.entryKinds.redeemed)
    expect(lines[1]).toContain(`−${taka(3500)}`)
    expect(within(table).getByRole('link', { name: 'BT-SPENT9' }).getAttribute('href')).toBe(
      '/Dashboard/ManageBooking?q=BT-SPENT9',
    )
    expect(lines[2]).toContain(m.balanceRow)
    expect(lines[2]).toContain(taka(1500))
    await userEvent.click(within(dialog).getByRole('button', { name: m.close }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    // A search goes to the server.
    await userEvent.type(screen.getByLabelText(m.searchLabel), 'friend3')
    await userEvent.click(screen.getByRole('button', { name: m.search }))
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: voucher(1).code })).toBeNull(),
    )
    expect(screen.getByRole('rowheader', { name: voucher(3).code })).toBeTruthy()
    expect(calls.some(({ url }) => url.includes('q=friend3'))).toBe(true)
  })

  it('checks the issue form, shows the server’s field errors, and sends the API’s body', async () => {
    let posts = 0
    const issued = voucher(7, {
      origin: 'issued',
      amount: 2500,
      balance: 2500,
      recipientName: 'Karim Uddin',
      deliverBy: 'sms',
      recipientEmail: null,
      recipientPhone: '+8801712345678',
      orderId: null,
      orderReference: null,
      buyerEmail: null,
    })
    const calls: ApiCall[] = answerApi(({ method, url }) => {
      if (url.startsWith('/api/exchange-rate')) return rate
      if (method === 'POST' && url === '/api/admin/gift-vouchers') {
        posts += 1
        return posts === 1
          ? refusal(400, { deliverBy: g.smsUnavailable })
          : { status: 201, body: issued }
      }
      if (url.startsWith('/api/admin/gift-vouchers?')) {
        return {
          status: 200,
          body: { items: posts > 1 ? [issued] : [], nextCursor: null, total: posts > 1 ? 1 : 0 },
        }
      }
      return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } }
    })
    renderPage(<GiftVouchersAdminPage />, { auth: { admin: true }, currency: 'bdt' })
    await screen.findByText(m.empty)

    const opener = screen.getByRole('button', { name: m.issue })
    await userEvent.click(opener)
    const form = await screen.findByRole('form', { name: m.issueTitle })

    // Nothing filled: the schema's messages under their fields, focus on the first.
    await userEvent.click(within(form).getByRole('button', { name: m.issueSubmit }))
    const amount = within(form).getByLabelText(m.amount({ currency: 'BDT' }))
    await waitFor(() => expect(document.activeElement).toBe(amount))
    expect(within(form).getByText(g.amountRange)).toBeTruthy()
    expect(within(form).getByText(g.recipientNameRequired)).toBeTruthy()
    expect(within(form).getByText(g.reasonRequired)).toBeTruthy()
    expect(calls.filter(({ method }) => method === 'POST')).toHaveLength(0)

    // Out of bounds: said before sending.
    await userEvent.type(amount, '১০')
    await userEvent.click(within(form).getByRole('button', { name: m.issueSubmit }))
    expect(
      await within(form).findByText(g.amountLimits({ min: taka(500), max: taka(200_000) })),
    ).toBeTruthy()
    expect(calls.filter(({ method }) => method === 'POST')).toHaveLength(0)
    await userEvent.clear(amount)

    // Filled, by SMS (Bangla digits in the amount): the server cannot send SMS now.
    await userEvent.type(amount, '২,৫০০')
    await userEvent.type(within(form).getByLabelText(m.recipientName), 'Karim Uddin')
    await userEvent.click(within(form).getByRole('radio', { name: m.channels.sms }))
    await userEvent.type(within(form).getByLabelText(m.recipientPhone), '01712-345678')
    await userEvent.type(within(form).getByLabelText(m.message), 'Eid Mubarak!')
    await userEvent.type(within(form).getByLabelText(m.reason), 'Prize of the photo contest')
    await userEvent.click(within(form).getByRole('button', { name: m.issueSubmit }))
    const sms = within(form).getByRole('radio', { name: m.channels.sms })
    await waitFor(() => expect(document.activeElement).toBe(sms))
    expect(within(form).getByText(g.smsUnavailable)).toBeTruthy()
    expect(descriptionOf(within(form).getByRole('group', { name: m.deliverBy }))).toBe(
      g.smsUnavailable,
    )

    // Sent again: the body is the API's, the dialog closes and the page says what was issued.
    await userEvent.click(within(form).getByRole('button', { name: m.issueSubmit }))
    await screen.findByText(
      m.issued({ code: issued.code, amount: taka(2500), name: 'Karim Uddin' }),
    )
    const sent = calls.filter(({ method }) => method === 'POST')
    expect(sent).toHaveLength(2)
    expect(sent[1]!.body).toEqual({
      amount: 2500,
      recipientName: 'Karim Uddin',
      deliverBy: 'sms',
      recipientPhone: '01712-345678',
      message: 'Eid Mubarak!',
      reason: 'Prize of the photo contest',
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(opener))
    await screen.findByRole('rowheader', { name: issued.code })
  })

  it('cancels a voucher with a reason', async () => {
    const active = voucher(4, { balance: 1200 })
    let cancelled = false
    const calls = answerApi(({ method, url }) => {
      if (url.startsWith('/api/exchange-rate')) return rate
      if (method === 'POST' && url === `/api/admin/gift-vouchers/${active.id}/cancel`) {
        cancelled = true
        return {
          status: 200,
          body: { ...active, status: 'cancelled', cancelledAt: '2026-11-29T08:00:00.000Z' },
        }
      }
      if (url.startsWith('/api/admin/gift-vouchers?')) {
        const item = cancelled ? { ...active, status: 'cancelled' } : active
        return { status: 200, body: { items: [item], nextCursor: null, total: 1 } }
      }
      return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } }
    })
    renderPage(<GiftVouchersAdminPage />, { auth: { admin: true }, currency: 'bdt' })
    await userEvent.click(
      await screen.findByRole('button', { name: m.cancelNamed({ code: active.code }) }),
    )
    const dialog = await screen.findByRole('dialog', {
      name: m.cancelTitle({ code: active.code }),
    })
    expect(dialog.textContent).toContain(m.cancelDescribe({ balance: taka(1200) }))

    // A reason is asked for.
    await userEvent.click(within(dialog).getByRole('button', { name: m.cancelConfirm }))
    expect(within(dialog).getByText(g.reasonRequired)).toBeTruthy()
    expect(calls.filter(({ method }) => method === 'POST')).toHaveLength(0)

    await userEvent.type(within(dialog).getByLabelText(m.reason), 'Bought by mistake')
    await userEvent.click(within(dialog).getByRole('button', { name: m.cancelConfirm }))
    await screen.findByText(m.cancelled({ code: active.code }))
    expect(calls.find(({ method }) => method === 'POST')!.body).toEqual({
      reason: 'Bought by mistake',
      refund: false,
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const line = within(row(active.code))
    expect(line.getByText(m.status.cancelled)).toBeTruthy()
    expect(line.queryByRole('button', { name: m.cancelNamed({ code: active.code }) })).toBeNull()
  })

  it("refunds what is left to a bought voucher's buyer when asked; an issued one has no buyer", async () => {
    const sold = voucher(5, { balance: 800 })
    const issued = voucher(6, { origin: 'issued', orderId: null, orderReference: null })
    const refundedOne = {
      ...sold,
      status: 'cancelled' as const,
      balance: 0,
      refundedToBuyer: 800,
      cancelledAt: '2026-11-29T08:00:00.000Z',
      cancelReason: 'Buyer asked',
    }
    let refunded = false
    const calls = answerApi(({ method, url }) => {
      if (url.startsWith('/api/exchange-rate')) return rate
      if (method === 'POST' && url === `/api/admin/gift-vouchers/${sold.id}/cancel`) {
        refunded = true
        return { status: 200, body: refundedOne }
      }
      if (url.startsWith('/api/admin/gift-vouchers?')) {
        const items = [refunded ? refundedOne : sold, issued]
        return { status: 200, body: { items, nextCursor: null, total: 2 } }
      }
      if (url === `/api/admin/gift-vouchers/${sold.id}`)
        return { status: 200, body: { voucher: refundedOne, entries: [] } }
      return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } }
    })
    renderPage(<GiftVouchersAdminPage />, { auth: { admin: true }, currency: 'bdt' })
    const refundLabel = m.refundToBuyer({ balance: taka(800) })

    // An issued voucher: no refund to offer.
    await userEvent.click(
      await screen.findByRole('button', { name: m.cancelNamed({ code: issued.code }) }),
    )
    let dialog = await screen.findByRole('dialog', { name: m.cancelTitle({ code: issued.code }) })
    expect(within(dialog).queryByRole('checkbox')).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: m.keep }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await userEvent.click(screen.getByRole('button', { name: m.cancelNamed({ code: sold.code }) }))
    dialog = await screen.findByRole('dialog', { name: m.cancelTitle({ code: sold.code }) })
    const box = within(dialog).getByRole('checkbox', { name: refundLabel })
    expect((box as HTMLInputElement).checked).toBe(false)
    expect(box.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(box.getAttribute('aria-describedby')!)!.textContent).toBe(
      m.refundToBuyerHint,
    )
    await userEvent.click(box)
    await userEvent.type(within(dialog).getByLabelText(m.reason), 'Buyer asked')
    await userEvent.click(within(dialog).getByRole('button', { name: m.cancelConfirm }))
    await screen.findByText(m.cancelled({ code: sold.code }))
    expect(calls.find(({ method }) => method === 'POST')!.body).toEqual({
      reason: 'Buyer asked',
      refund: true,
    })

    // Its ledger says what went back.
    await userEvent.click(screen.getByRole('button', { name: m.ledgerNamed({ code: sold.code }) }))
    const ledger = await screen.findByRole('dialog')
    expect(
      await within(ledger).findByText(m.refundedNote({ amount: taka(800) }), { exact: false }),
    ).toBeTruthy()
  })
})
