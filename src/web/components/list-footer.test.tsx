/**
 * The footer under a list read a page at a time, with TanStack Query's own infinite query over
 * pages this test hands out, both ways focus goes. Show more: the next page on click, the button
 * busy meanwhile, the count of new rows said politely, focus on the first of them, the error of a
 * page that failed (and a second try), and no button once the last page is in. Load more with a
 * count line: the count and the progress in one live region that stays, focus kept on the button
 * while more pages remain and moved to the count when the last one is in.
 */
import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef } from 'react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '#web/lib/api-client.ts'
import { focusFirst, ListFooter, useListFooter } from './list-footer.tsx'

interface Page {
  items: string[]
  next: number | null
}

/** Three pages of rows: Row 1–3, Row 4–5, Row 6. */
const pages: Page[] = [
  { items: ['Row 1', 'Row 2', 'Row 3'], next: 1 },
  { items: ['Row 4', 'Row 5'], next: 2 },
  { items: ['Row 6'], next: null },
]

const texts = {
  label: 'Show more rows',
  loading: 'Loading more rows…',
  loaded: (n: number) => `${n} more rows loaded.`,
  failed: "We couldn't load more rows. Please try again.",
}

function Rows({
  fetchPage,
  announce = true,
  withCount = false,
}: {
  fetchPage: (index: number) => Promise<Page>
  announce?: boolean
  /** A count line above the button, as My Booking's "Showing 20 of 43". */
  withCount?: boolean
}) {
  const list = useInfiniteQuery({
    queryKey: ['rows'],
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: Page) => last.next ?? undefined,
  })
  const listRef = useRef<HTMLUListElement>(null)
  const rows = list.data?.pages.flatMap((page) => page.items) ?? []
  const more = useListFooter({
    list,
    rows: rows.length,
    focusRow: (index) =>
      focusFirst(listRef.current?.querySelectorAll('li')[index]?.querySelector('a')),
  })
  return (
    <>
      {!announce && <p data-testid="own-note">{more.added}</p>}
      <ul ref={listRef}>
        {rows.map((row) => (
          <li key={row}>
            <a href={`#${row}`}>{row}</a>
          </li>
        ))}
      </ul>
      <ListFooter
        footer={more}
        label={texts.label}
        loadingLabel={texts.loading}
        loadedMore={announce ? texts.loaded : undefined}
        loadMoreFailed={texts.failed}
        count={withCount ? `Showing ${rows.length} of 6` : undefined}
      />
    </>
  )
}

function open(fetchPage: (index: number) => Promise<Page>, announce = true, withCount = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <Rows fetchPage={fetchPage} announce={announce} withCount={withCount} />
    </QueryClientProvider>,
  )
}

const served = (index: number) => Promise.resolve(pages[index]!)
const shownRows = () => screen.queryAllByRole('link').map((link) => link.textContent)
const button = () => screen.queryByRole('button', { name: texts.label })
const note = () => document.querySelector('[aria-live="polite"]')?.textContent

describe('ListFooter, focus on the first new row (Show more)', () => {
  it('loads the next page, says how many came and moves focus to the first of them', async () => {
    open(served)
    await waitFor(() => expect(shownRows()).toEqual(['Row 1', 'Row 2', 'Row 3']))
    expect(note()).toBe('')

    await userEvent.click(button()!)
    await waitFor(() => expect(shownRows()).toHaveLength(5))
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Row 4'))
    expect(note()).toBe(texts.loaded(2))

    // The last page: the button goes, the note and focus follow the rows.
    await userEvent.click(button()!)
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Row 6'))
    expect(note()).toBe(texts.loaded(1))
    expect(button()).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('is busy and says it is loading while the page comes, and takes no second click', async () => {
    let release: (page: Page) => void = () => {}
    const asked: number[] = []
    open((index) => {
      asked.push(index)
      return index === 0 ? served(0) : new Promise<Page>((resolve) => (release = resolve))
    })
    await userEvent.click(await screen.findByRole('button', { name: texts.label }))

    const busy = await screen.findByRole('button', { name: texts.loading })
    expect(busy.getAttribute('aria-busy')).toBe('true')
    expect((busy as HTMLButtonElement).disabled).toBe(true)
    await userEvent.click(busy)
    expect(asked).toEqual([0, 1])

    release(pages[1]!)
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Row 4'))
    const ready = screen.getByRole('button', { name: texts.label })
    expect(ready.getAttribute('aria-busy')).toBeNull()
  })

  it('says a page failed under the list, keeps the rows and the button, and tries again', async () => {
    let fail = true
    open((index) => {
      if (index === 1 && fail) return Promise.reject(new Error('offline'))
      return served(index)
    })
    await userEvent.click(await screen.findByRole('button', { name: texts.label }))

    expect((await screen.findByRole('alert')).textContent).toBe(texts.failed)
    expect(shownRows()).toEqual(['Row 1', 'Row 2', 'Row 3'])
    expect(note()).toBe('')

    fail = false
    await userEvent.click(button()!)
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Row 4'))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(note()).toBe(texts.loaded(2))
  })

  it('shows no button when the first page is the only one', async () => {
    open(() => Promise.resolve({ items: ['Row 1'], next: null }))
    await waitFor(() => expect(shownRows()).toEqual(['Row 1']))
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('shows a count line with the button, which goes with it (focus is on the rows)', async () => {
    open(served, true, true)
    const line = await screen.findByRole('status')
    expect(line.textContent).toBe('Showing 3 of 6')
    expect(line.getAttribute('tabindex')).toBeNull()
    await userEvent.click(button()!)
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Row 4'))
    expect(screen.getByRole('status').textContent).toBe('Showing 5 of 6')

    await userEvent.click(button()!)
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Row 6'))
    expect(screen.queryByRole('status')).toBeNull()
    expect(button()).toBeNull()
  })

  it('leaves the note to a list that says it in a region of its own', async () => {
    open(served, false)
    await userEvent.click(await screen.findByRole('button', { name: texts.label }))
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Row 4'))
    expect(screen.getByTestId('own-note').textContent).toBe('2')
    expect(document.querySelector('[aria-live]')).toBeNull()
  })
})

const counted = {
  label: 'Load more',
  loadingMore: 'Loading more…',
  showing: (n: number, more: boolean) => `Showing ${n}${more ? ' (more to load)' : ''}.`,
  failed: "We couldn't load more rows. Please try again later.",
}

/** The admin lists' footer: a count line that stays, and focus on it once the last page is in. */
function CountedRows({ fetchPage }: { fetchPage: (index: number) => Promise<Page> }) {
  const list = useInfiniteQuery({
    queryKey: ['counted-rows'],
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: Page) => last.next ?? undefined,
  })
  const rows = list.data?.pages.flatMap((page) => page.items) ?? []
  const footer = useListFooter({ list, rows: rows.length })
  const count =
    list.isPending || (list.isError && !list.isFetchNextPageError)
      ? ''
      : list.isFetchingNextPage
        ? counted.loadingMore
        : counted.showing(rows.length, list.hasNextPage)
  return (
    <>
      <ul>
        {rows.map((row) => (
          <li key={row}>
            <a href={`#${row}`}>{row}</a>
          </li>
        ))}
      </ul>
      <ListFooter
        footer={footer}
        variant="primary"
        label={counted.label}
        count={count}
        countId="rows-count"
        loadMoreFailed={counted.failed}
        className="mt-6"
      />
    </>
  )
}

function openCounted(fetchPage: (index: number) => Promise<Page>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <CountedRows fetchPage={fetchPage} />
    </QueryClientProvider>,
  )
}

const loadMore = () => screen.queryByRole('button', { name: counted.label })
const count = () => screen.getByRole('status')

describe('ListFooter, focus on the count at the end (Load more)', () => {
  it('keeps one count region from the start, and says the count, then the progress', async () => {
    let release: (page: Page) => void = () => {}
    openCounted((index) =>
      index === 0 ? served(0) : new Promise<Page>((resolve) => (release = resolve)),
    )
    // Before the rows: the region is there already, empty and not seen.
    expect(count().textContent).toBe('')
    expect(count().className).toContain('sr-only')
    const region = count()

    await waitFor(() => expect(count().textContent).toBe(counted.showing(3, true)))
    expect(count()).toBe(region)
    expect(count().id).toBe('rows-count')
    expect(count().className).not.toContain('sr-only')
    expect(count().parentElement?.className).toContain('mt-6')
    expect(document.querySelector('[aria-live]')).toBeNull()

    await userEvent.click(loadMore()!)
    await waitFor(() => expect(count().textContent).toBe(counted.loadingMore))
    // Busy, but neither disabled nor renamed: focus stays on it while the page comes.
    const busy = loadMore()!
    expect(busy.getAttribute('aria-busy')).toBe('true')
    expect((busy as HTMLButtonElement).disabled).toBe(false)
    expect(document.activeElement).toBe(busy)

    release(pages[1]!)
    await waitFor(() => expect(count().textContent).toBe(counted.showing(5, true)))
    expect(count()).toBe(region)
  })

  it('keeps focus on Load more while more remain, and moves it to the count at the end', async () => {
    openCounted(served)
    await userEvent.click(await screen.findByRole('button', { name: counted.label }))
    await waitFor(() => expect(shownRows()).toHaveLength(5))
    expect(document.activeElement).toBe(loadMore())
    expect(count().textContent).toBe(counted.showing(5, true))

    await userEvent.click(loadMore()!)
    await waitFor(() => expect(shownRows()).toHaveLength(6))
    await waitFor(() => expect(loadMore()).toBeNull())
    expect(count().textContent).toBe(counted.showing(6, false))
    expect(document.activeElement).toBe(count())
    expect(count().tabIndex).toBe(-1)
  })

  it('says the server’s reason for a page that failed, or the fallback, and tries again', async () => {
    let answer: 'refused' | 'down' | 'fine' = 'refused'
    openCounted((index) => {
      if (index === 1 && answer === 'refused') {
        return Promise.reject(new ApiError(400, 'INVALID', 'That cursor has expired.'))
      }
      if (index === 1 && answer === 'down') return Promise.reject(new Error('offline'))
      return served(index)
    })
    await userEvent.click(await screen.findByRole('button', { name: counted.label }))
    expect((await screen.findByRole('alert')).textContent).toBe('That cursor has expired.')
    expect(shownRows()).toEqual(['Row 1', 'Row 2', 'Row 3'])

    answer = 'down'
    await userEvent.click(loadMore()!)
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(counted.failed))

    answer = 'fine'
    await userEvent.click(loadMore()!)
    await waitFor(() => expect(shownRows()).toHaveLength(5))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('hides the count when there are no rows (the empty state says it)', async () => {
    openCounted(() => Promise.resolve({ items: [], next: null }))
    await waitFor(() => expect(count().textContent).toBe(counted.showing(0, false)))
    expect(count().className).toContain('sr-only')
    expect(count().parentElement?.className).not.toContain('mt-6')
    expect(loadMore()).toBeNull()
  })
})

describe('focusFirst', () => {
  it('focuses the first element that takes focus, and says whether one did', () => {
    render(
      <>
        <button type="button" disabled>
          A card
        </button>
        <a href="#row">A table row</a>
      </>,
    )
    // What takes no focus is passed over: in a browser, the layout not on screen; here (happy-dom
    // focuses what CSS hides) a disabled button stands in for it.
    const card = screen.getByText('A card')
    const row = screen.getByRole('link', { name: 'A table row' })
    expect(focusFirst(undefined, card, row)).toBe(true)
    expect(document.activeElement).toBe(row)
    expect(focusFirst(null, card)).toBe(false)
  })
})
