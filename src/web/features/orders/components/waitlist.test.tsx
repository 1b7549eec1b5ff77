/**
 * The waitlist in the browser: joining says the place in line, a party that still fits hears
 * "book them instead" under the travellers; My Booking's section shows each entry's state (an
 * offer paid meanwhile as Booked) and leaves only after asking.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Departure } from '#shared/contracts/departures.ts'
import type { WaitlistEntry } from '#shared/contracts/waitlist.ts'
import { formatShortDate } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { answerApi, refusal, renderPage } from '#tests/components/render.tsx'
import { WaitlistDialog } from './waitlist-dialog.tsx'
import { WaitlistSection } from './waitlist-section.tsx'

const w = messages.waitlist

const departure: Departure = {
  _id: '1b2c3d4e-5f60-4718-9a2b-3c4d5e6f7a8b',
  date: '2099-12-24',
  capacity: 10,
  seatsLeft: 0,
  price: 120,
  status: 'soldout',
}

const entry = (over: Partial<WaitlistEntry>): WaitlistEntry => ({
  _id: '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  departureId: departure._id,
  departureDate: departure.date,
  tourId: 't1',
  tourName: 'Sajek Valley',
  travellers: 2,
  state: 'waiting',
  place: 2,
  offeredOrderId: null,
  offerExpiresAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...over,
})

const user = { email: 'nusrat@example.com', displayName: 'Nusrat Jahan', phone: '+880 1712-345678' }

describe('joining a waitlist', () => {
  it('sends the party with the prefilled name and phone, then says the place in line', async () => {
    const calls = answerApi(() => ({ status: 201, body: entry({ place: 3 }) }))
    renderPage(
      <WaitlistDialog
        open
        onOpenChange={() => {}}
        departure={departure}
        travellers={2}
        user={user}
      />,
    )
    const dialog = await screen.findByRole('dialog', {
      name: w.title({ date: formatShortDate(departure.date) }),
    })
    await userEvent.click(within(dialog).getByRole('button', { name: w.join }))
    expect((await within(dialog).findByRole('status')).textContent).toBe(w.joined({ place: 3 }))
    expect(calls).toEqual([
      {
        method: 'POST',
        url: `/api/departures/${departure._id}/waitlist`,
        body: { travellers: 2, name: user.displayName, phone: user.phone },
      },
    ])
    await waitFor(() => expect(document.activeElement?.textContent).toBe(w.joined({ place: 3 })))
  })

  it('puts "book them instead" under the travellers', async () => {
    const bookInstead = 'There are still 2 seats: book them instead.'
    answerApi(() => refusal(400, { travellers: bookInstead }))
    renderPage(
      <WaitlistDialog
        open
        onOpenChange={() => {}}
        departure={departure}
        travellers={2}
        user={user}
      />,
    )
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: w.join }))
    const travellers = within(dialog).getByLabelText(w.party)
    await waitFor(() => expect(travellers.getAttribute('aria-invalid')).toBe('true'))
    expect(within(dialog).getByText(bookInstead)).toBeTruthy()
    expect(document.activeElement).toBe(travellers)
  })
})

describe("My Booking's waitlist", () => {
  it('shows nothing without entries', async () => {
    const calls = answerApi(() => ({ status: 200, body: [] }))
    renderPage(<WaitlistSection enabled paidOrderIds={new Set()} />)
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(screen.queryByRole('region', { name: w.section })).toBeNull()
  })

  it("shows each entry's state, an offer's Pay now, and an offer paid meanwhile as Booked", async () => {
    answerApi(() => ({
      status: 200,
      body: [
        entry({ _id: 'a', place: 2 }),
        entry({
          _id: 'b',
          state: 'offered',
          place: null,
          offeredOrderId: 'o1',
          offerExpiresAt: '2099-12-01T10:00:00.000Z',
        }),
        entry({ _id: 'c', state: 'offered', place: null, offeredOrderId: 'o2' }),
        entry({ _id: 'd', state: 'lapsed', place: null }),
        entry({ _id: 'e', state: 'left', place: null }),
      ],
    }))
    renderPage(<WaitlistSection enabled paidOrderIds={new Set(['o2'])} />)
    const section = await screen.findByRole('region', { name: w.section })
    const items = within(section).getAllByRole('listitem')
    expect(items).toHaveLength(4)
    expect(items[0]!.textContent).toContain(w.place({ n: 2 }))
    expect(items[1]!.textContent).toContain(w.heldUntil({ time: '' }))
    expect(within(items[1]!).getByRole('link', { name: w.payNow }).getAttribute('href')).toBe(
      paths.dashboardPay('o1'),
    )
    expect(items[2]!.textContent).toContain(w.booked)
    expect(within(items[2]!).queryByRole('link', { name: w.payNow })).toBeNull()
    expect(items[3]!.textContent).toContain(w.lapsed)
    expect(within(items[3]!).queryByRole('button')).toBeNull()
  })

  it('leaves only after asking, then says so', async () => {
    let entries = [entry({})]
    const calls = answerApi((call) => {
      if (call.method === 'DELETE') {
        entries = []
        return { status: 200, body: entry({ state: 'left' }) }
      }
      return { status: 200, body: entries }
    })
    renderPage(<WaitlistSection enabled paidOrderIds={new Set()} />)
    const leave = await screen.findByRole('button', {
      name: w.leaveFor({ date: formatShortDate(departure.date), tour: 'Sajek Valley' }),
    })
    await userEvent.click(leave)
    const dialog = await screen.findByRole('dialog', { name: w.leaveTitle })
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0)
    await userEvent.click(within(dialog).getByRole('button', { name: w.leaveConfirm }))
    expect(await screen.findByText(w.leftOutcome)).toBeTruthy()
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      `/api/waitlist/${entry({})._id}`,
    ])
    await waitFor(() => expect(screen.queryByRole('listitem')).toBeNull())
  })
})
