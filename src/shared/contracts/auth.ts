/**
 * Identity shapes: sign-in, sign-up and the account's own pages (profile, passwords, email,
 * deletion). The server validates every body of better-auth's routes with these same schemas
 * (auth/validate-auth-body.ts), so the rules below hold on every path that sets them; the
 * server adds one check the browser cannot make cheaply: common passwords are refused.
 * Error sentences live in ../auth-errors.ts.
 */
import { z } from 'zod'
import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../auth-errors.ts'
import { messages } from '../messages.ts'
import { hasControlChars } from '../text.ts'
import { PHONE_PATTERN, phoneText } from './orders.ts'

const v = messages.validation

const email = z
  .email({ error: () => v.emailInvalid })
  .max(254, { error: () => v.maxChars({ max: 254 }) })

/** A person's display name: trimmed, 1–80 characters, one line. Shown on public pages. */
export const displayNameSchema = z
  .string({ error: () => v.nameRequired })
  .trim()
  .min(1, { error: () => v.nameRequired })
  .max(MAX_NAME_LENGTH, { error: () => v.maxChars({ max: MAX_NAME_LENGTH }) })
  .refine((name) => !hasControlChars(name), { error: () => v.nameCharacters })

/** A new password (the server also refuses common ones). */
export const newPasswordSchema = z
  .string({ error: () => v.newPasswordRequired })
  .min(MIN_PASSWORD_LENGTH, { error: () => v.minChars({ min: MIN_PASSWORD_LENGTH }) })
  .max(MAX_PASSWORD_LENGTH, { error: () => v.maxChars({ max: MAX_PASSWORD_LENGTH }) })

export const signInSchema = z.object({
  email,
  password: z
    .string()
    .min(1, { error: () => v.passwordRequired })
    .max(MAX_PASSWORD_LENGTH),
})
export type SignInInput = z.infer<typeof signInSchema>

export const signUpSchema = z.object({
  name: displayNameSchema,
  email,
  password: newPasswordSchema,
})
export type SignUpInput = z.infer<typeof signUpSchema>

export const signInOptionsSchema = z.object({
  google: z.boolean().describe('Whether "Sign in with Google" is configured'),
})
export type SignInOptions = z.infer<typeof signInOptionsSchema>

/** An optional phone number: empty clears it. */
export const optionalPhoneSchema = phoneText()
  .max(30, { error: () => v.maxChars({ max: 30 }) })
  .refine((phone) => phone === '' || PHONE_PATTERN.test(phone), { error: () => v.phoneInvalid })

/** The Profile page's details (better-auth's update-user, with our phone field). */
export const profileSchema = z.object({
  name: displayNameSchema,
  phone: optionalPhoneSchema,
})
export type ProfileInput = z.infer<typeof profileSchema>

export const forgotPasswordSchema = z.object({ email })
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>

export const resetPasswordSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine((body) => body.newPassword === body.confirmPassword, {
    error: () => v.passwordsDiffer,
    path: ['confirmPassword'],
  })
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, { error: () => v.currentPasswordRequired })
      .max(MAX_PASSWORD_LENGTH),
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    error: () => v.passwordsDiffer,
    path: ['confirmPassword'],
  })
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>

export const changeEmailSchema = z.object({ newEmail: email })
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>

export const deleteAccountSchema = z.object({
  password: z.string().max(MAX_PASSWORD_LENGTH).optional(),
})
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>
