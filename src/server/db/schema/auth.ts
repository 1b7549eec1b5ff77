/**
 * Identity tables used by better-auth through its Drizzle adapter (user, session, account,
 * verification — the property names are the ones it expects), our `role`, `phone` and `locale`
 * columns on users, and the rate-limit counters shared by every server instance.
 */
import { relations, sql, type SQL } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { LOCALES } from '#shared/i18n/catalogue.ts'

export const roles = ['customer', 'admin'] as const
export type Role = (typeof roles)[number]

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role', { enum: roles }).notNull().default('customer'),
    /** The customer's phone number, set on their Profile page; prefills the booking form. */
    phone: text('phone'),
    /**
     * The language of the account's own mails: the page's it signed up on, then its latest
     * booking's (features/accounts/account-locale.ts).
     */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    /**
     * Set when an admin disables the account (features/users/set-user-disabled.ts): it cannot
     * sign in, and its sessions were ended. Null: an active account.
     */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * What the Users page searches (src/server/features/users/list-users.ts), kept by the
     * database as the row is written: lowercasing every row's name, email and phone on every
     * search cost most of a search's time at 100,000 people, in the trigram index's rechecks and
     * in any scan of many matches (a broad search's count). Its trigram index
     * (users_search_trgm_idx) is hand-written in migration drizzle/0027_users_search_text.sql:
     * it needs pg_trgm first.
     */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(${users.name} || ' ' || ${users.email} || ' ' || coalesce(${users.phone}, ''))`,
    ),
    ...timestamps,
  },
  (t) => [
    check('users_locale_known', sql`${t.locale} in ('en', 'bn')`),
    // The Users page (features/users/list-users.ts): newest first, by role or disabled state.
    index('users_created_at_idx').on(t.createdAt, t.id),
    index('users_role_created_at_idx').on(t.role, t.createdAt, t.id),
    index('users_disabled_created_at_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.disabledAt} is not null`),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    ...timestamps,
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
)

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    /** The password hash (argon2id) of an email-and-password account. */
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
)

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
)

// Relations let better-auth read a session with its user in one query (`joins`, auth.ts): every
// signed-in request starts with that lookup.
export const usersRelations = relations(users, ({ many }) => ({
  sessions: many(sessions),
  accounts: many(accounts),
}))
export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}))
export const accountsRelations = relations(accounts, ({ one }) => ({
  user: one(users, { fields: [accounts.userId], references: [users.id] }),
}))

/** Fixed-window request counters (per IP and path, per account), see auth/rate-limit-storage.ts. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
})
