/**
 * TourPlans in both languages: each card's price with its taka beside it (taka first in Bangla),
 * and the price slider in the page's currency — dollars in English; taka in Bangla, in ৳100
 * steps, filtering the tours whose taka are at most its value and keeping dollars in the
 * address (`?maxPrice=`), so a link means the same in either language. A site that prices in
 * taka shows taka first with dollars beside them, and its slider and address are in taka. The
 * server answers a page at a time and applies the address's bound (as GET
 * /api/places?limit&maxPrice does); its "Show more tours" brings the next page.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { useLocation } from 'react-router'
import type { Place, PlacesPage } from '#shared/contracts/catalog.ts'
import { messages, setLocaleSource } from '#shared/messages.ts'
import type { CurrencyCode } from '#shared/money.ts'
import { answerApi, renderPage } from '#tests/components/render.tsx'
import { TourPlansPage } from './tour-plans-page.tsx'

function place(n: number, placeName: string, price: number, duration = 2): Place {
  return {
    _id: `00000000-0000-4000-8000-00000000000${n}`,
    placeId: n,
    placeName,
    description: 'A trip.',
    price,
    review: 3,
    duration,
    rating: 4.5,
    parentID: 1,
    image: '/images/places/x.svg',
    imageAlt: placeName,
    divisionName: 'Sylhet',
  }
}
const places = [place(1, 'Ratargul', 120), place(2, 'Jaflong', 450), place(3, 'Lalakhal', 900.5)]

/** GET /api/places?limit&cursor&maxPrice as the server answers it, over `all`. */
function placesPage(url: string, all: Place[]): PlacesPage {
  const query = new URL(url, 'http://localhost').searchParams
  const maxPrice = query.get('maxPrice')
  const minDays = Number(query.get('minDays') ?? 0)
  const maxDays = Number(query.get('maxDays') ?? Infinity)
  const matching = all.filter(
    (p) =>
      (maxPrice === null || p.price <= Number(maxPrice)) &&
      p.duration >= minDays &&
      p.duration <= maxDays,
  )
  if (query.get('sort') === '-price') matching.sort((a, b) => b.price - a.price)
  const start = Number(query.get('cursor') ?? 0)
  const limit = Number(query.get('limit'))
  const end = start + limit
  return {
    items: matching.slice(start, end),
    nextCursor: end < matching.length ? String(end) : null,
    total: matching.length,
    priceMax: Math.max(...all.map((p) => p.price)),
  }
}

/** The page's address as the router has it, to see what the slider writes. */
function Address() {
  return <output data-testid="address">{useLocation().search}</output>
}

function open(route = '/TourPlans', all = places, currency: CurrencyCode = 'usd') {
  const calls = answerApi((call) =>
    call.url === '/api/exchange-rate'
      ? { status: 200, body: { takaPerDollar: 120, setAt: null } }
      : { status: 200, body: placesPage(call.url, all) },
  )
  renderPage(
    <>
      <TourPlansPage />
      <Address />
    </>,
    { route, currency },
  )
  return calls
}

const shownTours = () =>
  screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
const slider = () =>
  screen.getByRole<HTMLInputElement>('slider', { name: messages.tourPlans.price })
/** Moves the browser's own range input (its keys are the browser's, tested in Chromium). */
const slide = (value: number) => fireEvent.change(slider(), { target: { value: String(value) } })
const address = () => screen.getByTestId('address').textContent

afterEach(() => setLocaleSource(() => 'en'))

describe('TourPlans in English', () => {
  it('shows dollars first with taka beside them, and a slider in whole dollars', async () => {
    open()
    await waitFor(() => expect(shownTours()).toHaveLength(3))
    const card = screen.getByRole('heading', { name: 'Jaflong' }).closest('article')!
    await waitFor(() => expect(within(card).getByText('(≈ ৳54,000)')).toBeTruthy())
    expect(within(card).getByText('$450')).toBeTruthy()

    expect(slider().max).toBe('901')
    expect(slider().step).toBe('1')
    expect(slider().getAttribute('aria-valuetext')).toBe('Up to $901')
    slide(450)
    expect(slider().value).toBe('450')
    expect(slider().getAttribute('aria-valuetext')).toBe('Up to $450')
    expect(shownTours()).toEqual(['Ratargul', 'Jaflong'])
    await waitFor(() => expect(address()).toBe('?maxPrice=450'))
  })
})

describe('TourPlans on a site that prices in taka', () => {
  const takaPlaces = [
    place(1, 'Ratargul', 14_400),
    place(2, 'Jaflong', 54_000),
    place(3, 'Lalakhal', 108_060),
  ]

  it('shows taka first with dollars beside them, and a slider and address in taka', async () => {
    open('/TourPlans', takaPlaces, 'bdt')
    await waitFor(() => expect(shownTours()).toHaveLength(3))
    const card = screen.getByRole('heading', { name: 'Jaflong' }).closest('article')!
    await waitFor(() => expect(within(card).getByText('(≈ $450)')).toBeTruthy())
    expect(within(card).getByText('৳54,000')).toBeTruthy()

    // Whole taka in steps of ৳100, up to the dearest tour's price.
    expect(slider().max).toBe('108100')
    expect(slider().step).toBe('100')
    expect(slider().getAttribute('aria-valuetext')).toBe('Up to ৳108,100')
    slide(54_000)
    expect(slider().getAttribute('aria-valuetext')).toBe('Up to ৳54,000')
    expect(shownTours()).toEqual(['Ratargul', 'Jaflong'])
    await waitFor(() => expect(address()).toBe('?maxPrice=54000'))
  })
})

describe('TourPlans a page at a time', () => {
  it('shows the first 48 tours of all there are, and the next ones on "Show more tours"', async () => {
    const many = Array.from({ length: 60 }, (_, i) => place(i + 1, `Tour ${i + 1}`, 100 + i))
    open('/TourPlans', many)
    await waitFor(() => expect(shownTours()).toHaveLength(48))
    expect(screen.getByText('Showing 48 of 60 tours')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: messages.scale.showMore }))
    await waitFor(() => expect(shownTours()).toHaveLength(60))
    expect(screen.getByText('60 tours')).toBeTruthy()
    expect(screen.queryByRole('button', { name: messages.scale.showMore })).toBeNull()
    // Keyboard users carry on at the first new card.
    expect(document.activeElement?.closest('li')?.textContent).toContain('Tour 49')
    // Sixty cards drawn twice in jsdom: 1.3 s on a quiet machine, over 5 s beside a CI run.
  }, 20_000)
})

describe('TourPlans in Bangla', () => {
  it('shows taka first with dollars beside them, in Bangla digits', async () => {
    setLocaleSource(() => 'bn')
    open()
    await waitFor(() => expect(shownTours()).toHaveLength(3))
    const card = screen.getByRole('heading', { name: 'Ratargul' }).closest('article')!
    await waitFor(() => expect(within(card).getByText('৳১৪,৪০০')).toBeTruthy())
    expect(within(card).getByText('(≈ $১২০)')).toBeTruthy()
    const dearest = screen.getByRole('heading', { name: 'Lalakhal' }).closest('article')!
    // $900.50 × 120 = ৳1,08,060, grouped the Bangladeshi way.
    expect(within(dearest).getByText('৳১,০৮,০৬০')).toBeTruthy()
    expect(within(dearest).getByText('(≈ $৯০০.৫০)')).toBeTruthy()
  })

  it('moves the slider in taka and filters by the taka shown, keeping dollars in the address', async () => {
    setLocaleSource(() => 'bn')
    open()
    await waitFor(() => expect(slider().max).toBe('108100'))
    expect(slider().step).toBe('100')
    // At the top, in taka: every tour.
    expect(slider().getAttribute('aria-valuetext')).toBe('সর্বোচ্চ ৳১,০৮,১০০')
    expect(screen.getByText('৳০')).toBeTruthy()
    expect(screen.getByText('৳১,০৮,১০০')).toBeTruthy()
    expect(shownTours()).toHaveLength(3)

    slide(0)
    expect(slider().value).toBe('0')
    expect(shownTours()).toEqual([])
    slide(14_300)
    expect(shownTours()).toEqual([])
    // ৳14,400 is the ৳১৪,৪০০ of the $120 tour: it shows.
    slide(14_400)
    expect(slider().getAttribute('aria-valuetext')).toBe('সর্বোচ্চ ৳১৪,৪০০')
    expect(shownTours()).toEqual(['Ratargul'])
    await waitFor(() => expect(address()).toBe('?maxPrice=120'))
  })

  it('opens a link with dollars in it at the taka step that keeps them', async () => {
    setLocaleSource(() => 'bn')
    // $460 = ৳55,200.
    open('/TourPlans?maxPrice=460')
    await waitFor(() => expect(slider().value).toBe('55200'))
    await waitFor(() => expect(shownTours()).toEqual(['Ratargul', 'Jaflong']))
  })
})

describe('TourPlans searched by duration, dates and travellers, sorted, all in the address', () => {
  const t = messages.catalogSearch
  const trips = [
    place(1, 'Ratargul', 120, 1),
    place(2, 'Jaflong', 450, 2),
    place(3, 'Lalakhal', 900.5, 5),
  ]
  const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name })
  const dateInput = (name: string) => screen.getByLabelText<HTMLInputElement>(name)
  const placesCalls = (calls: { url: string }[]) =>
    calls.filter((call) => call.url.startsWith('/api/places?')).map((call) => call.url)

  it('writes each choice into the address and asks the server for it', async () => {
    const calls = open('/TourPlans', trips)
    await waitFor(() => expect(shownTours()).toHaveLength(3))
    const options = (name: string) => [...select(name).options].map((option) => option.textContent)
    expect(options(t.duration)).toEqual(['Any length', '1 day', '2–3 days', '4–7 days', '8+ days'])
    expect(options(t.sort)).toEqual([
      'Recommended',
      'Price: low to high',
      'Price: high to low',
      'Rating: best first',
      'Soonest departure',
    ])
    expect(options(t.travellers)).toHaveLength(21)

    await userEvent.selectOptions(select(t.duration), '2-3')
    await waitFor(() => expect(address()).toBe('?minDays=2&maxDays=3'))
    await waitFor(() => expect(shownTours()).toEqual(['Jaflong']))
    expect(screen.getByText('1 tour').getAttribute('aria-live')).toBe('polite')

    await userEvent.selectOptions(select(t.travellers), '4')
    fireEvent.change(dateInput(t.from), { target: { value: '2099-12-01' } })
    fireEvent.change(dateInput(t.to), { target: { value: '2099-12-31' } })
    await userEvent.selectOptions(select(t.sort), '-price')
    await waitFor(() =>
      expect(address()).toBe(
        '?minDays=2&maxDays=3&travellers=4&from=2099-12-01&to=2099-12-31&sort=-price',
      ),
    )
    await waitFor(() =>
      expect(placesCalls(calls).at(-1)).toBe(
        '/api/places?limit=48&minDays=2&maxDays=3&from=2099-12-01&to=2099-12-31&travellers=4&sort=-price',
      ),
    )
  }, 20_000)

  it('opens a link with its search in every control, and Reset clears them all', async () => {
    const calls = open(
      '/TourPlans?maxPrice=950&minDays=4&from=2099-01-10&to=2099-01-20&travellers=3&sort=departure',
      trips,
    )
    await waitFor(() => expect(shownTours()).toEqual(['Lalakhal']))
    expect(select(t.duration).value).toBe('4-')
    expect(select(t.duration).selectedOptions[0]?.textContent).toBe('4+ days')
    expect(dateInput(t.from).value).toBe('2099-01-10')
    expect(dateInput(t.to).value).toBe('2099-01-20')
    expect(select(t.travellers).value).toBe('3')
    expect(select(t.sort).value).toBe('departure')
    expect(placesCalls(calls)[0]).toBe(
      '/api/places?limit=48&maxPrice=950&minDays=4&from=2099-01-10&to=2099-01-20&travellers=3&sort=departure',
    )

    await userEvent.click(screen.getByRole('button', { name: t.reset }))
    await waitFor(() => expect(address()).toBe(''))
    await waitFor(() => expect(shownTours()).toHaveLength(3))
    expect(select(t.duration).value).toBe('')
    expect(dateInput(t.from).value).toBe('')
    expect(select(t.travellers).value).toBe('')
    expect(select(t.sort).value).toBe('')
    expect(slider().value).toBe(slider().max)
    expect(screen.queryByRole('button', { name: t.reset })).toBeNull()
    // The keyboard stays in the panel.
    expect(document.activeElement).toBe(select(t.duration))
  }, 20_000)

  it('says when the last date is before the first, and leaves it out of the search', async () => {
    const calls = open('/TourPlans?from=2099-05-10&to=2099-05-01', trips)
    await waitFor(() => expect(shownTours()).toHaveLength(3))
    const to = dateInput(t.to)
    expect(to.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText(messages.validation.lastDateBeforeFirst)).toBeTruthy()
    expect(placesCalls(calls)[0]).toBe('/api/places?limit=48&from=2099-05-10')
    await waitFor(() => expect(slider().max).toBe('901'))
  }, 20_000)
})
