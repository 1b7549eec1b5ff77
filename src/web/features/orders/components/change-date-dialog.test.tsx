/**
 * The change-date dialog: the tour's other dates with seats for the party and their price
 * difference; Confirm sends one move and shows Moving…, then the outcome (a refund, or what is
 * still to pay with a Pay link); a refusal naming the date stays in the dialog; focus returns.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef } from 'react'
import { describe, expect, it } from 'vitest'
import { DEFAULT_CANCELLATION_POLICY } from '#shared/cancellation-policy.ts'
import type { Departure } from '#shared/contracts/departures.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { formatShortDate } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { answerApi, refusal, renderPage, type ApiCall } from '#tests/components/render.tsx'
import { ChangeDateButton, ChangeDateDialog, useChangeDateDialog } from './change-date-dialog.tsx'

const m = messages.reschedule

const order: Order = {
  _id: '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  name: 'Nusrat Jahan',
  email: 'nusrat@example.com',
  phone: '+880 1712-345678',
  tourName: 'Sajek Valley',
  tourPrice: 240,
  currency: 'usd',
  reference: 'BT-7K3M9Q',
  departureId: 'd-now',
  departureDate: '2099-12-24',
  travellers: 2,
  party: [{ kind: 'adult', count: 2, unitPrice: 120, seat: true }],
  extras: [],
  pickup: null,
  expired: false,
  holdExpiresAt: null,
  userUid: 'u1',
  isPaid: true,
  cancelled: false,
  tourId: 't1',
  createdAt: '2026-11-01T10:00:00.000Z',
  amount: 240,
  created: '2026-11-01T10:05:00.000Z',
  last4: '4242',
  paidWith: null,
  transaction: 'pi_1',
  status: 'paid',
  paidAmount: 240,
  refundedAmount: 0,
  cancelledBy: null,
  cancellationPolicy: [...DEFAULT_CANCELLATION_POLICY],
  depositAmount: null,
  balanceDue: 0,
  balanceDueOn: null,
  balanceOverdue: false,
}

const departure = (id: string, date: string, price: number, seatsLeft = 10): Departure => ({
  _id: id,
  date,
  capacity: 20,
  seatsLeft,
  price,
  status: seatsLeft === 0 ? 'soldout' : seatsLeft <= 5 ? 'few' : 'open',
})

const departures = [
  departure('d-now', '2099-12-24', 120),
  departure('d-dear', '2099-12-31', 135),
  departure('d-cheap', '2100-01-07', 110),
  departure('d-same', '2100-01-14', 120),
  departure('d-full', '2100-01-21', 120, 0),
  departure('d-one', '2100-01-28', 120, 1),
]

function Harness() {
  const dialog = useChangeDateDialog()
  const listRef = useRef<HTMLDivElement>(null)
  return (
    <div ref={listRef} tabIndex={-1}>
      <ChangeDateButton order={order} onAsk={dialog.ask} />
      <ChangeDateDialog state={dialog} fallbackFocus={listRef} />
    </div>
  )
}

const openButton = () =>
  screen.getByRole('button', {
    name: m.changeDateFor({ reference: order.reference, tour: order.tourName }),
  })
const isPost = (call: ApiCall) => call.method === 'POST'

async function openDialog() {
  await userEvent.click(openButton())
  const dialog = await screen.findByRole('dialog', { name: m.title({ tour: order.tourName }) })
  await within(dialog).findByRole('group', { name: m.legend })
  return dialog
}

describe('change date dialog', () => {
  it('lists the other dates with seats for the party, each with its seats left and price difference', async () => {
    answerApi(() => ({ status: 200, body: departures }))
    renderPage(<Harness />)
    const dialog = await openDialog()
    const radios = within(dialog).getAllByRole('radio')
    const ten = messages.dates.seatsLeft({ n: 10 })
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      `${formatShortDate('2099-12-31')}${ten}+$30${m.moreHint({ amount: '$30' })}`,
      `${formatShortDate('2100-01-07')}${ten}−$20${m.lessHint({ amount: '$20' })}`,
      `${formatShortDate('2100-01-14')}${ten}${m.samePrice}`,
    ])
  })

  it('says when a date has few seats left', async () => {
    answerApi(() => ({
      status: 200,
      body: [...departures, departure('d-few', '2100-02-04', 120, 3)],
    }))
    renderPage(<Harness />)
    const dialog = await openDialog()
    const few = within(dialog).getByRole('radio', {
      name: new RegExp(formatShortDate('2100-02-04')),
    })
    expect(few.closest('label')?.textContent).toContain(messages.dates.fewLeft({ n: 3 }))
  })

  it('moves once however fast Confirm is clicked, then says the refund', async () => {
    const moved = { ...order, departureId: 'd-cheap', departureDate: '2100-01-07', tourPrice: 220 }
    const calls = answerApi((call) =>
      isPost(call)
        ? { status: 200, body: { order: moved, refund: 20, due: 0 } }
        : { status: 200, body: departures },
    )
    renderPage(<Harness />)
    const dialog = await openDialog()
    await userEvent.click(within(dialog).getByRole('button', { name: m.confirm }))
    expect(within(dialog).getByRole('alert').textContent).toBe(m.chooseFirst)
    expect(calls.filter(isPost)).toHaveLength(0)

    await userEvent.click(within(dialog).getAllByRole('radio')[1]!)
    await userEvent.dblClick(within(dialog).getByRole('button', { name: m.confirm }))
    const status = await within(dialog).findByRole('status')
    expect(status.textContent).toBe(
      m.movedRefund({ date: formatShortDate('2100-01-07'), amount: '$20' }),
    )
    expect(calls.filter(isPost)).toEqual([
      {
        method: 'POST',
        url: `/api/orders/${order._id}/reschedule`,
        body: { departureId: 'd-cheap' },
      },
    ])
    expect(within(dialog).queryByRole('link', { name: m.payNow })).toBeNull()

    await userEvent.click(within(dialog).getByRole('button', { name: m.close }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(openButton())
  })

  it('says what is still to pay for a dearer date, with a Pay link', async () => {
    const moved = { ...order, departureId: 'd-dear', isPaid: false, status: 'deposit_paid' }
    answerApi((call) =>
      isPost(call)
        ? {
            status: 200,
            body: { order: { ...moved, departureDate: '2099-12-31' }, refund: 0, due: 30 },
          }
        : { status: 200, body: departures },
    )
    renderPage(<Harness />)
    const dialog = await openDialog()
    await userEvent.click(within(dialog).getAllByRole('radio')[0]!)
    await userEvent.click(within(dialog).getByRole('button', { name: m.confirm }))
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      m.movedDue({ date: formatShortDate('2099-12-31'), amount: '$30' }),
    )
    expect(within(dialog).getByRole('link', { name: m.payNow }).getAttribute('href')).toBe(
      paths.dashboardPay(order._id),
    )
  })

  it("keeps a refusal naming the date in the dialog, with the server's sentence", async () => {
    const gone = messages.errors.seatsGone({ left: 1 })
    answerApi((call) =>
      isPost(call) ? refusal(400, { departureId: gone }) : { status: 200, body: departures },
    )
    renderPage(<Harness />)
    const dialog = await openDialog()
    await userEvent.click(within(dialog).getAllByRole('radio')[2]!)
    await userEvent.click(within(dialog).getByRole('button', { name: m.confirm }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(gone)
    expect(within(dialog).getByRole('button', { name: m.confirm })).toBeTruthy()
  })
})
