/**
 * The Users page's view of an account (GET /admin/users and the answers of its actions): the
 * person, their role as roles.ts decides it, their state, and their bookings as the orders
 * feature counts them (bookingSummaries), for the rows shown only. Also the lock and count that
 * keep one admin.
 */
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { AdminUser } from '#shared/contracts/users.ts'
import type { Db } from '#server/db/client.ts'
import { users } from '#server/db/schema/index.ts'
import { bookingSummaries, type BookingSummary } from '#server/features/orders/index.ts'
import { createdAtText } from '#server/lib/keyset-cursor.ts'

/** An account whose verified email is in ADMIN_EMAILS (roles.ts), as SQL. */
export function adminByConfigSql(adminEmails: ReadonlySet<string>): SQL {
  const emails = [...adminEmails].map((email) => email.toLowerCase())
  return emails.length === 0
    ? sql`false`
    : and(eq(users.emailVerified, true), inArray(users.email, emails))!
}

/** An admin, by role or by ADMIN_EMAILS (roles.ts's rule, in SQL). */
export function isAdminSql(adminEmails: ReadonlySet<string>): SQL {
  return or(eq(users.role, 'admin'), adminByConfigSql(adminEmails))!
}

export function adminUserColumns(adminEmails: ReadonlySet<string>) {
  return {
    id: users.id,
    name: users.name,
    email: users.email,
    phone: users.phone,
    emailVerified: users.emailVerified,
    role: users.role,
    adminByConfig: sql<boolean>`coalesce(${adminByConfigSql(adminEmails)}, false)`,
    disabledAt: users.disabledAt,
    createdAt: users.createdAt,
    /** The row's sort key with its microseconds, for the cursor (keyset-cursor.ts). */
    at: createdAtText(users.createdAt),
  }
}

interface AdminUserRow {
  id: string
  name: string
  email: string
  phone: string | null
  emailVerified: boolean
  role: 'customer' | 'admin'
  adminByConfig: boolean
  disabledAt: Date | null
  createdAt: Date
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString()

/** The accounts as the Users page shows them, each with its bookings (one read for them all). */
export async function toAdminUsers(db: Db, rows: readonly AdminUserRow[]): Promise<AdminUser[]> {
  const summaries = await bookingSummaries(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => toAdminUser(row, summaries.get(row.id)))
}

function toAdminUser(row: AdminUserRow, summary: BookingSummary | undefined): AdminUser {
  const adminByConfig = Boolean(row.adminByConfig)
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    emailVerified: row.emailVerified,
    role: row.role,
    isAdmin: row.role === 'admin' || adminByConfig,
    adminByConfig,
    disabled: row.disabledAt !== null,
    disabledAt: iso(row.disabledAt),
    createdAt: iso(row.createdAt)!,
    bookings: summary?.bookings ?? 0,
    lastBookingAt: iso(summary?.lastBookingAt ?? null),
  }
}

export async function findAdminUser(
  db: Db,
  id: string,
  adminEmails: ReadonlySet<string>,
): Promise<AdminUser | undefined> {
  const [row] = await db
    .select(adminUserColumns(adminEmails))
    .from(users)
    .where(eq(users.id, id))
    .limit(1)
  return row ? (await toAdminUsers(db, [row]))[0] : undefined
}

/**
 * Role and disabled-state changes take this lock first (in their transaction), so two admins
 * revoking or disabling each other at once run one after the other: the second counts the
 * admins the first left, and the last one always stays. A constant no other code uses.
 */
const ADMINS_LOCK_KEY = 7_310_472_015_501

export async function lockAdmins(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMINS_LOCK_KEY})`)
}

/** Admins who can still sign in (role or ADMIN_EMAILS, not disabled). */
export async function countActiveAdmins(tx: Db, adminEmails: ReadonlySet<string>): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(isAdminSql(adminEmails), isNull(users.disabledAt)))
  return Number(row?.count ?? 0)
}
