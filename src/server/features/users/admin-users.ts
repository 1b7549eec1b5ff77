/**
 * The Users page's view of an account (GET /admin/users and the answers of its actions): the
 * person, their role as roles.ts decides it, their state, and their bookings counted in SQL
 * (orders_user_id_idx) for the rows shown only. Also the lock and count that keep one admin.
 */
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { AdminUser } from '#shared/contracts/users.ts'
import type { Db } from '#server/db/client.ts'
import { users } from '#server/db/schema/index.ts'
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
    // Written out in full: drizzle leaves the table off columns of a one-table select, and
    // then "id" inside the subquery would be the order's.
    bookings: sql<number>`(select count(*) from "orders" as "o" where "o"."user_id" = "users"."id")::int`,
    lastBookingAt: sql<
      Date | string | null
    >`(select max("o"."created_at") from "orders" as "o" where "o"."user_id" = "users"."id")`,
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
  bookings: number
  lastBookingAt: Date | string | null
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString()

export function toAdminUser(row: AdminUserRow): AdminUser {
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
    bookings: Number(row.bookings),
    lastBookingAt: iso(row.lastBookingAt),
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
  return row ? toAdminUser(row) : undefined
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
