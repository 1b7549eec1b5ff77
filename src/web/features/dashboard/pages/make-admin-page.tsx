/**
 * /Dashboard/MakeAdmin (admins): promote an account by its email. A promotion clears the input
 * and shows 'New Admin Created successfully'; an account that already is an admin, an unknown
 * email or a refusal each say so in a sentence.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { authErrorText } from '#shared/auth-errors.ts'
import { makeAdminSchema, type MakeAdminInput } from '#shared/contracts/users.ts'
import { messages } from '#shared/messages.ts'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { SubmitButton } from '#web/components/submit-button.tsx'
import { TextField } from '#web/components/text-field.tsx'
import { isApiError } from '#web/lib/api-client.ts'
import { useMakeAdmin } from '../api/make-admin.ts'
import { DashboardPage } from '../../../components/layouts/dashboard-page.tsx'

interface Outcome {
  tone: 'success' | 'info' | 'error'
  message: string
}

function failureText(error: unknown): string {
  if (isApiError(error) && !error.isNetwork) return error.message
  return authErrorText(isApiError(error) ? 'NETWORK' : undefined)
}

function MakeAdminForm() {
  const makeAdmin = useMakeAdmin()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<MakeAdminInput>({
    resolver: zodResolver(makeAdminSchema),
    defaultValues: { email: '' },
  })

  const onSubmit = handleSubmit(async ({ email }) => {
    setOutcome(null)
    try {
      const { modifiedCount } = await makeAdmin.mutateAsync({ email })
      if (modifiedCount) {
        reset()
        setOutcome({ tone: 'success', message: messages.admin.created })
      } else {
        setOutcome({ tone: 'info', message: messages.admin.alreadyAdmin })
      }
    } catch (error) {
      setOutcome({ tone: 'error', message: failureText(error) })
    }
  })

  return (
    <div className="max-w-xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      {outcome && <StatusAlert tone={outcome.tone} message={outcome.message} className="mb-6" />}
      <form aria-label={messages.dashboard.makeAdmin} noValidate onSubmit={onSubmit}>
        <TextField
          label={messages.account.email}
          type="email"
          autoComplete="off"
          inputMode="email"
          hint={messages.admin.emailHint}
          error={errors.email?.message}
          {...register('email')}
        />
        <SubmitButton busy={makeAdmin.isPending} className="mt-6">
          {messages.dashboard.makeAdmin}
        </SubmitButton>
      </form>
    </div>
  )
}

export function MakeAdminPage() {
  return (
    <DashboardPage title={messages.dashboard.makeAdmin} intro={messages.admin.intro}>
      <MakeAdminForm />
    </DashboardPage>
  )
}
