/**
 * The plan form's itinerary and lists (issue 32): days added, moved and removed from the
 * keyboard with focus kept on the moved day's button and every change read out; the content
 * sent whole, in the order shown; a bad box told off under it (by the form's own check, and when
 * the server refuses it) and focused; more days than the tour lasts refused before sending.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_CANCELLATION_POLICY } from '#shared/cancellation-policy.ts'
import type { Place, PlaceValues, PlanValues, TourTerms } from '#shared/contracts/catalog.ts'
import type { TourContentValues } from '#shared/contracts/tour-content.ts'
import { messages } from '#shared/messages.ts'
import { imagesAlwaysLoad } from '#tests/components/loading-images.ts'
import { answerApi, renderPage } from '#tests/components/render.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { PlanForm } from './plan-form.tsx'

const f = messages.tourContentForm

imagesAlwaysLoad()
beforeEach(() => {
  answerApi(() => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'no' } } }))
})

const day = (title: string, overnight: string | null = 'Sylhet') => ({
  title,
  titleBn: null,
  text: `${title}: the day.`,
  textBn: null,
  meals: { breakfast: true, lunch: false, dinner: true },
  overnight,
  overnightBn: null,
})

const CONTENT: TourContentValues = {
  days: [day('Arrive'), day('Ratargul'), day('Home', null)],
  inclusions: [{ text: 'Boat', textBn: 'নৌকা' }],
  exclusions: [],
  bring: [],
  notes: [],
  pickupPoints: [],
}

const plan: PlanValues = {
  _id: 'b5a1c7de-0f0e-4c8e-9d7a-1a2b3c4d5e6f',
  placeId: 101,
  placeName: 'Ratargul Swamp Forest',
  description: 'A freshwater swamp forest, by boat.',
  price: 85,
  review: 12,
  duration: 3,
  rating: 4.5,
  parentID: 6,
  image: 'https://example.com/ratargul.jpg',
  imageAlt: 'Ratargul',
  divisionName: 'Sylhet',
  placeNameBn: null,
  descriptionBn: null,
  gallery: [],
  content: CONTENT,
  pricing: {
    categories: [],
    extras: [],
    travellerDetails: 'none',
    detailsDueDays: 2,
    privatePrice: null,
  },
}
const {
  placeNameBn: _n,
  descriptionBn: _d,
  gallery: _g,
  content: _c,
  pricing: _p,
  ...saved
}: PlanValues = plan
const terms: TourTerms = {
  cancellationPolicy: [...DEFAULT_CANCELLATION_POLICY],
  depositPercent: null,
  balanceDueDays: 14,
}

function renderEdit(save: (values: PlaceValues) => Promise<Place>, place: PlanValues = plan) {
  return renderPage(
    <PlanForm
      place={place}
      terms={terms}
      submitLabel="Save plan"
      save={save}
      savedMessage={(p) => `Saved ${p.placeName}`}
    />,
  )
}

const days = () =>
  within(screen.getByRole('group', { name: f.daysLegend })).getAllByRole('listitem')
const titles = () =>
  days().map(
    (item) => (within(item).getByRole('textbox', { name: f.title }) as HTMLInputElement).value,
  )
const button = (name: string) => screen.getByRole('button', { name })
const submit = () => button('Save plan')

describe('plan form: itinerary', () => {
  it('moves a day down and up from the keyboard, keeping focus on its button and saying so', async () => {
    const save = vi.fn((_: PlaceValues) => Promise.resolve(saved))
    renderEdit(save)
    expect(titles()).toEqual(['Arrive', 'Ratargul', 'Home'])
    expect(button(f.moveUp({ n: 1 })).hasAttribute('disabled')).toBe(true)

    button(f.moveDown({ n: 1 })).focus()
    await userEvent.keyboard('{Enter}')
    expect(titles()).toEqual(['Ratargul', 'Arrive', 'Home'])
    // The moved day is day 2 now: focus is on its own "down" button.
    await waitFor(() => expect(document.activeElement).toBe(button(f.moveDown({ n: 2 }))))
    expect(screen.getByText(f.dayMoved({ from: 1, to: 2 }))).toBeTruthy()

    // Again: it reaches the end, its "down" is disabled, focus goes to its "up".
    await userEvent.keyboard('{Enter}')
    expect(titles()).toEqual(['Ratargul', 'Home', 'Arrive'])
    await waitFor(() => expect(document.activeElement).toBe(button(f.moveUp({ n: 3 }))))
    await userEvent.keyboard(' ')
    expect(titles()).toEqual(['Ratargul', 'Arrive', 'Home'])
    await waitFor(() => expect(document.activeElement).toBe(button(f.moveUp({ n: 2 }))))
    expect(screen.getByText(f.dayMoved({ from: 3, to: 2 }))).toBeTruthy()

    await userEvent.click(submit())
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1))
    const sent = save.mock.calls[0]![0].content!
    expect(sent.days.map((d) => d.title)).toEqual(['Ratargul', 'Arrive', 'Home'])
    expect(sent.days[2]).toEqual({ ...day('Home', null) })
    expect(sent.inclusions).toEqual([{ text: 'Boat', textBn: 'নৌকা' }])
  })

  it('adds a day (focus in its title) and removes one (focus on the next day’s button)', async () => {
    const save = vi.fn((_: PlaceValues) => Promise.resolve(saved))
    renderEdit(save, { ...plan, duration: 4 })
    button(f.addDay).focus()
    await userEvent.keyboard('{Enter}')
    expect(days()).toHaveLength(4)
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(days()[3]!).getByRole('textbox', { name: f.title }),
      ),
    )
    expect(screen.getByText(f.dayAdded({ n: 4 }))).toBeTruthy()
    await userEvent.keyboard('Back to Dhaka')
    await userEvent.type(within(days()[3]!).getByRole('textbox', { name: f.text }), 'By train.')
    await userEvent.click(
      within(days()[3]!).getByRole('checkbox', { name: messages.tourContent.lunch }),
    )

    button(f.removeDay({ n: 2 })).focus()
    await userEvent.keyboard('{Enter}')
    expect(titles()).toEqual(['Arrive', 'Home', 'Back to Dhaka'])
    await waitFor(() => expect(document.activeElement).toBe(button(f.removeDay({ n: 2 }))))
    expect(screen.getByText(f.dayRemoved({ n: 2 }))).toBeTruthy()

    await userEvent.click(submit())
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1))
    expect(save.mock.calls[0]![0].content!.days[2]).toEqual({
      title: 'Back to Dhaka',
      titleBn: null,
      text: 'By train.',
      textBn: null,
      meals: { breakfast: false, lunch: true, dinner: false },
      overnight: null,
      overnightBn: null,
    })
  })

  it('tells off an empty title under its box, focuses it, and sends nothing', async () => {
    const save = vi.fn((_: PlaceValues) => Promise.resolve(saved))
    renderEdit(save)
    const title = within(days()[1]!).getByRole('textbox', { name: f.title })
    await userEvent.clear(title)
    await userEvent.click(submit())
    await waitFor(() => expect(document.activeElement).toBe(title))
    expect(title.getAttribute('aria-invalid')).toBe('true')
    expect(within(days()[1]!).getByText(f.required)).toBeTruthy()
    expect(save).not.toHaveBeenCalled()
  })

  it('refuses more days than the tour lasts before sending', async () => {
    const save = vi.fn((_: PlaceValues) => Promise.resolve(saved))
    renderEdit(save, { ...plan, duration: 3 })
    await userEvent.click(button(f.addDay))
    await userEvent.type(within(days()[3]!).getByRole('textbox', { name: f.title }), 'Extra')
    await userEvent.type(within(days()[3]!).getByRole('textbox', { name: f.text }), 'More.')
    await userEvent.click(submit())
    expect(await screen.findByText(f.moreDaysThanDuration({ days: 4, duration: 3 }))).toBeTruthy()
    expect(save).not.toHaveBeenCalled()
  })

  it('shows the server’s refusal of a day’s box under that box', async () => {
    const message = 'Use at most 120 characters.'
    const save = vi.fn((_: PlaceValues) =>
      Promise.reject<Place>(
        new ApiError(400, 'INVALID', 'Invalid body field', [
          { path: '/content/days/2/overnight', message },
        ]),
      ),
    )
    renderEdit(save)
    await userEvent.click(submit())
    const box = within(days()[2]!).getByRole('textbox', { name: f.overnightLabel })
    await waitFor(() => expect(document.activeElement).toBe(box))
    expect(within(days()[2]!).getByText(message)).toBeTruthy()
  })
})

describe('plan form: lists', () => {
  it('adds and removes items, sending them in both languages', async () => {
    const save = vi.fn((_: PlaceValues) => Promise.resolve(saved))
    renderEdit(save)
    const bring = messages.tourContent.bring
    await userEvent.click(button(f.addItem({ list: bring })))
    const group = screen.getByRole('group', { name: bring })
    const item = within(group).getByRole('textbox', { name: f.item })
    await waitFor(() => expect(document.activeElement).toBe(item))
    await userEvent.type(item, 'Rain jacket')
    await userEvent.type(within(group).getByRole('textbox', { name: f.itemBn }), 'রেইনকোট')

    const included = messages.tourContent.inclusions
    await userEvent.click(button(f.removeItem({ list: included, n: 1 })))
    await waitFor(() => expect(document.activeElement).toBe(button(f.addItem({ list: included }))))

    await userEvent.click(submit())
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1))
    const sent = save.mock.calls[0]![0].content!
    expect(sent.bring).toEqual([{ text: 'Rain jacket', textBn: 'রেইনকোট' }])
    expect(sent.inclusions).toEqual([])
  })
})
