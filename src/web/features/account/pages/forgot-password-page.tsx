/**
 * /forgot-password: an email address in, always the same confirmation out, whether or not the
 * address has an account (the server answers alike, so nobody learns who has one here).
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { forgotPasswordSchema, type ForgotPasswordInput } from '#shared/contracts/auth.ts'
import { messages } from '#shared/messages.ts'
import { staticPageMeta } from '#shared/page-meta.ts'
import { paths } from '#shared/paths.ts'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { SubmitButton } from '#web/components/submit-button.tsx'
import { TextField } from '#web/components/text-field.tsx'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { useRequestPasswordReset } from '../api/request-password-reset.ts'
import { AuthCard } from '../components/auth-card.tsx'
import { failureText, placeFieldErrors } from '../server-errors.ts'

const linkClass = 'font-semibold text-emerald-800 underline underline-offset-2'

export function ForgotPasswordPage() {
  usePageMeta(staticPageMeta.forgotPassword)
  const request = useRequestPasswordReset()
  const [sentTo, setSentTo] = useState('')
  const [failure, setFailure] = useState('')
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  })

  const onSubmit = handleSubmit(async (input) => {
    setFailure('')
    setSentTo('')
    try {
      await request.mutateAsync(input)
      setSentTo(input.email)
    } catch (error) {
      if (!placeFieldErrors(error, ['email'], setError)) setFailure(failureText(error))
    }
  })

  return (
    <AuthCard title={messages.account.forgotTitle} intro={messages.account.forgotIntro}>
      {sentTo && (
        <StatusAlert
          tone="success"
          message={messages.account.forgotSent({ email: sentTo })}
          className="mb-6"
        />
      )}
      {failure && <StatusAlert tone="error" message={failure} className="mb-6" />}
      <form aria-label={messages.account.forgotTitle} noValidate onSubmit={onSubmit}>
        <TextField
          label={messages.account.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <SubmitButton busy={request.isPending} className="mt-6 w-full">
          {messages.account.forgotSubmit}
        </SubmitButton>
      </form>
      <p className="mt-6 text-center">
        <Link to={paths.login} className={linkClass}>
          {messages.account.backToLogin}
        </Link>
      </p>
    </AuthCard>
  )
}
