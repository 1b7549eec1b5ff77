/**
 * Which addresses under the division pattern (/:divName/:id) are a division's page: a known
 * division under its own name is; a malformed id, an id no division has and another division's
 * name are the not-found page, never an empty division page.
 */
import { cleanup, screen, waitFor } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { Division, Place, PlacesPage } from '#shared/contracts/catalog.ts'
import { messages } from '#shared/messages.ts'
import { routePatterns } from '#shared/paths.ts'
import { answerApi, renderPage } from '#tests/components/render.tsx'
import { DivisionPage } from './division-page.tsx'

const division = (id: number, name: string): Division => ({
  _id: `00000000-0000-4000-8000-00000000000${id}`,
  id,
  divisionName: name,
  divisionNameEn: name,
  image: '/images/divisions/x.svg',
  imageAlt: name,
  totalPlace: 1,
})
const dhaka = division(1, 'Dhaka')
const sylhet = division(2, 'Sylhet')

const ratargul: Place = {
  _id: '00000000-0000-4000-8000-000000000101',
  placeId: 101,
  placeName: 'Ratargul',
  description: 'A swamp forest.',
  price: 120,
  review: 3,
  duration: 2,
  rating: 4.5,
  parentID: sylhet.id,
  image: '/images/places/x.svg',
  imageAlt: 'Ratargul',
  divisionName: 'Sylhet',
}

const notFoundError = (status: number) => ({
  status,
  body: { error: { code: status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', message: 'No such.' } },
})

/** The API as the server answers it: the divisions, and one division's places by id. */
function open(route: string, { divisionsFail = false } = {}) {
  const calls = answerApi((call) => {
    if (call.url === '/api/divisions') {
      return divisionsFail
        ? { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'Down.' } } }
        : { status: 200, body: [dhaka, sylhet] }
    }
    if (call.url === '/api/exchange-rate') {
      return { status: 200, body: { takaPerDollar: 120, setAt: null } }
    }
    const id = /^\/api\/place\/([^?]+)/.exec(call.url)?.[1]
    if (id === sylhet._id || id === String(sylhet.id)) {
      const page: PlacesPage = { items: [ratargul], nextCursor: null, total: 1, priceMax: 120 }
      return { status: 200, body: page }
    }
    if (id === dhaka._id || id === String(dhaka.id)) {
      return { status: 200, body: { items: [], nextCursor: null, total: 0, priceMax: 0 } }
    }
    return /^[0-9]+$|^[0-9a-f-]{36}$/.test(id ?? '') ? notFoundError(404) : notFoundError(400)
  })
  renderPage(
    <Routes>
      <Route
        path={routePatterns.division}
        element={<DivisionPage notFound={<h1>{messages.notFound}</h1>} />}
      />
    </Routes>,
    { route },
  )
  return calls
}

const notFoundHeading = () => screen.findByRole('heading', { level: 1, name: messages.notFound })

describe('a division page', () => {
  it('shows the division under its own name, by either id', async () => {
    for (const route of [`/Sylhet/${sylhet._id}`, `/sylhet/${sylhet.id}`]) {
      open(route)
      expect(await screen.findByRole('heading', { level: 3, name: 'Ratargul' })).toBeTruthy()
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        messages.division.heading({ division: 'Sylhet' }),
      )
      cleanup()
    }
  })

  it('keeps an empty division a division page, with the spec’s words', async () => {
    open(`/Dhaka/${dhaka._id}`)
    expect(await screen.findByText(messages.division.empty)).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      messages.division.heading({ division: 'Dhaka' }),
    )
  })

  it('is the not-found page for an address that names no division', async () => {
    for (const route of [
      '/NoSuchPage/xyz',
      '/NoSuchPage/00000000-0000-4000-8000-000000000009',
      '/Sylhet/424242',
      `/NoSuchPage/${sylhet._id}`,
      `/Dhaka/${sylhet._id}`,
    ]) {
      open(route)
      expect(await notFoundHeading(), route).toBeTruthy()
      expect(screen.queryByText(messages.division.empty), route).toBeNull()
      cleanup()
    }
  })

  it('knows an unknown id from the server’s answer when the divisions do not load', async () => {
    open('/Sylhet/424242', { divisionsFail: true })
    expect(await notFoundHeading()).toBeTruthy()
  })
})

describe("a division page's search", () => {
  it('asks the server for the search in its address, and shows it in the controls', async () => {
    const calls = open(
      `/Sylhet/${sylhet._id}?minDays=2&maxDays=3&from=2099-03-01&travellers=2&sort=departure`,
    )
    expect(await screen.findByRole('heading', { level: 3, name: 'Ratargul' })).toBeTruthy()
    const asked = calls.map((call) => call.url).find((url) => url.startsWith('/api/place/'))
    expect(asked).toBe(
      `/api/place/${sylhet._id}?limit=48&minDays=2&maxDays=3&from=2099-03-01&travellers=2&sort=departure`,
    )
    const t = messages.catalogSearch
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: t.duration }).value).toBe('2-3')
    expect(screen.getByLabelText<HTMLInputElement>(t.from).value).toBe('2099-03-01')
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: t.travellers }).value).toBe('2')
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: t.sort }).value).toBe(
      'departure',
    )
    await waitFor(() => expect(screen.getByText('1 tour')).toBeTruthy())
  })
})
