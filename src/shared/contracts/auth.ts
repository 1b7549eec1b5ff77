/** Sign-in and sign-up shapes; their error sentences live in ../auth-errors.ts. */
import { z } from 'zod'
import { MIN_PASSWORD_LENGTH } from '../auth-errors.ts'

export const signInSchema = z.object({
  email: z.email('Enter a valid email address.'),
  password: z.string().min(1, 'Enter your password.'),
})
export type SignInInput = z.infer<typeof signInSchema>

export const signUpSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(80, 'Use at most 80 characters.'),
  email: z.email('Enter a valid email address.'),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`)
    .max(128, 'Use at most 128 characters.'),
})
export type SignUpInput = z.infer<typeof signUpSchema>

export const signInOptionsSchema = z.object({
  google: z.boolean().describe('Whether "Sign in with Google" is configured'),
})
export type SignInOptions = z.infer<typeof signInOptionsSchema>
