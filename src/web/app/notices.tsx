/**
 * Toasts for the auth messages that outlive their page: 'Your login successfully' and 'Your
 * account create successfully' show after the redirect away from /login, and a failed logout
 * (which has no form to show it) says why. sonner loads only when the first toast is due, so it
 * stays out of the entry bundle.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import type * as Sonner from 'sonner'
import { useLocation } from 'react-router'
import { paths } from '#shared/paths.ts'
import { useAuth } from '#web/lib/auth/auth-context.ts'

const Toaster = lazy(() => import('./toaster.tsx'))

async function showToast(kind: 'success' | 'error', text: string, mountToaster: () => void) {
  let sonner: typeof Sonner
  try {
    sonner = await import('sonner')
  } catch {
    return // Offline before sonner ever loaded: the page itself already shows the new state.
  }
  const { toast } = sonner
  // A fixed id per kind: a repeated message replaces its toast instead of stacking. A toaster
  // mounted after this still shows it (sonner replays active toasts to a new toaster).
  toast[kind](text, { id: `auth-${kind}` })
  mountToaster()
}

export function AuthNotices() {
  const { success, error } = useAuth()
  const { pathname } = useLocation()
  const onLoginPage = pathname.toLowerCase() === paths.login
  // The login page shows its errors above the form; read at the time an error appears.
  const onLoginPageRef = useRef(onLoginPage)
  useEffect(() => {
    onLoginPageRef.current = onLoginPage
  }, [onLoginPage])

  // The toaster mounts with the first toast and stays mounted after.
  const [needed, setNeeded] = useState(false)
  const mountToaster = useCallback(() => setNeeded(true), [])

  useEffect(() => {
    if (success) void showToast('success', success, mountToaster)
  }, [success, mountToaster])
  useEffect(() => {
    if (error && !onLoginPageRef.current) void showToast('error', error, mountToaster)
  }, [error, mountToaster])

  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
