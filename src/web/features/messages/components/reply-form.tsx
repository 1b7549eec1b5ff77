/**
 * The Reply form under a message: the admin's answer, mailed to the visitor's address with
 * their message quoted. One Idempotency-Key per form, so a doubled click or a retry after a
 * lost answer queues one mail. A refusal naming the text shows under it; any other above the
 * buttons.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { REPLY_BODY_MAX, type MessageThread } from '#shared/contracts/message-threads.ts'
import { messages } from '#shared/messages.ts'
import { Button } from '#web/components/button.tsx'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { TextareaField } from '#web/components/textarea-field.tsx'
import { errorMessage } from '#web/lib/error-message.ts'
import { fieldErrorOf } from '#web/lib/field-error.ts'
import { randomId } from '#web/lib/random-id.ts'
import { useReplyToMessage } from '../api/reply-to-message.ts'

const w = messages.messagesWorkflow

export function ReplyForm({
  message,
  onSent,
  onCancel,
}: {
  message: MessageThread
  onSent: () => void
  onCancel: () => void
}) {
  const [idempotencyKey] = useState(randomId)
  const reply = useReplyToMessage(message._id, idempotencyKey)
  const [body, setBody] = useState('')
  const [localError, setLocalError] = useState<string>()
  const textarea = useRef<HTMLTextAreaElement>(null)
  const headingId = useId()
  // The form opens on a click of Reply: the text is where the admin means to be.
  useEffect(() => textarea.current?.focus(), [])

  const fieldError = fieldErrorOf(reply.error)
  const bodyError = localError ?? (fieldError?.field === 'body' ? fieldError.message : undefined)
  const otherError = reply.isError && fieldError?.field !== 'body'

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (reply.isPending) return
    if (!body.trim()) {
      setLocalError(w.bodyRequired)
      textarea.current?.focus()
      return
    }
    setLocalError(undefined)
    try {
      await reply.mutateAsync(body)
      onSent()
    } catch {
      // Shown from reply.error; the text stays for another try.
      textarea.current?.focus()
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-labelledby={headingId}
      aria-busy={reply.isPending || undefined}
      noValidate
      className="mt-5 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:p-5"
    >
      <h3 id={headingId} className="font-bold text-slate-900">
        {w.replyTitle({ name: message.user_name })}
      </h3>
      <p className="mt-1 text-sm text-slate-600 [overflow-wrap:anywhere]">
        {w.to({ email: message.user_email })}
      </p>
      <TextareaField
        ref={textarea}
        label={w.body}
        name="body"
        rows={6}
        maxLength={REPLY_BODY_MAX}
        value={body}
        onChange={(event) => {
          setBody(event.target.value)
          if (localError) setLocalError(undefined)
        }}
        error={bodyError}
        className="mt-4"
      />
      {otherError && (
        <StatusAlert
          className="mt-4"
          tone="error"
          message={errorMessage(reply.error, w.replyFailed)}
        />
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button type="submit" size="sm" busy={reply.isPending}>
          {reply.isPending ? w.sending : w.send}
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          {w.cancel}
        </Button>
      </div>
    </form>
  )
}
