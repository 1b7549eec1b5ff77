/**
 * The rows of a paged list's loaded pages (every page is `{ items, … }`:
 * #shared/contracts/paging.ts): read in order, and changed in place after a mutation.
 */
import type { InfiniteData } from '@tanstack/react-query'

/**
 * The rows in order. A row seen twice shows once: one added or removed while the pages load
 * shifts the next page by a row, and a refetch overlaps the old ones.
 */
export function itemsOfPages<T>(
  pages: readonly { items: readonly T[] }[] | undefined,
  keyOf: (item: T) => string | number,
): T[] {
  const seen = new Set<string | number>()
  return (pages ?? []).flatMap((page) =>
    page.items.filter((item) => {
      const key = keyOf(item)
      if (seen.has(key)) return false
      seen.add(key)
      return true
    }),
  )
}

/** The loaded pages with `change` applied to each row; a row it answers undefined for goes. */
export function mapPageItems<P extends { items: unknown[] }, Param>(
  data: InfiniteData<P, Param> | undefined,
  change: (item: P['items'][number]) => P['items'][number] | undefined,
): InfiniteData<P, Param> | undefined {
  if (!data) return data
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.flatMap((item) => {
        const next = change(item)
        return next === undefined ? [] : [next]
      }),
    })),
  }
}
