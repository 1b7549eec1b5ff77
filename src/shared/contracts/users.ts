/** The users API: the spec's user record, admin lookup and admin promotion. */
import { z } from 'zod'
import { messages } from '../messages.ts'
import { displayNameSchema } from './auth.ts'
import { pageCursorSchema, pageOf, partlyCountedTotal } from './paging.ts'

const email = z.email({ error: () => messages.validation.emailInvalid }).max(254)

export const userRecordSchema = z.object({
  email,
  displayName: displayNameSchema,
})
export type UserRecord = z.infer<typeof userRecordSchema>

export const userInfoSchema = z.object({
  email: z.string(),
  displayName: z.string(),
  Admin: z.boolean(),
})
export type UserInfo = z.infer<typeof userInfoSchema>

export const userEmailParamsSchema = z.object({ email })

export const makeAdminSchema = z.object({ email })
export type MakeAdminInput = z.infer<typeof makeAdminSchema>

export const makeAdminResultSchema = z.object({ modifiedCount: z.number().int() })

// The Users page (admins): everyone, searched and filtered, a page at a time; roles and
// disabled accounts changed one person at a time.

export const USERS_PAGE_MAX = 200
export const USERS_PAGE_DEFAULT = 50

/** Who the list shows: admins, customers (neither admin nor disabled), or disabled accounts. */
export const userFilterRoles = ['admin', 'customer', 'disabled'] as const
export type UserFilterRole = (typeof userFilterRoles)[number]

export const adminUsersQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(USERS_PAGE_MAX)
    .default(USERS_PAGE_DEFAULT)
    .describe(`People per page, at most ${USERS_PAGE_MAX}`),
  cursor: pageCursorSchema.optional(),
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('Any part of the name, email or phone number (case does not matter)'),
  role: z
    .enum(userFilterRoles)
    .optional()
    .describe('admin, customer (neither admin nor disabled) or disabled; all when left out'),
})
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  emailVerified: z.boolean(),
  role: z.enum(['customer', 'admin']).describe('The stored role'),
  isAdmin: z.boolean().describe('An admin by role, or by the ADMIN_EMAILS setting'),
  adminByConfig: z
    .boolean()
    .describe('An admin through ADMIN_EMAILS: only the server setting can revoke it'),
  disabled: z.boolean(),
  disabledAt: z.string().nullable().describe('When an admin disabled it (ISO 8601), or null'),
  createdAt: z.string().describe('ISO 8601 timestamp'),
  bookings: z.number().int().describe('Orders the person made, in any state'),
  lastBookingAt: z.string().nullable().describe('Their latest order (ISO 8601), or null'),
})
export type AdminUser = z.infer<typeof adminUserSchema>

export const adminUsersPageSchema = pageOf(
  adminUserSchema,
  partlyCountedTotal(
    'People matching the search and filter, on the first page (no cursor); null on the next pages, which do not count again',
  ),
).extend({
  counts: z
    .object({
      all: z.number().int(),
      admin: z.number().int(),
      customer: z.number().int(),
      disabled: z.number().int(),
    })
    .optional()
    .describe('People matching the search, by role filter; on the first page only (no cursor)'),
})
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>

export const userIdParamsSchema = z.object({ id: z.string().min(1).max(100) })

export const setUserRoleSchema = z.object({
  role: z.enum(['customer', 'admin']).describe('admin promotes; customer revokes admin'),
  confirm: z
    .boolean()
    .optional()
    .describe('Required (true) to revoke your own admin role: without it the server refuses'),
})

export const setUserDisabledSchema = z.object({
  disabled: z
    .boolean()
    .describe('true disables the account and ends its sessions; false enables it'),
})
