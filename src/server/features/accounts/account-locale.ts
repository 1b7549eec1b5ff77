/**
 * The language of an account's own mails (verification, password reset, a waitlist's offer):
 * the page's it signed up on, then the one of its latest booking (a booking, or joining a
 * waitlist, from a page in that language). An order's mails follow the order's own language
 * (the one it was booked in), not this.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { users } from '#server/db/schema/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { currentLocale, DEFAULT_LOCALE, type Locale } from '#shared/messages.ts'

/**
 * After a booking: the account now speaks the request's language. Written only when it changed
 * (the session knows the current one): a user row's update empties every instance's remembered
 * sessions (plugins/auth.ts).
 */
export async function rememberAccountLocale(
  ctx: UserCtx,
  locale: Locale = currentLocale(),
): Promise<void> {
  if (ctx.user.locale === locale) return
  await ctx.db.update(users).set({ locale }).where(eq(users.id, ctx.user.id))
  ctx.identityChanged()
}

/** The language of an account's mails; the default one for no account. */
export async function accountLocale(db: Db, userId: string | null): Promise<Locale> {
  if (!userId) return DEFAULT_LOCALE
  const [row] = await db
    .select({ locale: users.locale })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  return row?.locale ?? DEFAULT_LOCALE
}
