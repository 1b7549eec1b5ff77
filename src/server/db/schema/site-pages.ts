/**
 * The site's policy pages (issue 30): Terms and Conditions, Privacy policy, Refund policy, which
 * the payment gateways require a merchant to publish. One row per page an admin has edited,
 * holding both languages; a page without a row shows its default text from the catalogue
 * (src/server/features/site-pages/get-site-page.ts), so a fresh database needs no seed.
 */
import { sql } from 'drizzle-orm'
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'

export const sitePages = pgTable(
  'site_pages',
  {
    /** 'terms' | 'privacy' | 'refunds' (SITE_PAGE_SLUGS in shared/contracts/site-pages.ts). */
    slug: text('slug').primaryKey(),
    bodyEn: text('body_en').notNull(),
    bodyBn: text('body_bn').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin who last saved it; null once their account is deleted (the audit log keeps the email). */
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('site_pages_slug', sql`${t.slug} in ('terms', 'privacy', 'refunds')`)],
)
