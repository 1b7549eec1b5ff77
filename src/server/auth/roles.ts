/**
 * Who is an admin: an account whose role is admin, or whose email is in ADMIN_EMAILS (the
 * bootstrap list). The one rule behind guards and the users API's `Admin` flag.
 */
export function isAdminAccount(
  account: { role: string | null | undefined; email: string },
  adminEmails: ReadonlySet<string>,
): boolean {
  return account.role === 'admin' || adminEmails.has(account.email.toLowerCase())
}
