/**
 * The strip under the header for a signed-in account whose address is not verified yet, on
 * every page but /login: where the link went, and a button to send it again. Unverified
 * accounts browse and book as usual; the strip goes once the session says verified (read again
 * whenever the window regains focus while it shows, e.g. after opening the link in another tab).
 *
 * In the entry bundle: it imports no form or schema code.
 */
import { useQuery } from '@tanstack/react-query'
import { MailWarning } from 'lucide-react'
import { useLocation } from 'react-router'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { sessionQueryOptions } from '#web/lib/auth/get-session.ts'
import { useSendVerificationEmail } from '../api/send-verification-email.ts'

export function VerifyEmailBanner() {
  const { pathname } = useLocation()
  const session = useQuery({
    ...sessionQueryOptions(),
    // While unverified, every return to the window asks again, however fresh the session is.
    refetchOnWindowFocus: ({ state }) =>
      state.data?.user && !state.data.user.emailVerified ? 'always' : true,
  })
  const user = session.data?.user
  const unverified = user !== undefined && !user.emailVerified
  const resend = useSendVerificationEmail()

  if (!unverified || pathname.toLowerCase() === paths.login) return null
  const failed = resend.isError

  return (
    <section
      aria-label={messages.account.emailTitle}
      className="border-b border-amber-200 bg-amber-50 text-amber-950"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
        <MailWarning aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
        <p className="min-w-0 flex-1 basis-60 font-medium">
          {messages.account.unverified({ email: user.email })}
        </p>
        <button
          type="button"
          onClick={() => resend.mutate(user.email)}
          disabled={resend.isPending || resend.isSuccess}
          className="inline-flex items-center gap-2 rounded-full bg-amber-800 px-4 py-1.5 text-sm font-bold text-white transition hover:bg-amber-900 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {resend.isPending && (
            <span
              aria-hidden="true"
              className="size-3.5 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none"
            />
          )}
          {messages.account.resendLink}
        </button>
        <p role="status" className="text-sm font-semibold">
          {resend.isSuccess ? messages.account.resent : ''}
        </p>
        {failed && (
          <p role="alert" className="basis-full text-sm font-semibold text-red-800">
            {messages.account.resendFailed}
          </p>
        )}
      </div>
    </section>
  )
}
