/**
 * The booking modal's private-group choice (decision 053): offered with its price only when the
 * tour has one and nobody has booked the chosen date; taken, the total says "Private group" and
 * is the group's price plus extras, and the booking asks for it (`private: true`).
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Place } from '#shared/contracts/catalog.ts'
import type { Departure } from '#shared/contracts/departures.ts'
import type { TourPricing } from '#shared/contracts/tour-pricing.ts'
import { messages } from '#shared/messages.ts'
import { answerApi, renderPage } from '#tests/components/render.tsx'
import { unpaidOrder } from '#tests/components/orders.ts'
import { BookingDialog } from './booking-dialog.tsx'

const p = messages.tourPricing

const pricing: TourPricing = {
  categories: [{ kind: 'child', price: 3000, minAge: 5, maxAge: 11, seat: true }],
  extras: [{ id: 'porter', name: 'Porter', price: 500, per: 'booking', stock: null }],
  travellerDetails: 'none',
  detailsDueDays: 2,
  privatePrice: 60000,
}

const tour = (privatePrice: number | null = 60000): Place => ({
  _id: '2c3d4e5f-6071-4829-8a3b-4c5d6e7f8a9b',
  placeId: 118,
  placeName: 'Sundarbans',
  description: 'Three days on a launch.',
  price: 5000,
  review: 0,
  duration: 3,
  rating: 0,
  parentID: 4,
  image: 'https://example.com/sundarbans.jpg',
  imageAlt: 'Sundarbans',
  divisionName: 'Khulna',
  tourPricing: { ...pricing, privatePrice },
})

const date = (seatsLeft: number): Departure => ({
  _id: '1b2c3d4e-5f60-4718-9a2b-3c4d5e6f7a8b',
  date: '2099-12-24',
  capacity: 12,
  seatsLeft,
  price: 5000,
  status: 'open',
})

function renderDialog(place: Place, departure: Departure) {
  const onBooked = vi.fn()
  renderPage(
    <BookingDialog
      open
      onOpenChange={() => {}}
      tour={place}
      departure={departure}
      party={{ adult: 2, child: 1, infant: 0, saarc: 0, foreign: 0 }}
      extras={[{ id: 'porter', quantity: 1 }]}
      user={{ email: 'nusrat@example.com', displayName: 'Nusrat Jahan', phone: '01712345678' }}
      onBooked={onBooked}
    />,
    { currency: 'bdt' },
  )
  return onBooked
}

const choice = () =>
  screen.queryByRole('checkbox', { name: new RegExp(p.privateChoice({ price: '.*' })) })

describe('booking modal: a private group', () => {
  it('takes the whole date at the group price plus extras, and books it so', async () => {
    const calls = answerApi(({ method }) =>
      method === 'POST'
        ? { status: 201, body: unpaidOrder({ privatePrice: 60000, tourPrice: 60500 }) }
        : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'no' } } },
    )
    const onBooked = renderDialog(tour(), date(12))
    const dialog = await screen.findByRole('dialog')
    const summary = () =>
      within(dialog)
        .getAllByRole('definition')
        .map((dd) => dd.textContent)
    // By the traveller: 2 × ৳5,000 + ৳3,000 + the porter's ৳500.
    expect(summary()).toContain('৳13,500')

    await userEvent.click(choice()!)
    expect(within(dialog).getByText(`${messages.dates.total} · ${p.privateGroup}`)).toBeTruthy()
    expect(within(dialog).getByText(p.privateGroup)).toBeTruthy()
    expect(summary()).toContain('৳60,500')

    await userEvent.click(within(dialog).getByRole('button', { name: messages.booking.confirm }))
    await waitFor(() => expect(onBooked).toHaveBeenCalledTimes(1))
    const post = calls.find((call) => call.method === 'POST')!
    expect(post.body).toMatchObject({ private: true, extras: [{ id: 'porter', quantity: 1 }] })
  })

  it('is not offered on a date with seats taken', async () => {
    answerApi(() => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'no' } } }))
    renderDialog(tour(), date(11))
    await screen.findByRole('dialog')
    expect(choice()).toBeNull()
  })

  it('is not offered by a tour without a private-group price', async () => {
    answerApi(() => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'no' } } }))
    renderDialog(tour(null), date(12))
    await screen.findByRole('dialog')
    expect(choice()).toBeNull()
  })
})
