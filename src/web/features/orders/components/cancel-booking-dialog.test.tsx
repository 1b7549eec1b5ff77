/**
 * The cancel dialog: it shows what the server says cancelling would do (days, refund, the policy
 * with the tier that applies) before anything is sent; a double click sends one cancellation;
 * a refusal (409) stays in the dialog; admins choose a full refund and give a reason.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { DEFAULT_CANCELLATION_POLICY } from '#shared/cancellation-policy.ts'
import type { CancellationTerms } from '#shared/contracts/lifecycle.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { messages } from '#shared/messages.ts'
import { answerApi, renderPage, type ApiCall } from '#tests/components/render.tsx'
import { setApiTransport } from '#web/lib/api-client.ts'
import {
  CancelBookingButton,
  CancelBookingDialog,
  cancelledMessage,
  useCancelBookingDialog,
  type CancelAudience,
} from './cancel-booking-dialog.tsx'

const m = messages.lifecycle

const order: Order = {
  _id: '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  name: 'Nusrat Jahan',
  email: 'nusrat@example.com',
  phone: '+880 1712-345678',
  tourName: 'Sajek Valley',
  tourPrice: 240,
  currency: 'usd',
  reference: 'BT-7K3M9Q',
  departureId: '1b2c3d4e-5f60-4718-9a2b-3c4d5e6f7a8b',
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

const terms = (over: Partial<CancellationTerms> = {}): CancellationTerms => ({
  cancellable: true,
  refusal: null,
  daysBefore: 20,
  refundPercent: 50,
  paid: 240,
  refund: 120,
  policy: [...DEFAULT_CANCELLATION_POLICY],
  ...over,
})

const cancelledOrder: Order = {
  ...order,
  status: 'partly_refunded',
  isPaid: false,
  cancelled: true,
  refundedAmount: 120,
  cancelledBy: 'customer',
}

/** A list of one booking with its cancel button and the page's outcome line, as the pages have. */
function Harness({ audience = 'customer' }: { audience?: CancelAudience }) {
  const dialog = useCancelBookingDialog()
  const listRef = useRef<HTMLDivElement>(null)
  const [outcome, setOutcome] = useState('')
  return (
    <div ref={listRef} tabIndex={-1}>
      <CancelBookingButton order={order} onAsk={dialog.ask} />
      <p data-testid="outcome">{outcome}</p>
      <CancelBookingDialog
        state={dialog}
        audience={audience}
        fallbackFocus={listRef}
        onCancelled={(result) => setOutcome(cancelledMessage(audience, result))}
      />
    </div>
  )
}

const openButton = () =>
  screen.getByRole('button', {
    name: m.cancelFor({ reference: order.reference, tour: order.tourName }),
  })
const isPost = (call: ApiCall) => call.method === 'POST'

describe('cancel booking dialog', () => {
  it('shows the days, the refund and the policy before anything is sent', async () => {
    const calls = answerApi(() => ({ status: 200, body: terms() }))
    renderPage(<Harness />)
    await userEvent.click(openButton())

    const dialog = await screen.findByRole('dialog', {
      name: m.cancelTitle({ tour: order.tourName }),
    })
    await within(dialog).findByText(m.cancelDaysBefore({ days: 20 }))
    expect(within(dialog).getByText(m.cancelRefund({ amount: '$120', percent: 50 }))).toBeTruthy()
    const policy = within(dialog).getByRole('region', { name: m.policyTitle })
    const lines = within(policy)
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    expect(lines).toEqual([
      m.policyTier({ days: 30, percent: 100 }),
      `${m.policyTier({ days: 14, percent: 50 })}${m.policyApplies}`,
      m.policyTier({ days: 0, percent: 0 }),
    ])
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `GET /api/orders/${order._id}/cancellation`,
    ])
    expect(within(dialog).getByRole('button', { name: m.cancelKeep })).toBeTruthy()
  })

  it('says when nothing was paid or no refund is due', async () => {
    answerApi(() => ({ status: 200, body: terms({ paid: 0, refund: 0 }) }))
    renderPage(<Harness />)
    await userEvent.click(openButton())
    expect(await screen.findByText(m.cancelUnpaid)).toBeTruthy()
  })

  it('says it is working out the refund, sends one cancellation however fast Cancel is clicked, shows Cancelling…, then the refund', async () => {
    // Every answer waits until the test releases it.
    const calls: ApiCall[] = []
    const waiting: Array<() => void> = []
    setApiTransport((url, init) => {
      const call = {
        method: init.method ?? 'GET',
        url,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      }
      calls.push(call)
      const body = isPost(call) ? { order: cancelledOrder, refund: 120 } : terms()
      return new Promise((resolve) => {
        waiting.push(() =>
          resolve({ ok: true, status: 200, text: () => Promise.resolve(JSON.stringify(body)) }),
        )
      })
    })
    const release = async () => {
      await waitFor(() => expect(waiting.length).toBeGreaterThan(0))
      waiting.shift()?.()
    }
    renderPage(<Harness />)
    await userEvent.click(openButton())
    const dialog = await screen.findByRole('dialog')
    expect((await within(dialog).findByRole('status')).textContent).toBe(m.cancelLoading)
    const confirm = within(dialog).getByRole('button', { name: m.cancelConfirm })
    expect((confirm as HTMLButtonElement).disabled).toBe(true)
    await release()
    await within(dialog).findByText(m.cancelDaysBefore({ days: 20 }))
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false))

    await userEvent.dblClick(confirm)
    await userEvent.click(confirm)
    await waitFor(() => expect(confirm.textContent).toContain(m.cancelling))
    expect((confirm as HTMLButtonElement).disabled).toBe(true)
    expect(calls.filter(isPost)).toHaveLength(1)
    expect(calls.find(isPost)).toMatchObject({
      url: `/api/orders/${order._id}/cancel`,
      body: {},
    })

    await release()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByTestId('outcome').textContent).toBe(m.cancelledRefund({ amount: '$120' }))
    expect(calls.filter(isPost)).toHaveLength(1)
  })

  it("keeps a refusal (409) in the dialog with the server's sentence", async () => {
    const refusal = messages.errors.alreadyTravelled
    answerApi((call) =>
      isPost(call)
        ? { status: 409, body: { error: { code: 'CONFLICT', message: refusal } } }
        : { status: 200, body: terms() },
    )
    renderPage(<Harness />)
    await userEvent.click(openButton())
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByText(m.cancelDaysBefore({ days: 20 }))
    await userEvent.click(within(dialog).getByRole('button', { name: m.cancelConfirm }))

    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal)
    expect(screen.getByRole('dialog')).toBeTruthy()
    expect(screen.getByTestId('outcome').textContent).toBe('')
  })

  it("shows the server's reason when the booking cannot be cancelled, with only Close", async () => {
    const refusal = messages.errors.alreadyTravelled
    answerApi(() => ({
      status: 200,
      body: terms({ cancellable: false, refusal, refund: 0 }),
    }))
    renderPage(<Harness />)
    await userEvent.click(openButton())
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByText(refusal)).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: m.cancelConfirm })).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: m.cancelClose }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('lets an admin refund in full and give a reason', async () => {
    const calls = answerApi((call) =>
      isPost(call)
        ? {
            status: 200,
            body: {
              order: { ...cancelledOrder, status: 'refunded', refundedAmount: 240 },
              refund: 240,
            },
          }
        : { status: 200, body: terms() },
    )
    renderPage(<Harness audience="admin" />)
    await userEvent.click(openButton())
    const dialog = await screen.findByRole('dialog')
    const choice = await within(dialog).findByRole('group', { name: m.refundLegend })
    const byPolicy = within(choice).getByRole('radio', {
      name: m.refundByPolicy({ amount: '$120', percent: 50 }),
    })
    expect((byPolicy as HTMLInputElement).checked).toBe(true)
    await userEvent.click(
      within(choice).getByRole('radio', { name: m.refundInFull({ amount: '$240' }) }),
    )
    await userEvent.type(within(dialog).getByLabelText(m.adminReason), 'Guide fell ill')
    await userEvent.click(within(dialog).getByRole('button', { name: m.cancelConfirm }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.find(isPost)?.body).toEqual({ refund: 'full', reason: 'Guide fell ill' })
    expect(screen.getByTestId('outcome').textContent).toBe(
      m.adminCancelledRefund({ reference: order.reference, amount: '$240' }),
    )
  })
})
