/**
 * Holds the authentication state (spec section 4). The session is a TanStack query
 * (['session']) and carries the Admin flag (the server decides it as its guards do), so a page
 * load needs one request to know who it serves; every action refreshes or clears it. Messages and the count of running actions
 * are local state. It renders inside the router (in Layout), so logout can navigate first and
 * clear the session after, and a protected page never flashes a redirect to /login on the way.
 *
 * In the entry bundle: it imports no form or schema code.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import {
  recordUser,
  signInEmail,
  signInSocial,
  signOut,
  signUpEmail,
  type Session,
  type SessionUser,
} from '#web/lib/auth-client.ts'
import { sessionQueryOptions } from './get-session.ts'
import { authKeys } from './keys.ts'
import {
  AuthContext,
  type AuthState,
  type AuthStatus,
  type AuthUser,
  type SignedOutUser,
} from './auth-context.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { describeAuthError } from './auth-error.ts'

// One frozen object, so consumers comparing `user` do not re-render for nothing.
const SIGNED_OUT: SignedOutUser = Object.freeze({}) as SignedOutUser

function toAuthUser(user: SessionUser): AuthUser {
  return {
    uid: user.id,
    email: user.email,
    displayName: user.name,
    photoURL: user.image ?? null,
    emailVerified: user.emailVerified,
    phone: user.phone ?? null,
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const session = useQuery(sessionQueryOptions())
  const sessionUser = session.data?.user

  const [error, setError] = useState('')
  const [errorCode, setErrorCode] = useState('')
  const [success, setSuccess] = useState('')
  const [running, setRunning] = useState(0)
  // Set while the browser leaves for Google; reset if it comes back from the back/forward cache.
  const [redirecting, setRedirecting] = useState(false)

  useEffect(() => {
    function onPageShow(event: PageTransitionEvent) {
      if (event.persisted) setRedirecting(false)
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [])

  /** Runs one auth action: loading while it runs, its failure's sentence in `error`. */
  const run = useCallback(async (action: () => Promise<void>): Promise<boolean> => {
    setRunning((n) => n + 1)
    setError('')
    setErrorCode('')
    setSuccess('')
    try {
      await action()
      return true
    } catch (failure) {
      setError(await describeAuthError(failure))
      setErrorCode(isApiError(failure) ? (failure.authCode ?? failure.code) : '')
      setSuccess('')
      return false
    } finally {
      setRunning((n) => n - 1)
    }
  }, [])

  /** After a sign-in: forget other users' records, then read the new session. */
  const refreshIdentity = useCallback(async () => {
    queryClient.removeQueries({ queryKey: authKeys.users })
    await queryClient.invalidateQueries({ queryKey: authKeys.session })
  }, [queryClient])

  const signIn = useCallback(
    (email: string, password: string) =>
      run(async () => {
        await signInEmail({ email, password })
        await refreshIdentity()
        setSuccess(messages.auth.loginSuccess)
      }),
    [run, refreshIdentity],
  )

  const signUp = useCallback(
    (name: string, email: string, password: string) =>
      run(async () => {
        await signUpEmail({ name, email, password })
        // The spec's user record. The account exists either way, so a failure is ignored.
        await recordUser('POST', { email, displayName: name }).catch(() => undefined)
        await refreshIdentity()
        setSuccess(messages.auth.signupSuccess)
      }),
    [run, refreshIdentity],
  )

  const signInWithGoogle = useCallback(
    async (from: string) => {
      await run(async () => {
        const back = encodeURIComponent(from)
        const { url } = await signInSocial({
          provider: 'google',
          callbackURL: `${paths.login}?via=google&from=${back}`,
          errorCallbackURL: `${paths.login}?from=${back}`,
        })
        setRedirecting(true)
        window.location.assign(url)
      })
    },
    [run],
  )

  const finishGoogleSignIn = useCallback(async () => {
    await run(async () => {
      const current = queryClient.getQueryData<Session | null>(authKeys.session)?.user
      if (current) {
        await recordUser('PUT', { email: current.email, displayName: current.name }).catch(
          () => undefined,
        )
      }
      setSuccess(messages.auth.loginSuccess)
    })
  }, [run, queryClient])

  // Navigations commit as transitions, later than the call; `goTo` resolves once the new page
  // is on screen (or after a second, whatever happened).
  const { pathname } = useLocation()
  const currentPath = useRef(pathname)
  const arrivals = useRef(new Map<string, () => void>())
  useEffect(() => {
    currentPath.current = pathname
    arrivals.current.get(pathname)?.()
    arrivals.current.delete(pathname)
  }, [pathname])
  const goTo = useCallback(
    (path: string) =>
      new Promise<void>((resolve) => {
        if (currentPath.current === path) return resolve()
        arrivals.current.set(path, resolve)
        setTimeout(resolve, 1000)
        void navigate(path)
      }),
    [navigate],
  )

  const logout = useCallback(
    (options: { redirectTo?: string } = {}) =>
      run(async () => {
        await signOut()
        // Leave first: a protected page that saw the signed-out state would send us to /login.
        if (options.redirectTo) await goTo(options.redirectTo)
        queryClient.setQueryData(authKeys.session, null)
        queryClient.removeQueries({ queryKey: authKeys.users })
      }),
    [run, goTo, queryClient],
  )

  const sessionEnded = useCallback(
    async ({ redirectTo, message }: { redirectTo: string; message: string }) => {
      await goTo(redirectTo)
      queryClient.setQueryData(authKeys.session, null)
      queryClient.removeQueries({ queryKey: authKeys.users })
      setError('')
      setSuccess(message)
    },
    [goTo, queryClient],
  )

  const clearError = useCallback(() => {
    setError('')
    setErrorCode('')
  }, [])

  const user = useMemo(() => (sessionUser ? toAuthUser(sessionUser) : SIGNED_OUT), [sessionUser])
  const status: AuthStatus = session.isPending ? 'pending' : sessionUser ? 'signedIn' : 'signedOut'
  const admin = status === 'signedIn' && sessionUser?.isAdmin === true
  const isLoading = status === 'pending' || running > 0 || redirecting

  const value = useMemo<AuthState>(
    () => ({
      user,
      error,
      errorCode,
      success,
      isLoading,
      admin,
      status,
      signIn,
      signUp,
      signInWithGoogle,
      finishGoogleSignIn,
      logout,
      sessionEnded,
      clearError,
    }),
    [
      user,
      error,
      errorCode,
      success,
      isLoading,
      admin,
      status,
      signIn,
      signUp,
      signInWithGoogle,
      finishGoogleSignIn,
      logout,
      sessionEnded,
      clearError,
    ],
  )

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}
