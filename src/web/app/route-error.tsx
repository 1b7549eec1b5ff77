/**
 * What a page shows when rendering it throws (for example its code failing to download after a
 * new release). A reload fetches the new files; the header stays usable. The boundary resets
 * when the visitor goes to another page.
 */
import { Component, type ReactNode } from 'react'
import { Link } from 'react-router'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { Button } from '#web/components/button.tsx'

export function RouteError() {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        {messages.routeError.title}
      </h1>
      <p className="mt-4 text-lg text-slate-600">{messages.routeError.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <Button size="lg" onClick={() => window.location.reload()}>
          {messages.routeError.reload}
        </Button>
        <Link
          to={paths.home}
          className="rounded-full px-7 py-3 font-semibold text-emerald-800 ring-1 ring-emerald-700/40 transition hover:bg-emerald-50"
        >
          {messages.notFoundPage.home}
        </Link>
      </div>
    </div>
  )
}

interface BoundaryProps {
  children: ReactNode
  /** What to show instead of the children after an error. */
  fallback: ReactNode
}

export class RouteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.error('A page failed to render', error)
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
