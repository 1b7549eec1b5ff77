/** The Sign Up form: name, email and password, checked with the shared schema before sending. */
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { MIN_PASSWORD_LENGTH } from '#shared/auth-errors.ts'
import { signUpSchema, type SignUpInput } from '#shared/contracts/auth.ts'
import { messages } from '#shared/messages.ts'
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
      aria-label={messages.auth.signUp}
      noValidate
      onSubmit={handleSubmit(async ({ name, email, password }) => {
        await signUp(name, email, password)
      })}
    >
      <div className="space-y-5">
        <TextField
          label={messages.booking.name}
          type="text"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={messages.account.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={messages.account.passwordTitle}
          type="password"
          autoComplete="new-password"
          hint={messages.account.passwordHint({ min: MIN_PASSWORD_LENGTH })}
          error={errors.password?.message}
          {...register('password')}
        />
      </div>
      <SubmitButton busy={isLoading} className="mt-7 w-full">
        {messages.auth.signUp}
      </SubmitButton>
      <GoogleButton from={from} label={messages.auth.signUpGoogle} />
    </form>
  )
}
