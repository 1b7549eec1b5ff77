/**
 * Manage Plan's 'Prices in taka': the current rate and when it was set (or that it is the
 * starting one), setting a new one (typed in either language's digits), the schema's messages
 * under the field before anything is sent, and the server's refusal under the field it names.
 */
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { ExchangeRate } from '#shared/contracts/exchange-rate.ts'
import { messages, setLocaleSource } from '#shared/messages.ts'
import {
  answerApi,
  descriptionOf,
  refusal,
  renderPage,
  type ApiCall,
} from '#tests/components/render.tsx'
import { describeRate, ExchangeRateSection, latinDigits } from './exchange-rate-section.tsx'

const m = messages.money
const field = () => screen.getByLabelText(m.rateField, { exact: true })
const save = () => screen.getByRole('button', { name: m.rateSave })

/** The server: GET answers the rate, POST saves what it is sent (or `refuse` answers). */
function server(start: ExchangeRate, refuse?: (call: ApiCall) => ReturnType<typeof refusal>) {
  let rate = start
  return answerApi((call) => {
    if (call.method === 'GET') return { status: 200, body: rate }
    if (refuse) return refuse(call)
    const { takaPerDollar } = call.body as { takaPerDollar: number }
    rate = { takaPerDollar, setAt: '2026-11-24T08:05:00.000Z' }
    return { status: 200, body: rate }
  })
}

afterEach(() => setLocaleSource(() => 'en'))

describe('the rate as it is', () => {
  it('says the starting rate was never set, and a set rate with its Dhaka date and time', () => {
    expect(describeRate({ takaPerDollar: 120, setAt: null })).toBe(
      '1 US dollar = ৳120: the starting rate, not yet set by an admin.',
    )
    expect(describeRate({ takaPerDollar: 121.5, setAt: '2026-11-24T08:05:00.000Z' })).toBe(
      '1 US dollar = ৳121.50, set on 24 Nov 2026, 14:05 (Dhaka time).',
    )
    setLocaleSource(() => 'bn')
    expect(describeRate({ takaPerDollar: 121.5, setAt: '2026-11-24T08:05:00.000Z' })).toMatch(
      /^১ মার্কিন ডলার = ৳১২১\.৫০, ঠিক করা হয়েছে .*২০২৬.* \(ঢাকার সময়\)।$/,
    )
  })

  it('reads Bangla digits as the number they are', () => {
    expect(latinDigits(' ১২১.৫০ ')).toBe('121.50')
    expect(latinDigits('121.5')).toBe('121.5')
  })
})

describe('setting the rate', () => {
  it('shows the current rate, saves a new one and shows it with its date', async () => {
    const calls = server({ takaPerDollar: 120, setAt: null })
    renderPage(<ExchangeRateSection />)
    expect(await screen.findByText(describeRate({ takaPerDollar: 120, setAt: null }))).toBeTruthy()

    await userEvent.type(field(), '121.5')
    await userEvent.click(save())

    expect((await screen.findByRole('status')).textContent).toContain(
      m.rateSaved({ rate: '৳121.50' }),
    )
    expect(
      screen.getByText('1 US dollar = ৳121.50, set on 24 Nov 2026, 14:05 (Dhaka time).'),
    ).toBeTruthy()
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/exchange-rate', body: { takaPerDollar: 121.5 } },
    ])
    expect((field() as HTMLInputElement).value).toBe('')
  })

  it('takes a rate typed in Bangla digits', async () => {
    const calls = server({ takaPerDollar: 120, setAt: null })
    renderPage(<ExchangeRateSection />)
    await userEvent.type(field(), '১১৯.৭৫')
    await userEvent.click(save())
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ takaPerDollar: 119.75 }),
    )
  })

  it.each([
    ['', m.rateRequired],
    ['abc', m.rateNumber],
    ['0', m.rateRange],
    ['1000.5', m.rateRange],
    ['121.555', m.rateDecimals],
  ])('says what is wrong with "%s" under the field and sends nothing', async (typed, problem) => {
    const calls = server({ takaPerDollar: 120, setAt: null })
    renderPage(<ExchangeRateSection />)
    if (typed) await userEvent.type(field(), typed)
    await userEvent.click(save())
    await waitFor(() => expect(field().getAttribute('aria-invalid')).toBe('true'))
    expect(descriptionOf(field())).toContain(problem)
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])
  })

  it("puts the server's refusal under the field and focuses it", async () => {
    server({ takaPerDollar: 120, setAt: null }, () =>
      refusal(400, { takaPerDollar: 'Use a rate from 1 to 1,000 taka per US dollar.' }),
    )
    renderPage(<ExchangeRateSection />)
    await userEvent.type(field(), '150')
    await userEvent.click(save())
    await waitFor(() =>
      expect(descriptionOf(field())).toContain('Use a rate from 1 to 1,000 taka per US dollar.'),
    )
    expect(document.activeElement).toBe(field())
  })

  it('says a refusal that names no field below the form', async () => {
    server({ takaPerDollar: 120, setAt: null }, () => ({
      status: 403,
      body: { error: { code: 'FORBIDDEN', message: messages.errors.notAllowed } },
    }))
    renderPage(<ExchangeRateSection />)
    await userEvent.type(field(), '150')
    await userEvent.click(save())
    expect((await screen.findByRole('alert')).textContent).toContain(messages.errors.notAllowed)
  })
})
