/**
 * Shown in place of a page while it is on its way: its lazy code loading on the first visit, or
 * the session a login-required page (or the login page itself) waits for.
 */
import { messages } from '#shared/messages.ts'
import { Spinner } from '#web/components/spinner.tsx'

export function RouteFallback() {
  return (
    // data-route-fallback: how the browser tests know a page is still on its way, in any language.
    <div
      aria-busy="true"
      data-route-fallback=""
      className="grid min-h-[50vh] place-items-center px-4 py-24"
    >
      <Spinner label={messages.common.loadingPage} className="scale-125" />
    </div>
  )
}
