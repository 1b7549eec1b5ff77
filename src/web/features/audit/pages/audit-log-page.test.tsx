/**
 * The Audit log page against answers given in process: the filters in the address become the
 * API's query (and Apply writes new ones back, from page one; Back restores the old ones), the
 * entries read as a table with Dhaka times and before → after in dollars, Load more follows the
 * server's cursor with progress shown, and the empty, error and refused-dates states.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLocation, useNavigate } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { AuditEntry, AuditPage } from '#shared/contracts/audit.ts'
import { messages } from '#shared/messages.ts'
import { answerApi, renderPage } from '#tests/components/render.tsx'
import { setApiTransport, type ApiResponse } from '#web/lib/api-client.ts'
import { AuditLogPage } from './audit-log-page.tsx'

const t = messages.audit
const planId = '1a2b3c4d-0000-4000-8000-000000000001'
const orderId = '9f8e7d6c-0000-4000-8000-000000000002'

function entry(overrides: Partial<AuditEntry> & Pick<AuditEntry, 'id'>): AuditEntry {
  return {
    at: '2026-11-24T08:05:00.000Z',
    actorId: 'u1',
    actorEmail: 'admin@example.com',
    action: 'plan.updated',
    subjectType: 'plan',
    subjectId: planId,
    before: null,
    after: null,
    ...overrides,
  }
}

const planEdit = entry({
  id: 3,
  before: { priceCents: 8000, name: 'Sajek Valley' },
  after: { priceCents: 9550, name: 'Sajek Valley Retreat' },
})
const refund = entry({
  id: 2,
  at: '2026-11-23T20:30:00.000Z',
  actorId: null,
  actorEmail: null,
  action: 'refund.issued',
  subjectType: 'order',
  subjectId: orderId,
  after: { amountCents: 4000, purpose: 'cancellation' },
})
const unknown = entry({ id: 1, action: 'coupon.created', subjectType: 'coupon', subjectId: 'c1' })

const page = (items: AuditEntry[], nextCursor: string | null = null): AuditPage => ({
  items,
  nextCursor,
  total: null,
})

/** The API's query of a request, as plain pairs. */
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams)

/** The address the page is at, and a Back button, as a browser has them. */
function Browser() {
  const location = useLocation()
  const navigate = useNavigate()
  return (
    <>
      <span data-testid="address">{location.search}</span>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  )
}

function renderLog(route = '/Dashboard/AuditLog') {
  return renderPage(
    <>
      <AuditLogPage />
      <Browser />
    </>,
    { route, auth: { admin: true } },
  )
}

const address = () => screen.getByTestId('address').textContent
const table = () => screen.getByRole('table', { name: t.caption })
/** What a sighted reader sees, and what a screen reader hears, of an element. */
const seen = (element: Element) => textWithout(element, '.sr-only')
const heard = (element: Element) => textWithout(element, '[aria-hidden="true"]')
function textWithout(element: Element, hidden: string): string {
  const copy = element.cloneNode(true) as Element
  copy.querySelectorAll(hidden).forEach((node) => node.remove())
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim()
}
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement

describe('Audit log page', () => {
  it('shows the newest entries in a table: Dhaka time, who, action, subject and the change', async () => {
    const calls = answerApi(() => ({ status: 200, body: page([planEdit, refund, unknown]) }))
    renderLog()

    await screen.findByRole('table', { name: t.caption })
    expect(calls.map((call) => call.url)).toEqual(['/api/audit?limit=50'])
    const headers = within(table()).getAllByRole('columnheader')
    expect(headers.map((header) => header.textContent)).toEqual([
      t.when,
      t.who,
      t.action,
      t.subject,
      t.change,
    ])
    expect(headers.every((header) => header.getAttribute('scope') === 'col')).toBe(true)

    const [, edit, refunded, other] = within(table()).getAllByRole('row')
    const cells = within(edit!).getAllByRole('cell')
    expect(cells[0]!.querySelector('time')?.getAttribute('dateTime')).toBe(planEdit.at)
    expect(seen(cells[0]!)).toBe('24 Nov 2026, 14:05')
    expect(seen(cells[1]!)).toBe('admin@example.com')
    // The readable action, and its raw name (what the API's filter takes) beneath.
    expect(within(cells[2]!).getByText('Plan edited')).toBeTruthy()
    expect(within(cells[2]!).getByText('plan.updated')).toBeTruthy()
    expect(
      within(cells[3]!).getByRole('link', { name: 'Plan 1a2b3c4d' }).getAttribute('href'),
    ).toBe(`/Dashboard/ManagePlan/${planId}`)
    const changes = within(cells[4]!).getAllByRole('listitem')
    expect(changes.map(seen)).toEqual([
      'Price: $80 → $95.50',
      'Name: Sajek Valley → Sajek Valley Retreat',
    ])
    expect(heard(changes[0]!)).toBe('Price: $80 to $95.50')

    // The payment provider's refund: no one signed in, an order (no page of its own), cents.
    const refundCells = within(refunded!).getAllByRole('cell')
    expect(seen(refundCells[0]!)).toBe('24 Nov 2026, 02:30')
    expect(seen(refundCells[1]!)).toBe(t.system)
    expect(seen(refundCells[2]!)).toContain('Refund issued')
    expect(within(refundCells[3]!).queryByRole('link')).toBeNull()
    expect(seen(refundCells[3]!)).toBe('Order 9f8e7d6c')
    expect(within(refundCells[4]!).getAllByRole('listitem').map(seen)).toEqual([
      'Amount: $40',
      'Purpose: cancellation',
    ])

    // An action this page does not know keeps its raw name; nothing recorded says so.
    const otherCells = within(other!).getAllByRole('cell')
    expect(seen(otherCells[2]!)).toBe('coupon.created')
    expect(seen(otherCells[4]!)).toBe(t.noChange)

    expect(screen.getByRole('status').textContent).toBe(t.showing({ count: 3, more: false }))
    expect(screen.queryByRole('button', { name: t.loadMore })).toBeNull()
  })

  it('asks with the address’s filters, applies new ones from page one, and Back restores them', async () => {
    const calls = answerApi(() => ({ status: 200, body: page([planEdit]) }))
    renderLog('/Dashboard/AuditLog?area=refund&actor=ops%40example.com')

    await screen.findByRole('table', { name: t.caption })
    expect(queryOf(calls[0]!.url)).toEqual({
      limit: '50',
      action: 'refund',
      actor: 'ops@example.com',
    })
    expect(field(t.area).value).toBe('refund')
    expect(field(t.actor).value).toBe('ops@example.com')

    await userEvent.selectOptions(field(t.area), t.areas.plan)
    await userEvent.clear(field(t.actor))
    await userEvent.type(field(t.subjectId), planId)
    fireEvent.change(field(t.from), { target: { value: '2026-11-01' } })
    fireEvent.change(field(t.to), { target: { value: '2026-11-30' } })
    const before = calls.length
    await userEvent.click(screen.getByRole('button', { name: t.apply }))

    await waitFor(() => expect(calls.length).toBe(before + 1))
    expect(queryOf(calls.at(-1)!.url)).toEqual({
      limit: '50',
      action: 'plan',
      subjectId: planId,
      from: '2026-11-01',
      to: '2026-11-30',
    })
    expect(address()).toBe(`?area=plan&subject=${planId}&from=2026-11-01&to=2026-11-30`)

    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }))
    expect(address()).toBe('?area=refund&actor=ops%40example.com')
    await waitFor(() => expect(field(t.area).value).toBe('refund'))
    expect(field(t.subjectId).value).toBe('')
    expect(field(t.actor).value).toBe('ops@example.com')

    // Clear filters: every area again, and the address empty.
    await userEvent.click(screen.getByRole('button', { name: t.clear }))
    expect(address()).toBe('')
    await waitFor(() => expect(queryOf(calls.at(-1)!.url)).toEqual({ limit: '50' }))
  })

  it('narrows the log to one subject from its row', async () => {
    const calls = answerApi(() => ({ status: 200, body: page([refund]) }))
    renderLog()
    await screen.findByRole('table', { name: t.caption })

    const only = within(table()).getByRole('button', {
      name: t.onlySubject({ subject: 'Order 9f8e7d6c' }),
    })
    await userEvent.click(only)
    expect(address()).toBe(`?subject=${orderId}`)
    await waitFor(() =>
      expect(queryOf(calls.at(-1)!.url)).toEqual({ limit: '50', subjectId: orderId }),
    )
    expect(field(t.subjectId).value).toBe(orderId)
    // Filtered to it already: no button to do it again.
    await waitFor(() =>
      expect(within(table()).queryByRole('button', { name: /Show only entries/ })).toBeNull(),
    )
  })

  it('loads older entries by the server’s cursor, showing progress, until the last page', async () => {
    const urls: string[] = []
    let answerSecond: (body: AuditPage) => void = () => {}
    setApiTransport((url): Promise<ApiResponse> => {
      urls.push(url)
      const respond = (body: AuditPage): ApiResponse => ({
        ok: true,
        status: 200,
        text: () => Promise.resolve(JSON.stringify(body)),
      })
      if (queryOf(url).cursor === '2') {
        return new Promise((resolve) => {
          answerSecond = (body) => resolve(respond(body))
        })
      }
      return Promise.resolve(respond(page([planEdit, refund], '2')))
    })
    renderLog('/Dashboard/AuditLog?area=plan')

    await screen.findByRole('table', { name: t.caption })
    expect(screen.getByRole('status').textContent).toBe(t.showing({ count: 2, more: true }))
    const more = screen.getByRole('button', { name: t.loadMore })
    await userEvent.click(more)

    expect(queryOf(urls.at(-1)!)).toEqual({ limit: '50', cursor: '2', action: 'plan' })
    await waitFor(() => expect(more.getAttribute('aria-busy')).toBe('true'))
    expect(screen.getByRole('status').textContent).toBe(t.loadingMore)
    // The entries already shown stay while the next page comes.
    expect(within(table()).getAllByRole('row')).toHaveLength(3)

    answerSecond(page([unknown], null))
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(4))
    expect(screen.getByRole('status').textContent).toBe(t.showing({ count: 3, more: false }))
    expect(screen.queryByRole('button', { name: t.loadMore })).toBeNull()
    // Load more is gone: focus went to the count rather than to the page.
    expect(document.activeElement).toBe(screen.getByRole('status'))
    expect(urls).toHaveLength(2)

    // New filters start again from the newest entry: no cursor.
    await userEvent.selectOptions(field(t.area), t.allAreas)
    await userEvent.click(screen.getByRole('button', { name: t.apply }))
    await waitFor(() => expect(urls).toHaveLength(3))
    expect(queryOf(urls.at(-1)!)).toEqual({ limit: '50' })
  })

  it('says when nothing matches, and offers Retry when the log cannot be loaded', async () => {
    let fail = true
    answerApi(() =>
      fail
        ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Something broke' } } }
        : { status: 200, body: page([]) },
    )
    renderLog('/Dashboard/AuditLog?area=mail')

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(t.loadFailed)
    fail = false
    await userEvent.click(within(alert).getByRole('button', { name: messages.common.retry }))
    expect(await screen.findByRole('heading', { name: t.emptyTitle })).toBeTruthy()
    expect(screen.getByText(t.empty)).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe(t.emptyTitle)
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('keeps what it has when an older page fails, and Load more tries again', async () => {
    let fail = true
    const calls = answerApi(({ url }) =>
      queryOf(url).cursor === undefined
        ? { status: 200, body: page([planEdit], '3') }
        : fail
          ? { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'Busy' } } }
          : { status: 200, body: page([refund]) },
    )
    renderLog()
    await userEvent.click(await screen.findByRole('button', { name: t.loadMore }))

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(t.loadMoreFailed)
    expect(within(table()).getAllByRole('row')).toHaveLength(2)
    fail = false
    await userEvent.click(screen.getByRole('button', { name: t.loadMore }))
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(3))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(calls.map((call) => queryOf(call.url).cursor)).toEqual([undefined, '3', '3'])
  })

  it('refuses a From date after the To date without asking the server', async () => {
    const calls = answerApi(() => ({ status: 200, body: page([planEdit]) }))
    renderLog()
    await screen.findByRole('table', { name: t.caption })

    fireEvent.change(field(t.from), { target: { value: '2026-12-01' } })
    fireEvent.change(field(t.to), { target: { value: '2026-11-01' } })
    await userEvent.click(screen.getByRole('button', { name: t.apply }))

    const to = field(t.to)
    expect(to.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(to.getAttribute('aria-describedby')!)?.textContent).toBe(
      t.datesOrder,
    )
    expect(document.activeElement).toBe(to)
    expect(calls).toHaveLength(1)
    expect(address()).toBe('')
  })
})
