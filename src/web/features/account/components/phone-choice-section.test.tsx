/**
 * The Profile's "Messages to your phone": hidden while the site sends by no channel; shows the
 * saved choice; a number that is not a Bangladeshi mobile is refused under the field before
 * anything is sent; a save sends the choice and shows the number as it is kept; a channel ended
 * by a STOP reply says so.
 */
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { PhoneChoice } from '#shared/contracts/phone-messages.ts'
import { messages } from '#shared/messages.ts'
import { answerApi, descriptionOf, renderPage } from '#tests/components/render.tsx'
import { PhoneChoiceSection } from './phone-choice-section.tsx'

const m = messages.phoneChoice
const choice = (overrides: Partial<PhoneChoice> = {}): PhoneChoice => ({
  phone: null,
  sms: false,
  whatsapp: false,
  offered: ['sms', 'whatsapp'],
  stopped: [],
  ...overrides,
})

describe('phone choice section', () => {
  it('is not there when the site sends no messages to phones', async () => {
    const calls = answerApi(() => ({ status: 200, body: choice({ offered: [] }) }))
    renderPage(<PhoneChoiceSection profilePhone="01712345678" />)
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(screen.queryByRole('form', { name: m.title })).toBeNull()
  })

  it('refuses a landline under the field, then saves a mobile number and WhatsApp', async () => {
    const user = userEvent.setup()
    const calls = answerApi((call) =>
      call.method === 'PUT'
        ? {
            status: 200,
            body: choice({ phone: '+8801712345678', whatsapp: true }),
          }
        : { status: 200, body: choice() },
    )
    renderPage(<PhoneChoiceSection profilePhone="02-9123456" />)
    const phone = (await screen.findByRole('textbox', { name: m.phone })) as HTMLInputElement
    expect(phone.value).toBe('02-9123456')
    await user.click(screen.getByRole('checkbox', { name: m.whatsapp }))
    await user.click(screen.getByRole('button', { name: m.save }))
    await waitFor(() => expect(descriptionOf(phone)).toContain(m.notMobile))
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([])

    await user.clear(phone)
    await user.type(phone, '০১৭১২-৩৪৫৬৭৮')
    await user.click(screen.getByRole('button', { name: m.save }))
    await screen.findByText(m.saved)
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      phone: '01712-345678',
      sms: false,
      whatsapp: true,
    })
    await waitFor(() => expect(phone.value).toBe('+880 1712-345678'))
  })

  it('says which channel a STOP reply ended', async () => {
    answerApi(() => ({
      status: 200,
      body: choice({ phone: '+8801712345678', sms: true, stopped: ['whatsapp'] }),
    }))
    renderPage(<PhoneChoiceSection profilePhone={null} />)
    await screen.findByText(m.stopped({ channel: m.whatsapp }))
    const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement
    expect(box(m.sms).checked).toBe(true)
    expect(box(m.whatsapp).checked).toBe(false)
  })
})
