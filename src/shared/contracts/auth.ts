/**
 * Identity shapes: sign-in, sign-up and the account's own pages (profile, passwords, email,
 * deletion). The server validates every body of better-auth's routes with these same schemas
 * (auth/validate-auth-body.ts), so the rules below hold on every path that sets them; the
 * server adds one check the browser cannot make cheaply: common passwords are refused.
 * Error sentences live in ../auth-errors.ts.
 */
import { z } from 'zod'
import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../auth-errors.ts'
import { hasControlChars } from '../text.ts'
import { PHONE_PATTERN } from './orders.ts'

const email = z.email('Enter a valid email address.').max(254, 'Use at most 254 characters.')

/** A person's display name: trimmed, 1–80 characters, one line. Shown on public pages. */
export const displayNameSchema = z
  .string('Enter your name.')
  .trim()
  .min(1, 'Enter your name.')
  .max(MAX_NAME_LENGTH, `Use at most ${MAX_NAME_LENGTH} characters.`)
  .refine((name) => !hasControlChars(name), 'Use letters, spaces and punctuation only.')

/** A new password (the server also refuses common ones). */
export const newPasswordSchema = z
  .string('Enter a password.')
  .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters.`)

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'Enter your password.').max(MAX_PASSWORD_LENGTH),
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
export const optionalPhoneSchema = z
  .string()
  .trim()
  .max(30, 'Use at most 30 characters.')
  .refine((phone) => phone === '' || PHONE_PATTERN.test(phone), {
    message: 'Enter a phone number, e.g. +880 1712-345678.',
  })

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
    message: 'The two passwords differ.',
    path: ['confirmPassword'],
  })
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password.').max(MAX_PASSWORD_LENGTH),
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: 'The two passwords differ.',
    path: ['confirmPassword'],
  })
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>

export const changeEmailSchema = z.object({ newEmail: email })
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>

export const deleteAccountSchema = z.object({
  password: z.string().max(MAX_PASSWORD_LENGTH).optional(),
})
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>
