import { describe, expect, it } from 'vitest'
import { peopleFiltersFromSearch, peopleQueryString, searchFromPeopleFilters } from './filters.ts'

describe('people filters in the address', () => {
  it('keep a search and a known role, and drop the rest', () => {
    const filters = peopleFiltersFromSearch(new URLSearchParams('q=%20rahim%20&role=owner'))
    expect(filters).toEqual({ q: 'rahim' })
    expect(peopleFiltersFromSearch(new URLSearchParams('role=disabled'))).toEqual({
      role: 'disabled',
    })
  })

  it('round-trip through the address and become the API query', () => {
    const search = searchFromPeopleFilters({ q: 'a@b', role: 'admin' })
    expect(search.toString()).toBe('q=a%40b&role=admin')
    expect(peopleFiltersFromSearch(search)).toEqual({ q: 'a@b', role: 'admin' })
    expect(peopleQueryString({ q: 'a@b', role: 'admin' }, 'abc')).toBe(
      'limit=50&q=a%40b&role=admin&cursor=abc',
    )
    expect(peopleQueryString({})).toBe('limit=50')
  })
})
