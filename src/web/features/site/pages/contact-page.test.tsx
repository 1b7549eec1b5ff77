/**
 * The Contact form's field errors: the shared schema's messages under each field before anything
 * is sent, a server refusal naming a field under that field (focused, what was typed kept), and a
 * refusal naming no field above the button.
 */
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { messages } from '#shared/messages.ts'
import { answerApi, descriptionOf, refusal, renderPage } from '#tests/components/render.tsx'
import { ContactPage } from './contact-page.tsx'

const field = (label: string) => screen.getByLabelText(label, { exact: true })
const send = () => screen.getByRole('button', { name: messages.contact.send })

describe('Contact form', () => {
  it('shows what each empty field needs, under the field, and sends nothing', async () => {
    const calls = answerApi(() => ({ status: 200, body: { status: 'received' } }))
    renderPage(<ContactPage />)
    await userEvent.click(send())

    await waitFor(() =>
      expect(field(messages.booking.name).getAttribute('aria-invalid')).toBe('true'),
    )
    expect(descriptionOf(field(messages.booking.name))).toBe('Enter your name.')
    expect(descriptionOf(field(messages.account.email))).toBe('Enter a valid email address.')
    expect(descriptionOf(field(messages.contact.message))).toBe('Write your message.')
    expect(calls).toEqual([])
  })

  it("puts the server's word on a field under that field, focuses it and keeps the text", async () => {
    const calls = answerApi(() =>
      refusal(400, { user_email: 'Mail to this address cannot be delivered.' }),
    )
    renderPage(<ContactPage />)
    await userEvent.type(field(messages.booking.name), 'Rafiq Islam')
    await userEvent.type(field(messages.account.email), 'rafiq@example.com')
    await userEvent.type(field(messages.contact.message), 'Is the Sajek trip open in June?')
    await userEvent.click(send())

    const email = field(messages.account.email)
    await waitFor(() =>
      expect(descriptionOf(email)).toBe('Mail to this address cannot be delivered.'),
    )
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(email)
    expect(field(messages.booking.name).getAttribute('aria-invalid')).toBeNull()
    expect((field(messages.contact.message) as HTMLTextAreaElement).value).toBe(
      'Is the Sajek trip open in June?',
    )
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/contact' })
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says a refusal that names no field above the button, and keeps the text', async () => {
    answerApi(() => ({
      status: 403,
      body: { error: { code: 'FORBIDDEN', message: messages.errors.notAllowed } },
    }))
    renderPage(<ContactPage />)
    await userEvent.type(field(messages.booking.name), 'Rafiq Islam')
    await userEvent.type(field(messages.account.email), 'rafiq@example.com')
    await userEvent.type(field(messages.contact.message), 'Hello')
    await userEvent.click(send())

    expect((await screen.findByRole('alert')).textContent).toContain(messages.errors.notAllowed)
    expect((field(messages.booking.name) as HTMLInputElement).value).toBe('Rafiq Islam')
  })
})
