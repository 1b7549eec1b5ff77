/**
 * Hydration in short tasks. Preact hydrates a page in one go; on a phone that is one long task
 * (Lighthouse's Total Blocking Time counts all of it past 50 ms). A part of the page wrapped in
 * `<HydrateApart name="…">` is skipped by the first pass — its server HTML stays as it is — and
 * hydrated in a task of its own right after, in the order the parts appear, nested parts after
 * their parent. The wrapper is one `display: contents` element, so the part keeps one DOM node
 * to hold on to whatever it renders (nothing, or several siblings).
 *
 * Only while the server's page is being hydrated (hydrate.tsx calls `beginHydration`): on the
 * server, after a client navigation and in a page rendered from scratch, parts render at once.
 * Nothing on the first screen should be wrapped: until its turn, a part shows but does not react.
 */
import { Suspense, type ReactNode } from 'react'

let hydrating = false
const done = new Set<string>()
const waiting = new Map<string, Promise<void>>()

/** Called once, before hydrating the server's HTML. */
export function beginHydration(): void {
  hydrating = true
}

function turnOf(name: string): Promise<void> {
  let turn = waiting.get(name)
  if (!turn) {
    turn = new Promise<void>((resolve) =>
      // A timer is a task of its own: this part hydrates in it (Suspense resumes it in the
      // microtasks that follow), apart from the first pass and from the other parts.
      setTimeout(() => {
        done.add(name)
        waiting.delete(name)
        resolve()
        if (waiting.size === 0) setTimeout(endIfIdle, 0)
      }, 0),
    )
    waiting.set(name, turn)
  }
  return turn
}

/** Parts nested in a part ask for their turn while it hydrates: the phase ends when none did. */
function endIfIdle() {
  if (waiting.size === 0) hydrating = false
}

function Gate({ name, children }: { name: string; children: ReactNode }) {
  // Thrown during hydration, a promise leaves the server's DOM in place until it settles.
  if (hydrating && !done.has(name)) throw turnOf(name)
  return <div className="contents">{children}</div>
}

export function HydrateApart({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate name={name}>{children}</Gate>
    </Suspense>
  )
}
