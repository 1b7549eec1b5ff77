/**
 * /Contact: the 'Contact With Us' form (spec sections 2 and 5): name, email and message, all
 * required, checked with the server's own schema. Success shows 'Your Message send successfully'
 * and empties the form, until the visitor starts a new message (any field changes); a failure
 * says why in red and keeps what was typed.
 *
 * A hidden 'website' field catches bots: people never see or reach it (off-screen, out of the tab
 * order, hidden from screen readers), bots fill it in, and the server then quietly keeps nothing.
 * It is moved off-screen rather than display:none because some bots skip fields that are not
 * rendered.
 */
import { Send } from 'lucide-react'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import type { ContactInput, contactInputSchema } from '#shared/contracts/contact.ts'
import { messages } from '#shared/messages.ts'
import { staticPageMeta } from '#shared/page-meta.ts'
import { ContactDetails } from '#web/components/contact-details.tsx'
import { PageHeader } from '#web/components/page-header.tsx'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { SubmitButton } from '#web/components/submit-button.tsx'
import { TextareaField } from '#web/components/textarea-field.tsx'
import { TextField } from '#web/components/text-field.tsx'
import { errorMessage } from '#web/lib/error-message.ts'
import { fieldErrorOf } from '#web/lib/field-error.ts'
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { useSendContact } from '../api/send-contact.ts'

type ContactValues = z.output<typeof contactInputSchema>
const FIELDS = ['user_name', 'user_email', 'message'] as const
type Field = (typeof FIELDS)[number]
const isField = (name: string): name is Field => (FIELDS as readonly string[]).includes(name)

const EMPTY: ContactInput = { user_name: '', user_email: '', message: '', website: '' }

// The server's own schema, loaded when the form is first touched (lazy-zod-resolver.ts).
const check = lazyZodResolver(() =>
  import('#shared/contracts/contact.ts').then((m) => m.contactInputSchema),
)

interface Outcome {
  tone: 'success' | 'error'
  message: string
}

export function ContactPage() {
  usePageMeta(staticPageMeta.contact)
  return (
    <>
      <PageHeader
        eyebrow={messages.nav.contact}
        title={messages.contact.heading}
        intro={messages.contact.intro}
      />

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_22rem] lg:px-8">
        <ContactForm />

        <div className="on-dark self-start rounded-2xl bg-forest-deep p-7 text-white shadow-lg">
          <h2 className="text-xl font-bold">{messages.contact.visitTitle}</h2>
          <p className="mt-2 text-emerald-50/90">{messages.contact.hours}</p>
          <ContactDetails tone="dark" className="mt-6" />
        </div>
      </div>
    </>
  )
}

function ContactForm() {
  const send = useSendContact()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const honeypotId = useId()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<ContactInput, unknown, ContactValues>({
    resolver: check.resolver,
    mode: 'onTouched',
    defaultValues: EMPTY,
  })

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null)
    try {
      await send.mutateAsync(values)
      reset(EMPTY)
      setOutcome({ tone: 'success', message: messages.contact.success })
    } catch (error) {
      // What was typed stays in the form, so the visitor can simply send again.
      const fieldError = fieldErrorOf(error)
      if (fieldError && isField(fieldError.field)) {
        setError(fieldError.field, { type: 'server', message: fieldError.message })
        setFocus(fieldError.field)
        return
      }
      setOutcome({
        tone: 'error',
        message: errorMessage(error, messages.contact.failed),
      })
    }
  })

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      // A new message has begun: the last one's success no longer describes the form.
      onChange={() => setOutcome((last) => (last?.tone === 'success' ? null : last))}
      onFocus={check.preload}
      onPointerDown={check.preload}
      aria-label={messages.contact.form}
      noValidate
      className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label={messages.booking.name}
          autoComplete="name"
          required
          error={errors.user_name?.message}
          {...register('user_name')}
        />
        <TextField
          label={messages.account.email}
          type="email"
          autoComplete="email"
          required
          error={errors.user_email?.message}
          {...register('user_email')}
        />
      </div>
      <TextareaField
        label={messages.contact.message}
        rows={6}
        required
        className="mt-6"
        error={errors.message?.message}
        {...register('message')}
      />

      {/* The honeypot (see the header). Not display:none, which some bots detect and skip. */}
      <div aria-hidden="true" className="absolute top-0 -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={honeypotId}>{messages.contact.website}</label>
        <input
          id={honeypotId}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...register('website')}
        />
      </div>

      {outcome && <StatusAlert tone={outcome.tone} message={outcome.message} className="mt-6" />}

      <SubmitButton busy={send.isPending} className="mt-8">
        {/* While sending, the button's spinner takes the icon's place. */}
        {!send.isPending && <Send aria-hidden="true" className="size-4" />}
        {messages.contact.send}
      </SubmitButton>
    </form>
  )
}
