/**
 * The Delete button of an order list (My Booking, Manage Order): an unpaid order's deletes; a
 * paid one's stays in its place, disabled, with the reason beside it as visible text that is
 * also its description — pointing to Cancel booking while the booking can still be cancelled.
 */
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Order } from '#shared/contracts/orders.ts'
import { messages, setLocaleSource } from '#shared/messages.ts'
import { unpaidOrder } from '#tests/components/orders.ts'
import { descriptionOf, renderPage } from '#tests/components/render.tsx'
import { DeleteOrderButton } from './delete-order-dialog.tsx'

afterEach(() => setLocaleSource(() => 'en'))

const unpaid = unpaidOrder()

const paid: Order = {
  ...unpaid,
  isPaid: true,
  status: 'paid',
  paidAmount: 300,
  balanceDue: 0,
  departureId: '1b2c3d4e-5f60-4718-9a2b-3c4d5e6f7a8b',
  departureDate: '2099-06-30',
}

const deleteButton = () => screen.getByRole('button', { name: messages.orders.delete })

function show(order: Order) {
  const onAsk = vi.fn()
  renderPage(<DeleteOrderButton order={order} onAsk={onAsk} />)
  return onAsk
}

describe('Delete on an order', () => {
  it('deletes an unpaid order', async () => {
    const onAsk = show(unpaid)
    expect(deleteButton().hasAttribute('disabled')).toBe(false)
    expect(deleteButton().getAttribute('aria-describedby')).toBeNull()
    await userEvent.click(deleteButton())
    expect(onAsk).toHaveBeenCalledWith(unpaid, deleteButton())
  })

  it('stays on a paid order, disabled, saying why and what to do instead', async () => {
    const onAsk = show(paid)
    expect(deleteButton().hasAttribute('disabled')).toBe(true)
    const why = messages.orders.paidCancelInstead
    expect(why).toMatch(/can't be deleted; cancel/)
    expect(descriptionOf(deleteButton())).toBe(why)
    expect(screen.getByText(why)).toBeTruthy()
    await userEvent.click(deleteButton())
    expect(onAsk).not.toHaveBeenCalled()
  })

  it('says only why once the trip has happened (nothing left to cancel)', () => {
    show({ ...paid, status: 'completed', departureDate: '2020-01-15' })
    expect(deleteButton().hasAttribute('disabled')).toBe(true)
    expect(descriptionOf(deleteButton())).toBe(messages.orders.paidNoDelete)
  })

  it('stays disabled on a booking with a deposit paid', () => {
    show({ ...paid, isPaid: false, status: 'deposit_paid', paidAmount: 60, balanceDue: 240 })
    expect(deleteButton().hasAttribute('disabled')).toBe(true)
    expect(descriptionOf(deleteButton())).toBe(messages.orders.paidCancelInstead)
  })

  it('says it in Bangla on a Bangla page', () => {
    setLocaleSource(() => 'bn')
    show(paid)
    const button = screen.getByRole('button', { name: messages.orders.delete })
    expect(descriptionOf(button)).toBe(messages.orders.paidCancelInstead)
    expect(descriptionOf(button)).not.toMatch(/[A-Za-z]/)
  })
})
