/**
 * A deferred part (lib/deferred.tsx) hydrating over the server's HTML: the HTML stays as it came
 * until the part nears the screen, its code is fetched only then, a click on one of its buttons
 * meanwhile reaches that button once React has drawn it, and a part drawn later in the browser
 * does not take another page's HTML.
 */
import { act, StrictMode, useState, type ComponentType } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'

/** An IntersectionObserver whose targets come into view when the test says so. */
class FakeObserver {
  static all: FakeObserver[] = []
  targets: Element[] = []
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this)
  }
  observe(target: Element) {
    this.targets.push(target)
  }
  disconnect() {
    this.targets = []
  }
  unobserve() {}
  takeRecords() {
    return []
  }
  static show() {
    for (const observer of FakeObserver.all) {
      const entries = observer.targets.map((target) => ({ target, isIntersecting: true }))
      if (entries.length) observer.callback(entries as never, observer as never)
    }
  }
}

const SERVER_HTML = '<section><h2>Reviews</h2><button type="button">Show more</button></section>'

function Reviews({ onMore }: { onMore: () => void }) {
  const [more, setMore] = useState(false)
  return (
    <section>
      <h2>Reviews</h2>
      {more ? (
        <p>All of them</p>
      ) : (
        <button
          type="button"
          onClick={() => {
            onMore()
            setMore(true)
          }}
        >
          Show more
        </button>
      )}
    </section>
  )
}

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  FakeObserver.all = []
  vi.unstubAllGlobals()
  vi.resetModules()
})

/** The page as the server sent it, then this module loaded fresh (it reads the HTML once). */
async function serverPage() {
  document.body.innerHTML = `<div id="root"><div data-defer="reviews">${SERVER_HTML}</div></div>`
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  vi.resetModules()
  const { deferred } = await import('./deferred.tsx')
  let arrive: (part: ComponentType<{ onMore: () => void }>) => void = () => {}
  const load = vi.fn(
    () => new Promise<ComponentType<{ onMore: () => void }>>((resolve) => (arrive = resolve)),
  )
  const Part = deferred('reviews', load)
  return { Part, load, arrive: (part: ComponentType<{ onMore: () => void }>) => arrive(part) }
}

describe('a deferred part', () => {
  it('keeps the server HTML and fetches nothing until it nears the screen', async () => {
    const { Part, load, arrive } = await serverPage()
    const onMore = vi.fn()
    const container = document.getElementById('root')!
    const before = container.querySelector('section')
    // StrictMode renders twice: both renders find the server's HTML.
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <Part onMore={onMore} />
        </StrictMode>,
      )
    })
    expect(load).not.toHaveBeenCalled()
    expect(container.querySelector('[data-defer="reviews"]')!.innerHTML).toBe(SERVER_HTML)
    expect(container.querySelector('section')).toBe(before)

    await act(async () => FakeObserver.show())
    expect(load).toHaveBeenCalledTimes(1)
    await act(async () => arrive(Reviews))
    // React's own now: its button works.
    expect(container.querySelector('section')).not.toBe(before)
    await act(async () => container.querySelector('button')!.click())
    expect(onMore).toHaveBeenCalledTimes(1)
    expect(container.textContent).toContain('All of them')
  })

  it('gives a click made before its code came to the same button, once drawn', async () => {
    const { Part, load, arrive } = await serverPage()
    const onMore = vi.fn()
    const container = document.getElementById('root')!
    await act(async () => {
      root = hydrateRoot(container, <Part onMore={onMore} />)
    })
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    await act(async () => container.querySelector('button')!.dispatchEvent(click))
    expect(click.defaultPrevented).toBe(true)
    expect(load).toHaveBeenCalledTimes(1)
    expect(onMore).not.toHaveBeenCalled()
    await act(async () => arrive(Reviews))
    expect(onMore).toHaveBeenCalledTimes(1)
    expect(container.textContent).toContain('All of them')
  })

  it('draws itself at once where no server HTML waits for it (a client navigation)', async () => {
    const { Part, load, arrive } = await serverPage()
    const container = document.getElementById('root')!
    await act(async () => {
      root = hydrateRoot(container, <Part onMore={() => {}} />)
    })
    act(() => root!.unmount())
    // The part of another page (another tour's reviews), drawn by the browser: the server's HTML
    // went to the part that hydrated, so this one fetches its code at once.
    const other = document.createElement('div')
    document.body.append(other)
    await act(async () => {
      root = createRoot(other)
      root.render(<Part onMore={() => {}} />)
    })
    expect(load).toHaveBeenCalledTimes(1)
    expect(other.textContent).toBe('')
    await act(async () => arrive(Reviews))
    expect(other.textContent).toContain('Show more')
  })
})
