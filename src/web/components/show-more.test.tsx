/**
 * Show more under a list read a page at a time, with TanStack Query's own infinite query over
 * pages this test hands out: the next page on click, the button busy meanwhile, the count of new
 * rows said politely, focus on the first of them, the error of a page that failed (and a second
 * try), and no button once the last page is in.
 */
import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef } from 'react'
import { describe, expect, it } from 'vitest'
import { focusFirst, ShowMore, useShowMore } from './show-more.tsx'

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
}: {
  fetchPage: (index: number) => Promise<Page>
  announce?: boolean
}) {
  const list = useInfiniteQuery({
    queryKey: ['rows'],
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: Page) => last.next ?? undefined,
  })
  const listRef = useRef<HTMLUListElement>(null)
  const rows = list.data?.pages.flatMap((page) => page.items) ?? []
  const more = useShowMore({
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
      <ShowMore
        state={more}
        label={texts.label}
        loadingLabel={texts.loading}
        loadedMore={announce ? texts.loaded : undefined}
        loadMoreFailed={texts.failed}
      />
    </>
  )
}

function open(fetchPage: (index: number) => Promise<Page>, announce = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <Rows fetchPage={fetchPage} announce={announce} />
    </QueryClientProvider>,
  )
}

const served = (index: number) => Promise.resolve(pages[index]!)
const shownRows = () => screen.queryAllByRole('link').map((link) => link.textContent)
const button = () => screen.queryByRole('button', { name: texts.label })
const note = () => document.querySelector('[aria-live="polite"]')?.textContent

describe('ShowMore', () => {
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

  it('leaves the note to a list that says it in a region of its own', async () => {
    open(served, false)
    await userEvent.click(await screen.findByRole('button', { name: texts.label }))
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Row 4'))
    expect(screen.getByTestId('own-note').textContent).toBe('2')
    expect(document.querySelector('[aria-live]')).toBeNull()
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
