/**
 * The tour page's itinerary and lists: the days an ordered list under the itinerary's h2, each
 * day an h3 "Day n: …" with its meals and night; each list a list under its h2; empty lists
 * and a tour without any content leave nothing behind.
 */
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { TourContent } from '#shared/contracts/tour-content.ts'
import { messages } from '#shared/messages.ts'
import { TourContentSections } from './tour-content.tsx'

const t = messages.tourContent
const content: TourContent = {
  days: [
    {
      title: 'Dhaka to Sreemangal',
      text: 'Train to the tea gardens.',
      meals: { breakfast: false, lunch: true, dinner: true },
      overnight: 'Eco-resort',
    },
    {
      title: 'Back to Dhaka',
      text: 'Tea, then the train.',
      meals: { breakfast: false, lunch: false, dinner: false },
      overnight: null,
    },
  ],
  inclusions: ['Train tickets', 'Guide'],
  exclusions: [],
  bring: ['Rain jacket'],
  notes: [],
  pickupPoints: [],
}

describe('tour content on the tour page', () => {
  it('shows the days as an ordered list of headed days, and the lists as lists', () => {
    render(<TourContentSections content={content} />)
    const itinerary = screen.getByRole('region', { name: t.itinerary })
    const days = within(itinerary)
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('h3'))
    expect(itinerary.querySelector('ol')).not.toBeNull()
    expect(days.map((day) => within(day).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Day 1: Dhaka to Sreemangal',
      'Day 2: Back to Dhaka',
    ])
    expect(within(days[0]!).getByText('Meals: Lunch and Dinner')).toBeTruthy()
    expect(within(days[0]!).getByText(t.overnight({ place: 'Eco-resort' }))).toBeTruthy()
    expect(within(days[1]!).getByText(t.noMeals)).toBeTruthy()
    expect(within(days[1]!).queryByText(/Overnight/)).toBeNull()

    const included = screen.getByRole('region', { name: t.inclusions })
    expect(
      within(included)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Train tickets', 'Guide'])
    expect(screen.getByRole('region', { name: t.bring })).toBeTruthy()
    // Empty lists have no heading.
    expect(screen.queryByRole('heading', { name: t.exclusions })).toBeNull()
    expect(screen.queryByRole('heading', { name: t.notes })).toBeNull()
  })

  it('renders nothing for a tour without content', () => {
    const { container } = render(
      <TourContentSections
        content={{
          days: [],
          inclusions: [],
          exclusions: [],
          bring: [],
          notes: [],
          pickupPoints: [],
        }}
      />,
    )
    expect(container.innerHTML).toBe('')
  })
})
