/** The users API: the spec's user record, admin lookup and admin promotion. */
import { z } from 'zod'
import { messages } from '../messages.ts'
import { displayNameSchema } from './auth.ts'

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
