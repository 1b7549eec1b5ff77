/**
 * /Dashboard/Profile, for every signed-in account: its details (name, phone), its email address
 * (verified or not, and a change), its password, and deleting it. Each section is its own form,
 * checked with the shared schema before sending; the server's field errors go under the fields.
 * The verification link lands here as ?verified=1, which reads the session again.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { BadgeCheck, CircleAlert } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useSearchParams } from 'react-router'
import type { z } from 'zod'
import { MIN_PASSWORD_LENGTH } from '#shared/auth-errors.ts'
import {
  changeEmailSchema,
  changePasswordSchema,
  profileSchema,
  type ChangeEmailInput,
  type ChangePasswordInput,
  type ProfileInput,
} from '#shared/contracts/auth.ts'
import { messages } from '#shared/messages.ts'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { SubmitButton } from '#web/components/submit-button.tsx'
import { TextField } from '#web/components/text-field.tsx'
import { authKeys } from '#web/lib/auth/keys.ts'
import { isSignedIn, useAuth, type AuthUser } from '#web/lib/auth/auth-context.ts'
import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx'
import { cx } from '#web/lib/cx.ts'
import { useChangeEmail } from '../api/change-email.ts'
import { useChangePassword } from '../api/change-password.ts'
import { useUpdateUser } from '../api/update-user.ts'
import { DeleteAccountSection } from '../components/delete-account-section.tsx'
import { PhoneChoiceSection } from '../components/phone-choice-section.tsx'
import { ProfileSection } from '../components/profile-section.tsx'
import { authCodeOf, failureText, placeFieldErrors } from '../server-errors.ts'

const text = messages.account

interface Outcome {
  tone: 'success' | 'error'
  message: string
}

function OutcomeAlert({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null
  return <StatusAlert tone={outcome.tone} message={outcome.message} className="mb-6" />
}

function DetailsForm({ user }: { user: AuthUser }) {
  const update = useUpdateUser()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof profileSchema>, unknown, ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: { name: user.displayName, phone: user.phone ?? '' },
  })

  const onSubmit = handleSubmit(async (input) => {
    setOutcome(null)
    try {
      await update.mutateAsync(input)
      setOutcome({ tone: 'success', message: text.detailsSaved })
    } catch (error) {
      if (!placeFieldErrors(error, ['name', 'phone'], setError)) {
        setOutcome({ tone: 'error', message: failureText(error) })
      }
    }
  })

  return (
    <ProfileSection title={text.detailsTitle}>
      <OutcomeAlert outcome={outcome} />
      <form aria-label={text.detailsTitle} noValidate onSubmit={onSubmit} className="max-w-xl">
        <div className="space-y-5">
          <TextField
            label={text.name}
            autoComplete="name"
            hint={text.nameHint}
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label={text.phone}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="+880 1712-345678"
            hint={text.phoneHint}
            error={errors.phone?.message}
            {...register('phone')}
          />
        </div>
        <SubmitButton busy={update.isPending} className="mt-6">
          {text.detailsSave}
        </SubmitButton>
      </form>
    </ProfileSection>
  )
}

function VerifiedBadge({ verified }: { verified: boolean }) {
  const Icon = verified ? BadgeCheck : CircleAlert
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-0.5 text-sm font-semibold ring-1',
        verified
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
          : 'bg-amber-50 text-amber-900 ring-amber-200',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {verified ? text.verified : text.notVerified}
    </span>
  )
}

function EmailForm({ user, justVerified }: { user: AuthUser; justVerified: boolean }) {
  const change = useChangeEmail()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangeEmailInput>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { newEmail: '' },
  })

  const onSubmit = handleSubmit(async ({ newEmail }) => {
    setOutcome(null)
    if (newEmail.toLowerCase() === user.email.toLowerCase()) {
      setError('newEmail', { type: 'same', message: text.emailSame }, { shouldFocus: true })
      return
    }
    // Read before the change: an unverified address changes at once.
    const wasVerified = user.emailVerified
    try {
      await change.mutateAsync({ newEmail })
      reset()
      setOutcome({
        tone: 'success',
        message: wasVerified
          ? text.emailChangeMailed({ email: newEmail })
          : text.emailChangedNow({ email: newEmail }),
      })
    } catch (error) {
      if (!placeFieldErrors(error, ['newEmail'], setError)) {
        setOutcome({ tone: 'error', message: failureText(error) })
      }
    }
  })

  return (
    <ProfileSection title={text.emailTitle}>
      {justVerified && user.emailVerified && (
        <StatusAlert tone="success" message={text.emailVerifiedNow} className="mb-6" />
      )}
      <OutcomeAlert outcome={outcome} />
      <dl>
        <dt className="font-semibold text-slate-800">{text.emailCurrent}</dt>
        <dd className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
          <span className="break-all">{user.email}</span>
          <VerifiedBadge verified={user.emailVerified} />
        </dd>
      </dl>
      <form aria-label={text.emailSave} noValidate onSubmit={onSubmit} className="mt-6 max-w-xl">
        <TextField
          label={text.newEmail}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.newEmail?.message}
          {...register('newEmail')}
        />
        <SubmitButton busy={change.isPending} className="mt-6">
          {text.emailSave}
        </SubmitButton>
      </form>
    </ProfileSection>
  )
}

function PasswordForm() {
  const change = useChangePassword()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  })

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setOutcome(null)
    try {
      await change.mutateAsync({ currentPassword, newPassword })
      reset()
      setOutcome({ tone: 'success', message: text.passwordChanged })
    } catch (error) {
      if (authCodeOf(error) === 'INVALID_PASSWORD') {
        setError(
          'currentPassword',
          { type: 'server', message: text.wrongCurrentPassword },
          { shouldFocus: true },
        )
      } else if (!placeFieldErrors(error, ['currentPassword', 'newPassword'], setError)) {
        setOutcome({ tone: 'error', message: failureText(error) })
      }
    }
  })

  return (
    <ProfileSection title={text.passwordTitle}>
      <OutcomeAlert outcome={outcome} />
      <form aria-label={text.passwordSave} noValidate onSubmit={onSubmit} className="max-w-xl">
        <div className="space-y-5">
          <TextField
            label={text.currentPassword}
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <TextField
            label={text.newPassword}
            type="password"
            autoComplete="new-password"
            hint={text.passwordHint({ min: MIN_PASSWORD_LENGTH })}
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <TextField
            label={text.confirmPassword}
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
        </div>
        <SubmitButton busy={change.isPending} className="mt-6">
          {text.passwordSave}
        </SubmitButton>
      </form>
    </ProfileSection>
  )
}

export function ProfilePage() {
  const { user } = useAuth()
  const queryClient = useQueryClient()
  const [searchParams] = useSearchParams()
  const justVerified = searchParams.get('verified') === '1'

  // Back from the verification link: the session says so once read again.
  useEffect(() => {
    if (justVerified) void queryClient.invalidateQueries({ queryKey: authKeys.session })
  }, [justVerified, queryClient])

  if (!isSignedIn(user)) return null
  return (
    <DashboardPage title={text.profile} intro={text.profileIntro}>
      <div className="space-y-8">
        <DetailsForm user={user} />
        <PhoneChoiceSection profilePhone={user.phone ?? null} />
        <EmailForm user={user} justVerified={justVerified} />
        <PasswordForm />
        <DeleteAccountSection />
      </div>
    </DashboardPage>
  )
}
