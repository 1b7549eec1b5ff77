/** The Sign In form: email and password, checked with the shared schema before sending. */
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { signInSchema, type SignInInput } from '#shared/contracts/auth.ts'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { SubmitButton } from '#web/components/submit-button.tsx'
import { TextField } from '#web/components/text-field.tsx'
import { useAuth } from '../../../lib/auth/auth-context.ts'
import { GoogleButton } from './google-button.tsx'
import { SignInLinkOffer } from './sign-in-link-offer.tsx'

export function SignInForm({ from }: { from: string }) {
  const { signIn, isLoading, errorCode } = useAuth()
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  })

  return (
    <form
      aria-label={messages.account.signIn}
      noValidate
      onSubmit={handleSubmit(async ({ email, password }) => {
        await signIn(email, password)
      })}
    >
      {/* Under the pane's alert that says the account is throttled: the owner's way in. */}
      {errorCode === 'TOO_MANY_ACCOUNT_ATTEMPTS' && (
        <SignInLinkOffer email={getValues('email').trim()} />
      )}
      <div className="space-y-5">
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
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
      </div>
      <p className="mt-3 text-right">
        <Link
          to={paths.forgotPassword}
          className="text-sm font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-950"
        >
          {messages.account.forgotLink}
        </Link>
      </p>
      <SubmitButton busy={isLoading} className="mt-5 w-full">
        {messages.account.signIn}
      </SubmitButton>
      <GoogleButton from={from} label={messages.auth.signInGoogle} />
    </form>
  )
}
