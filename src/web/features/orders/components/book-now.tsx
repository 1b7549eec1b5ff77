/**
 * Book Now, under a tour's price: it sends a signed-out visitor to /login (and back after), and
 * opens the booking modal for a signed-in one; the outcome shows in a StatusAlert under the
 * button. The modal (forms, zod, Radix) downloads when a signed-in visitor shows intent to book.
 */
import { lazy, Suspense, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import type { Place } from '#shared/contracts/catalog.ts'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { Button } from '#web/components/button.tsx'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { isSignedIn, useAuth } from '#web/lib/auth/auth-context.ts'
import { cx } from '#web/lib/cx.ts'

const loadBookingDialog = () => import('./booking-dialog.tsx')
const BookingDialog = lazy(() => loadBookingDialog().then((m) => ({ default: m.BookingDialog })))

export function BookNow({ tour }: { tour: Place }) {
  const { user, status: authStatus } = useAuth()
  const navigate = useNavigate()
  const location = useLocation()
  const [status, setStatus] = useState<string | null>(null)
  const [loading, setLoading] = useState(false)
  // Mounted from the first opening on, so closing can animate; Radix unmounts the content.
  const [mounted, setMounted] = useState(false)
  const [open, setOpen] = useState(false)
  const signedIn = isSignedIn(user)

  function preload() {
    if (signedIn) loadBookingDialog().catch(() => undefined)
  }

  async function bookNow() {
    if (loading) return
    if (!signedIn) {
      await navigate(paths.login, { state: { from: location } })
      return
    }
    setStatus(null)
    setLoading(true)
    try {
      await loadBookingDialog()
    } catch {
      setStatus(messages.booking.formFailed)
      return
    } finally {
      setLoading(false)
    }
    setMounted(true)
    setOpen(true)
  }

  // Not `disabled` while the modal's code loads: that would drop focus, which must come back here.
  const busy = loading || authStatus === 'pending'
  return (
    <>
      <Button
        variant="accent"
        size="lg"
        onClick={() => void bookNow()}
        onPointerEnter={preload}
        onFocus={preload}
        disabled={authStatus === 'pending'}
        busy={loading}
        aria-haspopup={signedIn ? 'dialog' : undefined}
        className={cx('mt-6 w-full py-3.5 text-base shadow-md', busy && 'cursor-wait opacity-80')}
      >
        {messages.tour.bookNow}
      </Button>
      {!signedIn && authStatus === 'signedOut' && (
        <p className="mt-3 text-center text-sm text-slate-600">{messages.booking.signInFirst}</p>
      )}
      {status && (
        <div className="mt-4 space-y-2">
          <StatusAlert message={status} />
          {status === messages.booking.placed && (
            <Link
              to={paths.dashboardPages.myBooking}
              className="inline-block text-sm font-semibold text-emerald-800 underline"
            >
              {messages.booking.seeInMyBooking}
            </Link>
          )}
        </div>
      )}
      {mounted && signedIn && (
        <Suspense fallback={null}>
          <BookingDialog
            open={open}
            onOpenChange={setOpen}
            tour={tour}
            user={user}
            onBooked={() => {
              setStatus(messages.booking.placed)
              setOpen(false)
            }}
          />
        </Suspense>
      )}
    </>
  )
}
