import { describe, expect, it } from 'vitest'
import {
  AUDIT_PAGE_SIZE,
  auditQuery,
  auditQueryString,
  filtersFromSearch,
  hasFilters,
  searchFromFilters,
} from './filters.ts'

describe('audit filters', () => {
  it('reads the address and writes it back the same', () => {
    const search = new URLSearchParams(
      'area=refund&subject=abc&actor=admin%40example.com&from=2026-11-01&to=2026-11-30',
    )
    const filters = filtersFromSearch(search)
    expect(filters).toEqual({
      area: 'refund',
      subjectId: 'abc',
      actor: 'admin@example.com',
      from: '2026-11-01',
      to: '2026-11-30',
    })
    expect(searchFromFilters(filters).toString()).toBe(search.toString())
  })

  it('drops what the server would refuse and what is blank', () => {
    const filters = filtersFromSearch(
      new URLSearchParams('area=planets&subject=%20%20&from=2026-02-30&to=yesterday&actor=x'),
    )
    expect(filters).toEqual({ actor: 'x' })
    expect(hasFilters(filters)).toBe(true)
    expect(hasFilters(filtersFromSearch(new URLSearchParams('area=')))).toBe(false)
  })

  it('asks the API for one page, the area as its action filter', () => {
    const query = auditQuery({ area: 'plan', subjectId: ' p1 ' }, 'WzQxXQ')
    expect(auditQueryString(query)).toBe(
      `limit=${AUDIT_PAGE_SIZE}&cursor=WzQxXQ&action=plan&subjectId=p1`,
    )
    expect(auditQueryString(auditQuery({}))).toBe(`limit=${AUDIT_PAGE_SIZE}`)
  })
})
