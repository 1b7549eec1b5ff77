/**
 * Manage Plan a page at a time: 50 plans, then "Show more plans" brings the rest, says how many
 * came and takes keyboard users to the first new plan's name.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Place } from '#shared/contracts/catalog.ts'
import { messages } from '#shared/messages.ts'
import { answerApi, renderPage } from '#tests/components/render.tsx'
import { ManagePlanPage } from './manage-plan-page.tsx'

const t = messages.scaleConsole

const places: Place[] = Array.from({ length: 55 }, (_, i) => ({
  _id: `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
  placeId: i + 1,
  placeName: `Plan ${i + 1}`,
  description: 'A trip.',
  price: 100 + i,
  review: 3,
  duration: 2,
  rating: 4.5,
  parentID: 1,
  image: '/images/places/x.svg',
  imageAlt: `Plan ${i + 1}`,
  divisionName: 'Sylhet',
}))

function open() {
  answerApi((call) => {
    if (!call.url.startsWith('/api/places?')) {
      return { status: 200, body: { takaPerDollar: 120, setAt: null } }
    }
    const query = new URL(call.url, 'http://localhost').searchParams
    const start = Number(query.get('cursor') ?? 0)
    const end = start + Number(query.get('limit'))
    return {
      status: 200,
      body: {
        items: places.slice(start, end),
        nextCursor: end < places.length ? String(end) : null,
        total: places.length,
        priceMax: 154,
      },
    }
  })
  renderPage(<ManagePlanPage />, { route: '/Dashboard/ManagePlan' })
}

describe('Manage Plan a page at a time', () => {
  // 15 s: 55 plans drawn twice (cards and table) take seconds in happy-dom beside other files.
  it('shows 50 plans, then the rest, saying how many came, with focus on the first new one', async () => {
    open()
    expect(
      await screen.findByText(messages.plans.showing({ shown: 50, total: places.length })),
    ).toBeTruthy()
    // By its text and a plain click: role queries and user-event's checks over 100 rows of links
    // and buttons take seconds in happy-dom.
    fireEvent.click(screen.getByText(t.showMore))
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Plan 51'))
    expect(screen.getByText(t.loadedMore({ count: 5 }))).toBeTruthy()
    expect(screen.getByText(messages.plans.count({ total: places.length }))).toBeTruthy()
    expect(screen.queryByText(t.showMore)).toBeNull()
  }, 15_000)
})
