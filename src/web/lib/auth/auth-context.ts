/**
 * The authentication state of spec section 4, as one React context: `user` (an empty object
 * when signed out), `error` and `success` messages, `isLoading`, `admin`, and the actions. The
 * provider (auth-provider.tsx) fills it; pages read it with useAuth().
 */
import { createContext, useContext } from 'react'

/** The spec's identity-provider user, mapped from the session user. */
export interface AuthUser {
  uid: string
  email: string
  displayName: string
  photoURL: string | null
  /** Ours: whether the address was confirmed by its mailed link. */
  emailVerified: boolean
  /** Ours: the profile's phone number, if any. */
  phone: string | null
}

/** The spec's signed-out user: an empty object. */
export type SignedOutUser = Record<string, never>

/** Whether we know yet who is signed in; guards and the header wait on 'pending'. */
export type AuthStatus = 'pending' | 'signedIn' | 'signedOut'

export interface AuthState {
  user: AuthUser | SignedOutUser
  /** The last failed action's sentence ('' when none). */
  error: string
  /** Ours: the last failed action's code (the identity provider's when it gave one; '' when none). */
  errorCode: string
  /** The last successful sign-in's or registration's message ('' when none). */
  success: string
  /** True at start and during every auth action, false once it settles. */
  isLoading: boolean
  /** The Admin flag of the signed-in user (false when signed out or unknown). */
  admin: boolean
  status: AuthStatus
  /** Resolves true when signed in. */
  signIn(email: string, password: string): Promise<boolean>
  /** Creates the account and signs in; resolves true on success. */
  signUp(name: string, email: string, password: string): Promise<boolean>
  /** Leaves for Google; the browser comes back to /login?via=google&from=… signed in. */
  signInWithGoogle(from: string): Promise<void>
  /** After the Google round trip: records the user (PUT /users) and sets the success message. */
  finishGoogleSignIn(): Promise<void>
  /** Signs out; with `redirectTo`, goes there before the signed-out state shows. */
  logout(options?: { redirectTo?: string }): Promise<boolean>
  /**
   * Ours: the server already ended the session (the account was deleted): goes to `redirectTo`,
   * then forgets the session and shows `message` as a toast.
   */
  sessionEnded(options: { redirectTo: string; message: string }): Promise<void>
  clearError(): void
}

export const AuthContext = createContext<AuthState | null>(null)

export function useAuth(): AuthState {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth() needs an <AuthProvider> above it')
  return value
}

export function isSignedIn(user: AuthState['user']): user is AuthUser {
  return 'uid' in user
}
