/**
 * An order's details for staff (Manage Order): who booked and how to reach them, its state, when
 * it was last marked contacted, the internal note (only staff see it) and a form that emails the
 * customer through the outbox. Each form says what happened in a live region and keeps the
 * dialog open, so staff can write a note after sending.
 */
import { Mail, Save } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import type { AdminOrder } from '#shared/contracts/orders-console.ts'
import { messages } from '#shared/messages.ts'
import { Button } from '#web/components/button.tsx'
import { Modal } from '#web/components/modal.tsx'
import { LiveStatusAlert } from '#web/components/status-alert.tsx'
import { TextField } from '#web/components/text-field.tsx'
import { TextareaField } from '#web/components/textarea-field.tsx'
import { errorMessage } from '#web/lib/error-message.ts'
import { fieldErrorsOf } from '#web/lib/field-error.ts'
import { useEmailCustomer, useSaveNote } from '../api/order-workflow.ts'
import { formatBookedDateTime } from '../lib/format.ts'
import { OrderStatus } from './order-status.tsx'

const t = messages.ordersConsole

export function OrderDetailsDialog({
  order,
  onClose,
}: {
  order: AdminOrder | null
  onClose: () => void
}) {
  return (
    <Modal
      open={order !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={order ? t.detailsTitle({ reference: order.reference }) : ''}
      closeButton
    >
      {order && <OrderDetails key={order._id} order={order} />}
    </Modal>
  )
}

function OrderDetails({ order }: { order: AdminOrder }) {
  return (
    <div className="mt-4 space-y-6">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">{messages.orders.customer}</dt>
        <dd className="font-medium break-words text-slate-900">{order.name}</dd>
        <dt className="text-slate-600">{messages.account.email}</dt>
        <dd className="break-all text-slate-900">{order.email}</dd>
        <dt className="text-slate-600">{messages.orders.phone}</dt>
        <dd className="text-slate-900">{order.phone}</dd>
        <dt className="text-slate-600">{messages.orders.tour}</dt>
        <dd className="break-words text-slate-900">{order.tourName}</dd>
        <dt className="text-slate-600">{messages.orders.status}</dt>
        <dd>
          <OrderStatus order={order} audience="admin" />
        </dd>
        {order.contactedAt && (
          <>
            <dt className="text-slate-600">{t.contactedAt}</dt>
            <dd className="text-slate-900">
              {formatBookedDateTime(order.contactedAt)}
              {order.contactedBy && (
                <span className="block break-all text-slate-600">{order.contactedBy}</span>
              )}
            </dd>
          </>
        )}
      </dl>
      <NoteForm order={order} />
      <EmailForm order={order} />
    </div>
  )
}

function NoteForm({ order }: { order: AdminOrder }) {
  const [note, setNote] = useState(order.adminNote ?? '')
  const [outcome, setOutcome] = useState<string | null>(null)
  const save = useSaveNote(order._id)

  function submit(event: FormEvent) {
    event.preventDefault()
    setOutcome(null)
    save.mutate(note, { onSuccess: () => setOutcome(t.noteSaved) })
  }

  return (
    <form onSubmit={submit} className="space-y-3" aria-busy={save.isPending || undefined}>
      <TextareaField
        label={t.note}
        hint={t.noteHint}
        name="note"
        rows={3}
        maxLength={2000}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={save.isError ? errorMessage(save.error, t.noteFailed) : undefined}
      />
      <Button type="submit" size="sm" busy={save.isPending}>
        <Save aria-hidden="true" className="size-4" />
        {save.isPending ? t.savingNote : t.saveNote}
      </Button>
      <LiveStatusAlert message={outcome} tone="success" />
    </form>
  )
}

function EmailForm({ order }: { order: AdminOrder }) {
  const [subject, setSubject] = useState('')
  const [message, setMessage] = useState('')
  const [outcome, setOutcome] = useState<string | null>(null)
  const send = useEmailCustomer(order._id)
  // Empty fields are said here, before any request; the server's refusals name theirs.
  const [missing, setMissing] = useState<{ subject?: string; message?: string }>({})
  const fieldErrors = fieldErrorsOf(send.error)
  const errorOf = (field: 'subject' | 'message') =>
    missing[field] ?? fieldErrors.find((e) => e.field === field)?.message
  const general =
    send.isError && fieldErrors.length === 0 ? errorMessage(send.error, t.sendFailed) : null

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setOutcome(null)
    const empty = {
      subject: subject.trim() ? undefined : t.subjectRequired,
      message: message.trim() ? undefined : t.messageRequired,
    }
    setMissing(empty)
    if (empty.subject || empty.message) {
      const first = empty.subject ? 'subject' : 'message'
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    send.mutate(
      { subject, message },
      {
        onSuccess: (result) => {
          setOutcome(t.sent({ email: result.to }))
          setSubject('')
          setMessage('')
        },
      },
    )
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-3 border-t border-slate-200 pt-5"
      aria-busy={send.isPending || undefined}
    >
      <h3 className="text-lg font-bold text-slate-900">{t.emailTitle}</h3>
      <p className="text-sm break-words text-slate-600">{t.emailTo({ email: order.email })}</p>
      <TextField
        label={t.subject}
        name="subject"
        required
        maxLength={150}
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
        error={errorOf('subject')}
      />
      <TextareaField
        label={t.message}
        name="message"
        required
        rows={5}
        maxLength={5000}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        error={errorOf('message')}
      />
      <Button type="submit" size="sm" busy={send.isPending}>
        <Mail aria-hidden="true" className="size-4" />
        {send.isPending ? t.sending : t.send}
      </Button>
      <LiveStatusAlert message={general} tone="error" />
      <LiveStatusAlert message={outcome} tone="success" />
    </form>
  )
}
