/**
 * My Booking a page at a time: 20 bookings and "Showing 20 of 23", then "Show more bookings"
 * brings the rest and takes keyboard users to the first new booking; a page that fails to load
 * says so under the list, which stays, and the button tries again.
 */
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Order } from '#shared/contracts/orders.ts'
import { messages } from '#shared/messages.ts'
import { answerApi, renderPage } from '#tests/components/render.tsx'
import { unpaidOrder } from '#tests/components/orders.ts'
import { MyBookingPage } from './my-booking-page.tsx'

const t = messages.ordersConsole
const email = 'nusrat@example.com'
const user = {
  uid: 'u1',
  email,
  displayName: 'Nusrat Jahan',
  photoURL: null,
  emailVerified: true,
  phone: null,
}

const orders: Order[] = Array.from({ length: 23 }, (_, i) =>
  unpaidOrder({
    _id: `6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a${String(i).padStart(2, '0')}`,
    tourName: `Trip ${i + 1}`,
  }),
)

function open(failSecondPage: () => boolean = () => false) {
  answerApi((call) => {
    if (call.url.startsWith(`/api/order/${encodeURIComponent(email)}`)) {
      const query = new URL(call.url, 'http://localhost').searchParams
      const start = Number(query.get('cursor') ?? 0)
      if (start > 0 && failSecondPage()) {
        return { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }
      }
      const end = start + Number(query.get('limit'))
      return {
        status: 200,
        body: {
          items: orders.slice(start, end),
          nextCursor: end < orders.length ? String(end) : null,
          total: orders.length,
        },
      }
    }
    if (call.url === '/api/waitlist') return { status: 200, body: [] }
    return { status: 200, body: { takaPerDollar: 120, setAt: null } }
  })
  renderPage(<MyBookingPage />, { auth: { user, status: 'signedIn' } })
}

const tripLinks = () =>
  screen.queryAllByRole('link').filter((link) => link.textContent?.startsWith('Trip '))
const showMore = () => screen.queryByRole('button', { name: t.showMore })

describe('My Booking a page at a time', () => {
  it('shows 20 bookings, then the rest, with focus on the first new one', async () => {
    open()
    expect(
      await screen.findByText(t.showingBookings({ shown: 20, total: orders.length })),
    ).toBeTruthy()
    await userEvent.click(showMore()!)
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Trip 21'))
    expect(document.activeElement?.tagName).toBe('A')
    expect(showMore()).toBeNull()
    // Cards and table rows both list them (CSS shows one).
    expect(tripLinks()).toHaveLength(2 * orders.length)
  })

  it('says a page that failed under the list, keeps the list, and tries again', async () => {
    let fail = true
    open(() => fail)
    await userEvent.click(await screen.findByRole('button', { name: t.showMore }))
    expect((await screen.findByRole('alert')).textContent).toBe(messages.myBooking.loadFailed)
    expect(tripLinks()).toHaveLength(2 * 20)

    fail = false
    await userEvent.click(showMore()!)
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Trip 21'))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
