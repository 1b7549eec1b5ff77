/**
 * /login: the spec's sliding panel. One card holds the Sign In and the Sign Up form and a
 * coloured panel whose button slides between them: on wide screens the panel crosses the card
 * while the forms trade sides; on narrow ones the forms slide sideways under a short strip. Only
 * the active form can be reached (the other is inert and hidden once the slide ends); without
 * motion preferences nothing slides, it just switches.
 *
 * After signing in or up the visitor goes back to `from` (router state or `?from=`), or /. A
 * Google sign-in comes back here as /login?via=google&from=…, where the spec's PUT /users and
 * success message finish it. A signed-in visitor never sees the forms.
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { flushSync } from 'react-dom'
import { Navigate, useLocation, useSearchParams } from 'react-router'
import { RouteFallback } from '#web/components/route-fallback.tsx'
import { authErrorText } from '#shared/auth-errors.ts'
import { messages } from '#shared/messages.ts'
import { staticPageMeta } from '#shared/page-meta.ts'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { cx } from '#web/lib/cx.ts'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { useAuth } from '../../../lib/auth/auth-context.ts'
import { SignInForm } from '../components/sign-in-form.tsx'
import { SignUpForm } from '../components/sign-up-form.tsx'
import { returnPath } from '../return-path.ts'

type Mode = 'signIn' | 'signUp'

const slide = 'duration-600 ease-in-out motion-reduce:transition-none'
// The pane coming in turns visible at once (so it can take focus); the one going out stays
// visible until its slide ends, then hides.
const slideIn = 'transition-[translate,opacity]'
const slideOut = 'transition-[translate,opacity,visibility]'

interface PaneProps {
  active: boolean
  paneRef: RefObject<HTMLElement | null>
  /** Where the pane sits while inactive, as translate/opacity classes. */
  inactiveClass: string
  activeClass: string
  title: string
  intro: string
  error: string
  children: ReactNode
}

function Pane({
  active,
  paneRef,
  inactiveClass,
  activeClass,
  title,
  intro,
  error,
  children,
}: PaneProps) {
  return (
    <section
      ref={paneRef}
      inert={!active}
      aria-label={title}
      className={cx(
        'col-start-1 row-start-1 px-6 py-8 sm:px-10 sm:py-10 md:self-center',
        slide,
        active
          ? cx('visible z-10', slideIn, activeClass)
          : // Narrow screens: out of the flow, so the card is as tall as the active form only.
            cx(
              'invisible z-0 max-md:absolute max-md:inset-x-0 max-md:top-0',
              slideOut,
              inactiveClass,
            ),
      )}
    >
      <h2 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{title}</h2>
      <p className="mt-2 text-slate-600">{intro}</p>
      {error && <StatusAlert tone="error" message={error} className="mt-6" />}
      <div className="mt-6">{children}</div>
    </section>
  )
}

export function LoginPage() {
  usePageMeta(staticPageMeta.login)
  const { status, isLoading, error, clearError, finishGoogleSignIn } = useAuth()
  const location = useLocation()
  const [searchParams] = useSearchParams()
  const from = returnPath(location.state, searchParams.get('from'))
  const viaGoogle = searchParams.get('via') === 'google'
  // Back from a mailed sign-in link (auth/sign-in-link.ts): signed in, or ?error=… when spent.
  const viaLink = searchParams.get('via') === 'link'
  const signedIn = status === 'signedIn'

  const [mode, setMode] = useState<Mode>('signIn')
  const signInRef = useRef<HTMLElement>(null)
  const signUpRef = useRef<HTMLElement>(null)

  // Back from Google or a sign-in link, signed in: record the user and say so once, then leave
  // for `from`.
  const arrivedSignedIn = viaGoogle || viaLink
  const [googleFinished, setGoogleFinished] = useState(false)
  const googleStarted = useRef(false)
  useEffect(() => {
    if (!arrivedSignedIn || !signedIn || googleStarted.current) return
    googleStarted.current = true
    void finishGoogleSignIn().then(() => setGoogleFinished(true))
  }, [arrivedSignedIn, signedIn, finishGoogleSignIn])

  // An error belongs to this visit of the page; do not show it again on the next one.
  useEffect(() => clearError, [clearError])

  // The session is not known yet: the page is still on its way (the fallback every page shows
  // meanwhile, marked busy), not a page without its heading.
  if (status === 'pending') return <RouteFallback />
  const finishingGoogle = arrivedSignedIn && signedIn && !googleFinished
  if (signedIn && !isLoading && !finishingGoogle) return <Navigate to={from} replace />

  // Google sent the visitor back with ?error=…, or back without a session; a sign-in link
  // that was used or ran out comes back with ?via=link&error=….
  const arrivalFailed =
    !isLoading && (searchParams.has('error') || (arrivedSignedIn && status === 'signedOut'))
  const arrivalError = viaLink ? messages.account.linkInvalid : authErrorText('OAUTH_FAILED')
  const shownError = error || (arrivalFailed && mode === 'signIn' ? arrivalError : '')

  function switchTo(next: Mode) {
    clearError()
    // Render the switch now, so the newly active form is focusable before we focus it.
    flushSync(() => setMode(next))
    const pane = next === 'signIn' ? signInRef.current : signUpRef.current
    pane?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true })
  }

  const signingUp = mode === 'signUp'

  return (
    <div className="bg-linear-to-b from-emerald-50 via-white to-white">
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-16">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-widest text-emerald-700 uppercase">
            {messages.auth.eyebrow}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {messages.auth.welcome({ brand: messages.brand })}
          </h1>
          <p className="mt-3 text-lg text-slate-600">{messages.auth.intro}</p>
        </div>

        <div className="mt-10 grid overflow-clip rounded-3xl bg-white shadow-xl ring-1 shadow-emerald-900/10 ring-slate-200 md:grid-cols-2">
          {/* Both forms share one cell; on wide screens it is as tall as the taller one. */}
          <div className="relative row-start-2 grid md:col-start-1 md:row-start-1">
            <Pane
              active={!signingUp}
              paneRef={signInRef}
              activeClass="translate-x-0 opacity-100"
              inactiveClass="-translate-x-full opacity-0 md:translate-x-full"
              title={messages.account.signIn}
              intro={messages.auth.signInIntro}
              error={signingUp ? '' : shownError}
            >
              <SignInForm from={from} />
            </Pane>
            <Pane
              active={signingUp}
              paneRef={signUpRef}
              activeClass="translate-x-0 opacity-100 md:translate-x-full"
              inactiveClass="translate-x-full opacity-0 md:translate-x-0"
              title={messages.auth.signUpTitle}
              intro={messages.auth.signUpIntro}
              error={signingUp ? shownError : ''}
            >
              <SignUpForm from={from} />
            </Pane>
          </div>

          {/* The sliding panel: right of the sign-in form, left of the sign-up form. */}
          <div
            className={cx(
              'on-dark relative z-20 col-start-1 row-start-1 overflow-hidden bg-forest-deep text-white md:col-start-2',
              slide,
              'transition-[translate]',
              signingUp && 'md:-translate-x-full',
            )}
          >
            <img
              src="/images/banner.svg"
              alt=""
              className="absolute inset-0 size-full object-cover opacity-45 max-md:hidden"
            />
            <div className="absolute inset-0 bg-linear-to-t from-forest-deep via-forest-deep/85 to-forest/60 max-md:hidden" />
            <div className="relative flex h-full flex-wrap items-center justify-between gap-3 px-6 py-5 sm:px-10 md:flex-col md:flex-nowrap md:justify-center md:py-12 md:text-center">
              <p className="text-lg font-bold md:text-3xl md:font-extrabold md:tracking-tight">
                {signingUp ? messages.auth.haveAccountTitle : messages.auth.newTitle}
              </p>
              <p className="text-emerald-50/90 max-md:hidden md:max-w-xs md:text-lg">
                {signingUp ? messages.auth.haveAccountText : messages.auth.newText}
              </p>
              <button
                type="button"
                onClick={() => switchTo(signingUp ? 'signIn' : 'signUp')}
                className="rounded-full border-2 border-white px-5 py-2 font-bold text-white transition hover:bg-white hover:text-forest-deep md:mt-4 md:px-8 md:py-3"
              >
                {signingUp ? messages.auth.haveAccount : messages.auth.createAccount}
              </button>
            </div>
          </div>
        </div>
      </div>
    </div>
  )
}
