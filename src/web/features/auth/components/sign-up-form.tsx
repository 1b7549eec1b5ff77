/** The Sign Up form: name, email and password, checked with the shared schema before sending. */
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { MIN_PASSWORD_LENGTH } from '#shared/auth-errors.ts'
import { signUpSchema, type SignUpInput } from '#shared/contracts/auth.ts'
import { SubmitButton } from '#web/components/submit-button.tsx'
import { TextField } from '#web/components/text-field.tsx'
import { useAuth } from '../../../lib/auth/auth-context.ts'
import { GoogleButton } from './google-button.tsx'

export function SignUpForm({ from }: { from: string }) {
  const { signUp, isLoading } = useAuth()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '' },
  })

  return (
    <form
      aria-label="Sign up"
      noValidate
      onSubmit={handleSubmit(async ({ name, email, password }) => {
        await signUp(name, email, password)
      })}
    >
      <div className="space-y-5">
        <TextField
          label="Name"
          type="text"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          error={errors.password?.message}
          {...register('password')}
        />
      </div>
      <SubmitButton busy={isLoading} className="mt-7 w-full">
        Sign up
      </SubmitButton>
      <GoogleButton from={from} label="Sign up with Google" />
    </form>
  )
}
