/**
 * Who is an admin: an account whose role is admin, or whose VERIFIED email is in ADMIN_EMAILS
 * (the bootstrap list: an address counts once its owner proved they read its mail, so nobody
 * becomes admin by registering that address first). The one rule behind guards and the users
 * API's `Admin` flag.
 */
export function isAdminAccount(
  account: { role: string | null | undefined; email: string; emailVerified: boolean },
  adminEmails: ReadonlySet<string>,
): boolean {
  return (
    account.role === 'admin' ||
    (account.emailVerified && adminEmails.has(account.email.toLowerCase()))
  )
}
