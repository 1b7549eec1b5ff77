/**
 * Account factories: a user (with an email-and-password login), and a session for them, inserted
 * straight into the tables better-auth reads, with the cookie a browser would carry. Tests whose
 * subject is not sign-up use these instead of the HTTP sign-up and mailed verification link:
 * faster, and a failure then points at what the test is about. The session cookie is signed
 * exactly as better-auth signs it (HMAC-SHA256 of the token with the auth secret, base64, then
 * URL-encoded), so the server's own session lookup accepts it.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import type { Db } from '#server/db/client.ts'
import { accounts, sessions, users, type Role } from '#server/db/schema/index.ts'
import { hashPassword } from '#server/auth/password.ts'
import { authCookieNames } from '#server/auth/auth.ts'

export const DEFAULT_PASSWORD = 'correct horse battery'

/** argon2id at full cost takes tens of milliseconds: hash each distinct password once. */
const hashes = new Map<string, Promise<string>>()
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password)
  if (!hash) {
    hash = hashPassword(password)
    hashes.set(password, hash)
  }
  return hash
}

export interface UserOverrides {
  name?: string
  email?: string
  /** Default true: most tests act as a customer who verified their address. */
  emailVerified?: boolean
  role?: Role
  phone?: string | null
  /** null: an account with no password (e.g. one that signs in only with Google). */
  password?: string | null
}

export interface CreatedUser {
  id: string
  name: string
  email: string
  password: string | null
  role: Role
  emailVerified: boolean
}

export async function createUser(db: Db, overrides: UserOverrides = {}): Promise<CreatedUser> {
  const id = randomUUID()
  const user = {
    id,
    name: overrides.name ?? 'Test Traveller',
    email: (overrides.email ?? `user-${id.slice(0, 8)}@example.com`).toLowerCase(),
    emailVerified: overrides.emailVerified ?? true,
    role: overrides.role ?? 'customer',
    phone: overrides.phone ?? null,
  }
  const password = overrides.password === undefined ? DEFAULT_PASSWORD : overrides.password
  await db.insert(users).values(user)
  if (password !== null) {
    await db.insert(accounts).values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: await hashOnce(password),
    })
  }
  return { ...user, password }
}

/** better-auth's signed cookie value for a session token. */
export function signSessionToken(token: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64')
  return encodeURIComponent(`${token}.${signature}`)
}

export interface CreatedSession {
  token: string
  /** The session cookie's name and (signed) value. */
  name: string
  value: string
  /** A `cookie` header value carrying the session. */
  cookie: string
}

/** A live session of `userId` (7 days, like a sign-in), with the cookie that carries it. */
export async function createSession(
  db: Db,
  userId: string,
  { secret, publicUrl, expiresAt }: { secret: string; publicUrl: string; expiresAt?: Date },
): Promise<CreatedSession> {
  const token = randomBytes(24).toString('base64url')
  await db.insert(sessions).values({
    id: randomUUID(),
    token,
    userId,
    expiresAt: expiresAt ?? new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
    ipAddress: '127.0.0.1',
    userAgent: 'test factory',
  })
  const name = authCookieNames(publicUrl).session
  const value = signSessionToken(token, secret)
  return { token, name, value, cookie: `${name}=${value}` }
}
