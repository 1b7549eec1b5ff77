/**
 * Query keys of identity data, in one place: sign-in and sign-out invalidate them, and Make Admin
 * invalidates the record it changed.
 */
export const authKeys = {
  session: ['session'] as const,
  users: ['users'] as const,
  user: (email: string) => ['users', email.toLowerCase()] as const,
  signInOptions: ['sign-in-options'] as const,
}
