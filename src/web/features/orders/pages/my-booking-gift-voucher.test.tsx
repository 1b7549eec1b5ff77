/**
 * A gift voucher's sale on My Booking (issue 33 item 4): "Gift voucher" with its reference, no
 * date or travellers; Pay while unpaid and the receipt once paid, and nothing that belongs to a
 * trip (travellers, calendar, check-in code, change date, review, cancel booking).
 */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Order } from '#shared/contracts/orders.ts'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { answerApi, renderPage } from '#tests/components/render.tsx'
import { unpaidOrder } from '#tests/components/orders.ts'
import { MyBookingPage } from './my-booking-page.tsx'

const email = 'nusrat@example.com'
const user = {
  uid: 'u1',
  email,
  displayName: 'Nusrat Jahan',
  photoURL: null,
  emailVerified: true,
  phone: null,
}

const sale = (overrides: Partial<Order>) =>
  unpaidOrder({
    sale: 'gift-voucher',
    tourName: messages.giftVoucher.saleName,
    tourId: null,
    party: [],
    ...overrides,
  })

const unpaid = sale({ _id: '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a01', reference: 'BT-GV0001' })
const paid = sale({
  _id: '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a02',
  reference: 'BT-GV0002',
  isPaid: true,
  status: 'paid',
  paidAmount: 300,
  balanceDue: 0,
  amount: 300,
  created: '2026-11-02T10:00:00.000Z',
})

function open() {
  answerApi((call) => {
    if (call.url.startsWith(`/api/order/${encodeURIComponent(email)}`)) {
      return { status: 200, body: { items: [unpaid, paid], nextCursor: null, total: 2 } }
    }
    if (call.url === '/api/waitlist') return { status: 200, body: [] }
    return { status: 200, body: { takaPerDollar: 120, setAt: null } }
  })
  renderPage(<MyBookingPage />, { auth: { user, status: 'signedIn' } })
}

/** The booking's table row (the cards say the same; CSS shows one). */
const row = async (reference: string) =>
  (await screen.findByText(reference, { selector: 'td *' })).closest('tr')!

describe("My Booking: a gift voucher's sale", () => {
  it('reads "Gift voucher" with its reference, and offers Pay while unpaid', async () => {
    open()
    const tr = await row('BT-GV0001')
    expect(tr.textContent).toContain(messages.giftVoucher.saleName)
    expect(tr.textContent).not.toContain(messages.dates.toBeArranged)
    expect(
      within(tr)
        .getByRole('link', {
          name: messages.orders.payFor({ tour: messages.giftVoucher.saleName }),
        })
        .getAttribute('href'),
    ).toBe(paths.dashboardPay(unpaid._id))
    expect(within(tr).queryByRole('button', { name: messages.travellers.button })).toBeNull()
  })

  it('offers its receipt once paid, and nothing about a trip', async () => {
    open()
    const tr = await row('BT-GV0002')
    const buttons = within(tr)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent)
    expect(buttons).toContain(messages.receipt.for({ tour: messages.giftVoucher.saleName }))
    expect(within(tr).queryAllByRole('link')).toHaveLength(0)
    expect(tr.textContent).not.toContain(messages.travellers.button)
    expect(tr.textContent).not.toContain(messages.myBooking.calendar)
    expect(tr.textContent).not.toContain(messages.checkIn.qrButton)
    expect(tr.textContent).not.toContain(messages.lifecycle.cancelBooking)
    expect(tr.textContent).not.toContain(messages.reschedule.changeDate)
    // Paid: not deleted, and not to be cancelled as a booking either.
    expect(tr.textContent).toContain(messages.orders.paidNoDelete)
  })
})
