/**
 * /reset-password: where the mailed reset link lands, as /reset-password?token=… (or ?error=…
 * when the link was bad or old). The token is taken from the address once the page runs and the
 * address bar is cleaned with history.replaceState, so it stays in neither history nor the
 * address a reader might copy. The server renders this page without the query string, so the
 * first render shows the form and the link is read after.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { authErrorText, MIN_PASSWORD_LENGTH } from '#shared/auth-errors.ts'
import { resetPasswordSchema, type ResetPasswordInput } from '#shared/contracts/auth.ts'
import { messages } from '#shared/messages.ts'
import { staticPageMeta } from '#shared/page-meta.ts'
import { paths } from '#shared/paths.ts'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { SubmitButton } from '#web/components/submit-button.tsx'
import { TextField } from '#web/components/text-field.tsx'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { useResetPassword } from '../api/reset-password.ts'
import { AuthCard } from '../components/auth-card.tsx'
import { authCodeOf, failureText, placeFieldErrors } from '../server-errors.ts'

const linkClass = 'font-semibold text-emerald-800 underline underline-offset-2'

/** What the address brought: not read yet, a token, a refusal code, or nothing at all. */
type LinkState =
  { kind: 'reading' } | { kind: 'token'; token: string } | { kind: 'error'; code: string }

function readLink(): LinkState {
  const params = new URLSearchParams(window.location.search)
  const token = params.get('token')
  const error = params.get('error')
  if (token || error) {
    // Keep the router's own history entry state; only the address changes.
    window.history.replaceState(window.history.state, '', window.location.pathname)
  }
  if (token) return { kind: 'token', token }
  return { kind: 'error', code: error ?? 'MISSING' }
}

function LinkProblem({ text }: { text: string }) {
  return (
    <>
      <StatusAlert tone="error" message={text} />
      <p className="mt-6">
        <Link to={paths.forgotPassword} className={linkClass}>
          {messages.account.askAgain}
        </Link>
      </p>
    </>
  )
}

export function ResetPasswordPage() {
  usePageMeta(staticPageMeta.resetPassword)
  const [link, setLink] = useState<LinkState>({ kind: 'reading' })
  const [done, setDone] = useState(false)
  const [failure, setFailure] = useState('')
  const reset = useResetPassword()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  })

  // Once, after hydration: the server rendered without the query string, so the first render
  // must not depend on it; reading it also cleans the address bar, a one-time side effect.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLink(readLink())
  }, [])

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    if (link.kind !== 'token') return
    setFailure('')
    try {
      await reset.mutateAsync({ token: link.token, newPassword })
      setDone(true)
    } catch (error) {
      const code = authCodeOf(error)
      if (code === 'INVALID_TOKEN' || code === 'TOKEN_EXPIRED') {
        setLink({ kind: 'error', code })
      } else if (!placeFieldErrors(error, ['newPassword'], setError)) {
        setFailure(failureText(error))
      }
    }
  })

  let body
  if (done) {
    body = (
      <>
        <StatusAlert tone="success" message={messages.account.resetDone} />
        <p className="mt-6">
          <Link to={paths.login} className={linkClass}>
            {messages.account.signIn}
          </Link>
        </p>
      </>
    )
  } else if (link.kind === 'error') {
    body = (
      <LinkProblem
        text={link.code === 'MISSING' ? messages.account.resetNoLink : authErrorText(link.code)}
      />
    )
  } else {
    body = (
      <>
        {failure && <StatusAlert tone="error" message={failure} className="mb-6" />}
        <form aria-label={messages.account.resetTitle} noValidate onSubmit={onSubmit}>
          <div className="space-y-5">
            <TextField
              label={messages.account.newPassword}
              type="password"
              autoComplete="new-password"
              hint={messages.account.passwordHint({ min: MIN_PASSWORD_LENGTH })}
              error={errors.newPassword?.message}
              {...register('newPassword')}
            />
            <TextField
              label={messages.account.confirmPassword}
              type="password"
              autoComplete="new-password"
              error={errors.confirmPassword?.message}
              {...register('confirmPassword')}
            />
          </div>
          <SubmitButton
            busy={reset.isPending}
            disabled={link.kind === 'reading'}
            className="mt-7 w-full"
          >
            {messages.account.resetSubmit}
          </SubmitButton>
        </form>
      </>
    )
  }

  return (
    <AuthCard
      title={messages.account.resetTitle}
      intro={done || link.kind === 'error' ? undefined : messages.account.resetIntro}
    >
      {body}
    </AuthCard>
  )
}
