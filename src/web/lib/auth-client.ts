/**
 * Typed calls to the identity endpoints (better-auth under /api/auth) and the users API. Plain
 * fetches through api-client rather than better-auth's client library: the auth provider is in
 * the entry bundle, and these few calls are all it needs. The session travels in an HttpOnly
 * cookie (same-origin fetch sends it), so no token is ever held in script.
 *
 * Shapes come from the shared contracts as types only, which keeps zod out of the entry bundle.
 */
import type {
  ChangeEmailInput,
  ForgotPasswordInput,
  ProfileInput,
  SignInInput,
  SignInOptions,
  SignUpInput,
} from '#shared/contracts/auth.ts'
import type { MakeAdminInput, UserInfo, UserRecord } from '#shared/contracts/users.ts'
import { paths } from '#shared/paths.ts'
import { apiGet, apiPost, apiPut } from './api-client.ts'

/** The user record better-auth keeps (dates arrive as ISO strings). */
export interface SessionUser {
  id: string
  name: string
  email: string
  image: string | null
  role?: string
  /** Ours: the account's phone number, which the booking form starts with. */
  phone?: string | null
  /** Ours: whether the account is an admin, by the server's rule (absent from older servers). */
  isAdmin?: boolean
  emailVerified: boolean
  createdAt: string
  updatedAt: string
}

export interface Session {
  session: { id: string; userId: string; expiresAt: string }
  user: SessionUser
}

interface SignedIn {
  token: string | null
  user: SessionUser
}

/** The current session, or null when signed out. */
export function getSession(signal?: AbortSignal): Promise<Session | null> {
  return apiGet<Session | null>('/auth/get-session', signal).then((answer) => answer ?? null)
}

export function signInEmail(input: SignInInput): Promise<SignedIn & { redirect: boolean }> {
  return apiPost('/auth/sign-in/email', input)
}

/**
 * Mails a one-time sign-in link to the address if an account uses it (the answer is the same
 * either way). The link comes back to /login?via=link, signed in, or with ?error=… when spent.
 */
export function requestSignInLink(email: string): Promise<{ status: boolean }> {
  return apiPost('/auth/sign-in/magic-link', { email })
}

export function signUpEmail(input: SignUpInput): Promise<SignedIn> {
  return apiPost('/auth/sign-up/email', input)
}

export function signOut(): Promise<{ success: boolean }> {
  return apiPost('/auth/sign-out', {})
}

export interface SocialSignInInput {
  provider: 'google'
  /** Same-site path the provider returns to, signed in. */
  callbackURL: string
  /** Same-site path it returns to on failure; better-auth appends `?error=…`. */
  errorCallbackURL: string
}

/** Starts a redirect sign-in: the answer's `url` is the provider's page to go to. */
export function signInSocial(
  input: SocialSignInInput,
): Promise<{ url: string; redirect: boolean }> {
  return apiPost('/auth/sign-in/social', input)
}

export function getSignInOptions(signal?: AbortSignal): Promise<SignInOptions> {
  return apiGet<SignInOptions>('/sign-in-options', signal)
}

/** The spec's user record: POST after an email registration, PUT after a Google sign-in. */
export function recordUser(method: 'POST' | 'PUT', record: UserRecord): Promise<UserInfo> {
  return method === 'POST' ? apiPost('/users', record) : apiPut('/users', record)
}

/** Admins only. `modifiedCount` is 0 when the account was already an admin. */
export function makeAdmin(input: MakeAdminInput): Promise<{ modifiedCount: number }> {
  return apiPut('/users/admin', input)
}

/** Where verification links (sign-up, resend, email change) bring the reader back to. */
export const VERIFIED_CALLBACK = `${paths.dashboardPages.profile}?verified=1`

/** Mails the verification link again (3 a minute at most). */
export function sendVerificationEmail(email: string): Promise<{ status: boolean }> {
  return apiPost('/auth/send-verification-email', { email, callbackURL: VERIFIED_CALLBACK })
}

/** Mails a reset link when the address has an account; answers the same either way. */
export function requestPasswordReset(
  input: ForgotPasswordInput,
): Promise<{ status: boolean; message?: string }> {
  return apiPost('/auth/request-password-reset', input)
}

/** Sets a new password with the mailed link's token; every session of the account ends. */
export function resetPassword(input: {
  token: string
  newPassword: string
}): Promise<{ status: boolean }> {
  return apiPost('/auth/reset-password', input)
}

/** Name and phone ('' clears the phone). */
export function updateUser(input: Partial<ProfileInput>): Promise<{ status: boolean }> {
  return apiPost('/auth/update-user', input)
}

/** Other sessions end; this one gets a new cookie. */
export function changePassword(input: {
  currentPassword: string
  newPassword: string
}): Promise<unknown> {
  return apiPost('/auth/change-password', input)
}

/** A verified address changes once the link mailed to the new one is opened; else at once. */
export function changeEmail(input: ChangeEmailInput): Promise<{ status: boolean }> {
  return apiPost('/auth/change-email', input)
}

/** Deletes the signed-in account (its password confirms it); the session ends. */
export function deleteUser(input: { password?: string }): Promise<{ success: boolean }> {
  return apiPost('/auth/delete-user', input)
}
