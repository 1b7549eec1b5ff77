/**
 * Shown under the Sign In form when the account's sign-in is throttled for new browsers
 * (strangers' guesses used up its allowance): the owner can have a one-time sign-in link mailed
 * instead of waiting. The answer is the same whether or not an account uses the address.
 */
import { useState } from 'react'
import { messages } from '#shared/messages.ts'
import { Button } from '#web/components/button.tsx'
import { LiveStatusAlert } from '#web/components/status-alert.tsx'
import { requestSignInLink } from '#web/lib/auth-client.ts'
import { describeAuthError } from '#web/lib/auth/auth-error.ts'

export function SignInLinkOffer({ email }: { email: string }) {
  const [busy, setBusy] = useState(false)
  const [sentTo, setSentTo] = useState('')
  const [failure, setFailure] = useState('')

  async function send() {
    setBusy(true)
    setFailure('')
    try {
      await requestSignInLink(email)
      setSentTo(email)
    } catch (error) {
      setFailure(await describeAuthError(error))
    } finally {
      setBusy(false)
    }
  }

  const sent = sentTo !== '' && sentTo === email
  return (
    <div className="mb-5">
      {!sent && (
        <div className="rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
          <p>{messages.account.linkOffer}</p>
          <Button size="sm" busy={busy} onClick={() => void send()} className="mt-3">
            {messages.account.linkSubmit}
          </Button>
        </div>
      )}
      <LiveStatusAlert
        message={sent ? messages.account.linkSent({ email: sentTo }) : failure || null}
        tone={sent ? 'success' : 'error'}
        className={sent ? undefined : 'mt-3'}
      />
    </div>
  )
}
