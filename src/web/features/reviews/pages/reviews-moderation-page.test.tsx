/**
 * Dashboard → Reviews, both tabs: the count in its live region, Hide and Show with the outcome
 * said, Load more moving focus to the first new review, Delete behind its confirm dialog
 * (testimonials only), and the tour reviews' filter, tour link and deleted accounts.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { ModeratedReview } from '#shared/contracts/review-moderation.ts'
import type { ModeratedTourReview } from '#shared/contracts/tour-reviews.ts'
import { messages } from '#shared/messages.ts'
import { answerApi, renderPage, type ApiCall } from '#tests/components/render.tsx'
import { ReviewsModerationPage } from './reviews-moderation-page.tsx'

const a = messages.reviewsAdmin
const t = messages.tourReviewsAdmin

function testimonial(n: number, overrides: Partial<ModeratedReview> = {}): ModeratedReview {
  return {
    _id: `0000000${n}-0000-4000-8000-000000000000`.slice(-36),
    name: `Author ${n}`,
    email: `author${n}@example.com`,
    description: `Review text ${n}`,
    rating: 4,
    createdAt: '2026-05-01T10:00:00.000Z',
    hidden: false,
    hiddenAt: null,
    ...overrides,
  }
}

function tourReview(n: number, overrides: Partial<ModeratedTourReview> = {}): ModeratedTourReview {
  return {
    _id: `t000000${n}-0000-4000-8000-000000000000`.slice(-36),
    name: `Traveller ${n}`,
    rating: 5,
    text: `Tour text ${n}`,
    createdAt: '2026-05-01T10:00:00.000Z',
    departureDate: '2026-04-20',
    tourId: 'tour-1',
    tourName: 'Sajek Valley',
    email: `traveller${n}@example.com`,
    hidden: false,
    hiddenAt: null,
    ...overrides,
  }
}

const page = <T,>(items: T[], nextCursor: string | null = null) => ({
  status: 200,
  body: { items, nextCursor, total: null },
})

const card = (name: string) =>
  screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name }))!

describe('testimonials moderation', () => {
  it('hides a review and says so, then shows it again', async () => {
    const review = testimonial(1)
    let current = review
    const calls = answerApi((call: ApiCall) => {
      if (call.method === 'PUT') {
        current = { ...current, ...(call.body as { hidden: boolean }) }
        current.hiddenAt = current.hidden ? '2026-05-02T10:00:00.000Z' : null
        return { status: 200, body: current }
      }
      return page([current, testimonial(2, { hidden: true, hiddenAt: '2026-05-02T09:00:00.000Z' })])
    })
    renderPage(<ReviewsModerationPage />)

    expect(await screen.findByRole('heading', { name: 'Author 1' })).toBeTruthy()
    expect(screen.getByText(a.count({ n: 2, more: false, hidden: 1 }))).toBeTruthy()
    expect(within(card('Author 1')).getByText(a.onHome)).toBeTruthy()
    expect(within(card('Author 2')).getByText(a.hiddenBadge)).toBeTruthy()
    expect(
      within(card('Author 1'))
        .getByRole('link', { name: 'author1@example.com' })
        .getAttribute('href'),
    ).toBe('mailto:author1@example.com')
    expect(
      within(card('Author 1')).getByRole('img', { name: messages.tour.rated({ rating: 4 }) }),
    ).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Hide the review by Author 1' }))
    expect(await screen.findByText(a.hidden({ name: 'Author 1' }))).toBeTruthy()
    expect(within(card('Author 1')).getByText(a.hiddenBadge)).toBeTruthy()
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', url: `/api/review/${review._id}/visibility`, body: { hidden: true } },
    ])

    await userEvent.click(screen.getByRole('button', { name: 'Show the review by Author 1' }))
    expect(await screen.findByText(a.shown({ name: 'Author 1' }))).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Hide the review by Author 1' })).toBeTruthy()
  })

  it('says a failed change in the list', async () => {
    answerApi((call) =>
      call.method === 'PUT'
        ? { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }
        : page([testimonial(1)]),
    )
    renderPage(<ReviewsModerationPage />)
    await userEvent.click(
      await screen.findByRole('button', { name: 'Hide the review by Author 1' }),
    )
    expect((await screen.findByRole('alert')).textContent).toBe(a.toggleFailed)
  })

  it('loads the next page and moves focus to its first review', async () => {
    const first = Array.from({ length: 3 }, (_, i) => testimonial(i + 1))
    const second = [testimonial(4), testimonial(5)]
    answerApi((call) => (call.url.includes('cursor=c1') ? page(second) : page(first, 'c1')))
    renderPage(<ReviewsModerationPage />)

    expect(await screen.findByText(a.count({ n: 3, more: true, hidden: 0 }))).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: a.loadMore }))
    await waitFor(() => expect(document.activeElement?.getAttribute('data-review-index')).toBe('3'))
    expect(
      screen.getByText(`${a.count({ n: 5, more: false, hidden: 0 })} ${a.loadedMore({ n: 2 })}`),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: a.loadMore })).toBeNull()
  })

  it('deletes a review only after the dialog is confirmed', async () => {
    const doomed = testimonial(1)
    let items = [doomed, testimonial(2)]
    const calls = answerApi((call) => {
      if (call.method === 'DELETE') {
        items = items.filter((item) => item._id !== doomed._id)
        return { status: 200, body: { deletedCount: 1 } }
      }
      return page(items)
    })
    renderPage(<ReviewsModerationPage />)

    const ask = await screen.findByRole('button', { name: 'Delete the review by Author 1' })
    await userEvent.click(ask)
    let dialog = await screen.findByRole('dialog', { name: a.deleteTitle })
    await userEvent.click(within(dialog).getByRole('button', { name: a.keep }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([])

    await userEvent.click(screen.getByRole('button', { name: 'Delete the review by Author 1' }))
    dialog = await screen.findByRole('dialog', { name: a.deleteTitle })
    await userEvent.click(within(dialog).getByRole('button', { name: a.deleteConfirm }))
    expect(await screen.findByText(a.deleted({ name: 'Author 1' }))).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Author 1' })).toBeNull())
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
      { method: 'DELETE', url: `/api/review/${doomed._id}`, body: undefined },
    ])
  })

  it('says when there is no review yet', async () => {
    answerApi(() => page([]))
    renderPage(<ReviewsModerationPage />)
    expect(await screen.findByText(a.emptyTitle)).toBeTruthy()
    expect(screen.getByText(a.empty)).toBeTruthy()
  })
})

describe('tour reviews moderation', () => {
  it('hides a tour review, naming its tour, and has no Delete', async () => {
    let current = tourReview(1)
    const calls = answerApi((call) => {
      if (call.method === 'PATCH') {
        current = { ...current, hidden: true, hiddenAt: '2026-05-02T10:00:00.000Z' }
        return { status: 200, body: current }
      }
      return page([current, tourReview(2, { email: null })])
    })
    renderPage(<ReviewsModerationPage />, { route: '/Dashboard/Reviews?tab=tours' })

    expect(await screen.findByRole('heading', { name: 'Traveller 1' })).toBeTruthy()
    expect(screen.getByText(t.count({ n: 2, more: false }))).toBeTruthy()
    expect(within(card('Traveller 1')).getByRole('link', { name: 'Sajek Valley' })).toBeTruthy()
    expect(within(card('Traveller 1')).getByText(t.onTourPage)).toBeTruthy()
    expect(within(card('Traveller 2')).getByText(t.accountGone)).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Hide the review by Traveller 1' }))
    expect(
      await screen.findByText(t.hidden({ name: 'Traveller 1', tour: 'Sajek Valley' })),
    ).toBeTruthy()
    expect(within(card('Traveller 1')).getByText(a.hiddenBadge)).toBeTruthy()
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      { method: 'PATCH', url: `/api/tour-reviews/${current._id}`, body: { hidden: true } },
    ])
  })

  it('asks for the hidden ones only when told, and says when there is none', async () => {
    const calls = answerApi((call) =>
      call.url.includes('hidden=true') ? page([]) : page([tourReview(1)]),
    )
    renderPage(<ReviewsModerationPage />, { route: '/Dashboard/Reviews?tab=tours' })
    expect(await screen.findByRole('heading', { name: 'Traveller 1' })).toBeTruthy()

    await userEvent.selectOptions(screen.getByLabelText(t.filter), t.hiddenOnly)
    expect(await screen.findByText(t.emptyHidden)).toBeTruthy()
    expect(calls.at(-1)?.url).toContain('hidden=true')
  })
})
