/**
 * /Contact: the 'Contact With Us' form (name, email, message, all required). Sending arrives in a
 * later issue, so the submit button stays disabled and a note points to phone and email.
 */
import { Send } from 'lucide-react'
import { useId, type FormEvent } from 'react'
import { messages } from '#shared/messages.ts'
import { staticPageMeta } from '#shared/page-meta.ts'
import { CONTACT_EMAIL, ContactDetails } from '#web/components/contact-details.tsx'
import { PageHeader } from '#web/components/page-header.tsx'
import { usePageMeta } from '#web/lib/use-page-meta.ts'

const fieldClass =
  'mt-2 block w-full rounded-xl border-0 bg-white px-4 py-3 text-slate-900 shadow-sm ring-1 ring-slate-300 placeholder:text-slate-500 focus:ring-2 focus:ring-emerald-700 focus:outline-none'

export function ContactPage() {
  usePageMeta(staticPageMeta.contact)
  const id = useId()
  const noteId = `${id}-note`

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    // Nothing is sent yet; this only keeps Enter from reloading the page.
    event.preventDefault()
  }

  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title={messages.contact.heading}
        intro="Questions about a tour, a group trip or a custom itinerary? Write to us and our team will get back to you."
      />

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_22rem] lg:px-8">
        <form
          onSubmit={handleSubmit}
          aria-label="Contact form"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
        >
          <div className="grid gap-6 sm:grid-cols-2">
            <div>
              <label htmlFor={`${id}-name`} className="font-semibold text-slate-800">
                Name
              </label>
              <input
                id={`${id}-name`}
                name="user_name"
                type="text"
                autoComplete="name"
                required
                className={fieldClass}
              />
            </div>
            <div>
              <label htmlFor={`${id}-email`} className="font-semibold text-slate-800">
                Email
              </label>
              <input
                id={`${id}-email`}
                name="user_email"
                type="email"
                autoComplete="email"
                required
                className={fieldClass}
              />
            </div>
          </div>
          <div className="mt-6">
            <label htmlFor={`${id}-message`} className="font-semibold text-slate-800">
              Message
            </label>
            <textarea
              id={`${id}-message`}
              name="message"
              rows={6}
              required
              className={`${fieldClass} resize-y`}
            />
          </div>

          <button
            type="submit"
            disabled
            aria-describedby={noteId}
            className="mt-8 inline-flex items-center gap-2 rounded-full bg-emerald-700 px-7 py-3 font-bold text-white shadow-sm disabled:cursor-not-allowed disabled:bg-slate-400"
          >
            <Send aria-hidden="true" className="size-4" />
            Send Message
          </button>
          <p id={noteId} className="mt-3 text-sm text-slate-600">
            Sending messages opens soon — meanwhile call us or write to {CONTACT_EMAIL}.
          </p>
        </form>

        <div className="on-dark self-start rounded-2xl bg-forest-deep p-7 text-white shadow-lg">
          <h2 className="text-xl font-bold">Visit or call us</h2>
          <p className="mt-2 text-emerald-50/90">Sunday to Thursday, 9 am to 6 pm (Dhaka time).</p>
          <ContactDetails tone="dark" className="mt-6" />
        </div>
      </div>
    </>
  )
}
