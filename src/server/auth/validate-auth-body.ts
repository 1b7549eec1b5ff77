/**
 * better-auth's routes take bodies of their own shape; before each runs, its body is checked
 * here with the site's shared schemas, so a name, a password or a phone number obeys the same
 * rule on every path that sets it. A refusal is a 400 naming the field, in the API's envelope
 * (plugins/auth.ts passes `issues` on as `details`).
 */
import { APIError } from 'better-auth/api'
import type { z } from 'zod'
import { messages } from '#shared/messages.ts'
import { isWeakPassword, type PasswordOwner } from '#shared/password-strength.ts'
import { isCommonPassword } from './common-passwords.ts'

export interface FieldIssue {
  path: string
  message: string
}

/** A 400 naming the first bad field, with every issue in `issues`. */
export function invalidBody(issues: FieldIssue[], code = 'VALIDATION'): APIError {
  const first = issues[0]!
  const field = first.path.replace(/^\//, '').replace(/\//g, '.')
  return new APIError('BAD_REQUEST', {
    code,
    message: messages.errors.invalidField({
      where: messages.validation.requestParts.body,
      field: field || null,
      problem: first.message,
    }),
    issues,
  })
}

/**
 * The body parsed by `schema` (so trimmed), or a 400. Keys the schema does not know are refused
 * unless listed in `passThrough` (better-auth's own options such as callbackURL), which are
 * kept as they are.
 */
export function parseAuthBody<T extends Record<string, unknown>>(
  schema: z.ZodType<T>,
  body: unknown,
  passThrough: readonly string[] = [],
): T & Record<string, unknown> {
  const given = body && typeof body === 'object' && !Array.isArray(body) ? body : {}
  const own: Record<string, unknown> = {}
  const kept: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(given)) {
    if (passThrough.includes(key)) kept[key] = value
    else own[key] = value
  }
  const parsed = schema.safeParse(own)
  if (!parsed.success) {
    throw invalidBody(
      parsed.error.issues.map((issue) =>
        issue.code === 'unrecognized_keys'
          ? { path: `/${issue.keys[0] ?? ''}`, message: messages.errors.fieldNotAccepted }
          : { path: `/${issue.path.map(String).join('/')}`, message: issue.message },
      ),
    )
  }
  return { ...kept, ...parsed.data }
}

/**
 * Refuses a new password (field `field`) that is on the common-password list (COMMON_PASSWORD),
 * or that zxcvbn finds easy to guess once the owner's email and name and the site's name count
 * as known words (WEAK_PASSWORD; shared/password-strength.ts).
 */
export async function refuseWeakPassword(
  password: string,
  field: string,
  owner: PasswordOwner,
): Promise<void> {
  if (await isCommonPassword(password)) {
    throw invalidBody(
      [{ path: `/${field}`, message: messages.authErrors.COMMON_PASSWORD! }],
      'COMMON_PASSWORD',
    )
  }
  if (await isWeakPassword(password, owner)) {
    throw invalidBody(
      [{ path: `/${field}`, message: messages.authErrors.WEAK_PASSWORD! }],
      'WEAK_PASSWORD',
    )
  }
}
