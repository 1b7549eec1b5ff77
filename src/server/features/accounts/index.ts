/**
 * Accounts as other features need them: who someone is by email, the email they verified, the
 * language they read mail in. Below orders, waitlist and users (which manages people), so none of
 * them depends on another for it; the `users` table stays the users feature's.
 */
export { accountLocale, rememberAccountLocale } from './account-locale.ts'
export { emailIs, findUserId } from './find-user-id.ts'
export { verifiedEmailOf } from './verified-email.ts'
