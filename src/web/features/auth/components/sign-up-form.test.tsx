/**
 * The Sign Up form checks with the shared schema the server uses (one rule, two places): each
 * field's message under that field, nothing sent while one is wrong, and the typed values sent
 * once all are right.
 */
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { signUpSchema } from '#shared/contracts/auth.ts'
import { messages } from '#shared/messages.ts'
import { answerApi, descriptionOf, renderPage } from '#tests/components/render.tsx'
import { SignUpForm } from './sign-up-form.tsx'

const field = (label: string) => screen.getByLabelText(label, { exact: true })
const submit = () => screen.getByRole('button', { name: messages.auth.signUp })

/** What the shared schema says about each field of `input`. */
function schemaMessages(input: { name: string; email: string; password: string }) {
  const issues = signUpSchema.safeParse(input).error?.issues ?? []
  return Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message]))
}

describe('Sign Up form', () => {
  it("puts the schema's message under each wrong field and sends nothing", async () => {
    answerApi(() => ({ status: 200, body: { google: false } }))
    const signUp = vi.fn(() => Promise.resolve(true))
    renderPage(<SignUpForm from="/" />, { auth: { signUp } })
    await userEvent.type(field(messages.account.email), 'not-an-address')
    await userEvent.type(field(messages.account.passwordTitle), 'short')
    await userEvent.click(submit())

    const expected = schemaMessages({ name: '', email: 'not-an-address', password: 'short' })
    expect(Object.keys(expected).sort()).toEqual(['email', 'name', 'password'])
    await waitFor(() => expect(descriptionOf(field(messages.booking.name))).toBe(expected.name))
    expect(descriptionOf(field(messages.account.email))).toBe(expected.email)
    expect(descriptionOf(field(messages.account.passwordTitle))).toBe(expected.password)
    for (const label of [messages.booking.name, messages.account.email]) {
      expect(field(label).getAttribute('aria-invalid')).toBe('true')
    }
    expect(signUp).not.toHaveBeenCalled()
  })

  it('sends the typed values once every field is right, and the errors go', async () => {
    answerApi(() => ({ status: 200, body: { google: false } }))
    const signUp = vi.fn(() => Promise.resolve(true))
    renderPage(<SignUpForm from="/" />, { auth: { signUp } })
    await userEvent.click(submit())
    await waitFor(() =>
      expect(field(messages.booking.name).getAttribute('aria-invalid')).toBe('true'),
    )

    await userEvent.type(field(messages.booking.name), 'Nusrat Jahan')
    await userEvent.type(field(messages.account.email), 'nusrat@example.com')
    await userEvent.type(field(messages.account.passwordTitle), 'river boat sunrise')
    await userEvent.click(submit())

    await waitFor(() =>
      expect(signUp).toHaveBeenCalledWith(
        'Nusrat Jahan',
        'nusrat@example.com',
        'river boat sunrise',
      ),
    )
    expect(field(messages.booking.name).getAttribute('aria-invalid')).toBeNull()
    // The password's hint is back in place of its error.
    expect(descriptionOf(field(messages.account.passwordTitle))).toBe(
      messages.account.passwordHint({ min: 8 }),
    )
  })
})
