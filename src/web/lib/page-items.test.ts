import { describe, expect, it } from 'vitest'
import { itemsOfPages, mapPageItems } from './page-items.ts'

const loaded = {
  pages: [
    { items: [{ id: 3 }, { id: 2 }], nextCursor: 'b', total: 3 },
    { items: [{ id: 2 }, { id: 1 }], nextCursor: null, total: 3 },
  ],
  pageParams: [undefined, 'b'],
}

describe('itemsOfPages', () => {
  it('joins the pages in order, a row seen on two pages once', () => {
    expect(itemsOfPages(loaded.pages, (row) => row.id)).toEqual([{ id: 3 }, { id: 2 }, { id: 1 }])
  })

  it('has no rows before the first page', () => {
    expect(itemsOfPages<{ id: string }>(undefined, (row) => row.id)).toEqual([])
  })
})

describe('mapPageItems', () => {
  it('changes or drops rows on every page, keeping the rest of each page', () => {
    const changed = mapPageItems(loaded, (row) => (row.id === 1 ? undefined : { id: row.id * 10 }))
    expect(changed).toEqual({
      pages: [
        { items: [{ id: 30 }, { id: 20 }], nextCursor: 'b', total: 3 },
        { items: [{ id: 20 }], nextCursor: null, total: 3 },
      ],
      pageParams: [undefined, 'b'],
    })
    expect(mapPageItems<{ items: number[] }, string>(undefined, (n) => n)).toBeUndefined()
  })
})
