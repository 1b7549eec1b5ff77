/**
 * The Profile page's danger section: what deleting the account does, and a dialog that asks for
 * the password before it happens. Once the server has deleted it, the app goes to /Home signed
 * out and says so in a toast.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { deleteAccountSchema, type DeleteAccountInput } from '#shared/contracts/auth.ts'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { Button, ButtonSpinner } from '#web/components/button.tsx'
import { Modal } from '#web/components/modal.tsx'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { TextField } from '#web/components/text-field.tsx'
import { useAuth } from '#web/lib/auth/auth-context.ts'
import { useDeleteUser } from '../api/delete-user.ts'
import { authCodeOf, failureText, placeFieldErrors } from '../server-errors.ts'
import { ProfileSection } from './profile-section.tsx'

const text = messages.account

function DeleteAccountForm({
  onCancel,
  onBusyChange,
}: {
  onCancel: () => void
  onBusyChange: (busy: boolean) => void
}) {
  const { sessionEnded } = useAuth()
  const remove = useDeleteUser()
  const [failure, setFailure] = useState('')
  // From the request until the page has left: the account is gone, nothing to press again.
  const leaving = remove.isPending || remove.isSuccess
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  })

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure('')
    onBusyChange(true)
    try {
      await remove.mutateAsync(password ? { password } : {})
    } catch (error) {
      onBusyChange(false)
      if (authCodeOf(error) === 'INVALID_PASSWORD') {
        setError(
          'password',
          { type: 'server', message: text.wrongCurrentPassword },
          { shouldFocus: true },
        )
      } else if (!placeFieldErrors(error, ['password'], setError)) {
        setFailure(failureText(error))
      }
      return
    }
    await sessionEnded({ redirectTo: paths.home, message: text.deleted })
  })

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6">
      {failure && <StatusAlert tone="error" message={failure} className="mb-5" />}
      <TextField
        label={text.deletePassword}
        type="password"
        autoComplete="current-password"
        hint={text.deletePasswordHint}
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="mt-6 flex flex-col-reverse gap-3">
        <Button
          variant="secondary"
          size="lg"
          className="whitespace-nowrap"
          onClick={onCancel}
          disabled={leaving}
        >
          {text.deleteCancel}
        </Button>
        {/* SubmitButton's look in red: disabled with a spinner while the request runs. */}
        <Button
          type="submit"
          variant="danger"
          size="lg"
          className="whitespace-nowrap"
          disabled={leaving}
        >
          {leaving && <ButtonSpinner variant="danger" />}
          {text.deleteConfirm}
        </Button>
      </div>
    </form>
  )
}

export function DeleteAccountSection() {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  return (
    <ProfileSection title={text.deleteTitle} danger>
      <p className="text-slate-700">{text.deleteIntro}</p>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
        <li>{text.deleteUnpaid}</li>
        <li>{text.deletePaid}</li>
        <li>{text.deleteReviews}</li>
        <li>{text.deleteSignIn}</li>
      </ul>
      <Button
        variant="danger"
        size="lg"
        className="mt-6 whitespace-nowrap"
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" className="size-5" />
        {text.deleteOpen}
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        locked={busy}
        closeButton
        title={text.deleteConfirmTitle}
        description={text.deleteConfirmText}
      >
        <DeleteAccountForm onCancel={() => setOpen(false)} onBusyChange={setBusy} />
      </Modal>
    </ProfileSection>
  )
}
