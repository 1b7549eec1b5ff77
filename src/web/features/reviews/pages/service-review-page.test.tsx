/**
 * The service review form's rating: no star is chosen at first; sending without one says the
 * rating is required, under the stars and as their description, and sends nothing; a chosen
 * star is sent. The stars' numbers are the page's digits (১–৫ on a Bangla page).
 */
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { messages, setLocaleSource } from '#shared/messages.ts'
import { answerApi, descriptionOf, renderPage } from '#tests/components/render.tsx'
import { ServiceReviewPage } from './service-review-page.tsx'

afterEach(() => setLocaleSource(() => 'en'))

const stars = () => screen.getAllByRole('radio') as HTMLInputElement[]
const submit = () => screen.getByRole('button', { name: messages.review.submit })
const review = { name: 'Nusrat Jahan', email: 'nusrat@example.com', description: 'x', rating: 4 }

describe('service review rating', () => {
  it('starts with no star chosen', () => {
    answerApi(() => ({ status: 201, body: review }))
    renderPage(<ServiceReviewPage />)
    expect(stars()).toHaveLength(5)
    expect(stars().filter((star) => star.checked)).toEqual([])
  })

  it('asks for a rating before sending, naming it, and sends the one chosen', async () => {
    const calls = answerApi(() => ({ status: 201, body: review }))
    renderPage(<ServiceReviewPage />)
    await userEvent.type(
      screen.getByLabelText(messages.review.label, { exact: false }),
      'Sajek at dawn!',
    )
    await userEvent.click(submit())

    const required = messages.validation.ratingRequired
    expect(await screen.findByText(required)).toBeTruthy()
    expect(required).toMatch(/^Rating\b/)
    for (const star of stars()) expect(descriptionOf(star)).toBe(required)
    expect(calls).toEqual([])

    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }))
    await waitFor(() => expect(screen.queryByText(required)).toBeNull())
    expect(descriptionOf(stars()[3]!)).toBe('')
    await userEvent.click(submit())
    expect(await screen.findByText(messages.review.submitted)).toBeTruthy()
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/review',
        body: { description: 'Sajek at dawn!', rating: 4 },
      },
    ])
  })

  it('writes the stars in Bangla digits on a Bangla page', async () => {
    setLocaleSource(() => 'bn')
    answerApi(() => ({ status: 201, body: review }))
    renderPage(<ServiceReviewPage />)
    const names = stars().map((star) => star.labels?.[0]?.textContent?.trim())
    expect(names).toEqual(
      ['১', '২', '৩', '৪', '৫'].map((digit) => `${digit}${messages.review.stars({ n: 1 })}`),
    )
    expect(stars().filter((star) => star.checked)).toEqual([])

    await userEvent.click(submit())
    expect(await screen.findByText(messages.validation.ratingRequired)).toBeTruthy()
    expect(messages.validation.ratingRequired).not.toMatch(/[A-Za-z]/)
  })
})
