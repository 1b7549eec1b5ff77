/**
 * The booking dialog's promo code field: Apply asks the server for this booking's quote and says
 * the discount in a live region; a refusal shows under the field, read with it; Enter applies
 * (and does not send the booking); a code applied can be removed; an empty field asks for one.
 */
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { PromoQuote } from '#shared/contracts/promo-codes.ts'
import { messages } from '#shared/messages.ts'
import { formatMoney, money } from '#shared/money.ts'
import { answerApi, descriptionOf, refusal, renderPage } from '#tests/components/render.tsx'
import { checkPromoCode } from '../api/check-promo-code.ts'
import { PromoCodeField } from './promo-code-field.tsx'

const m = messages.promoCode

const quote: PromoQuote = {
  code: 'EID25',
  kind: 'percent',
  percent: 25,
  currency: 'usd',
  subtotal: 200,
  discount: 50,
  total: 150,
}

function Harness({ onSubmit = () => {} }: { onSubmit?: () => void }) {
  const [applied, setApplied] = useState<PromoQuote | null>(null)
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <PromoCodeField
        applied={applied}
        onApplied={setApplied}
        check={(code) => checkPromoCode({ code, tourId: 'tour-1', party: { adult: 2 } })}
      />
      <p data-testid="applied">{applied ? applied.total : 'none'}</p>
    </form>
  )
}

const field = () => screen.getByRole('textbox', { name: m.field })

describe('promo code field', () => {
  it('applies a code: asks for this booking, says the discount, offers to remove it', async () => {
    const calls = answerApi(() => ({ status: 200, body: quote }))
    renderPage(<Harness />)
    await userEvent.type(field(), 'eid25')
    await userEvent.click(screen.getByRole('button', { name: m.apply }))
    const said = m.applied({ code: 'EID25', amount: formatMoney(money(5_000, 'usd')) })
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(said))
    // The quote only (the page's exchange rate may be read too, for showing prices).
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/promo-codes/check',
        body: { code: 'eid25', tourId: 'tour-1', party: { adult: 2 } },
      },
    ])
    expect((field() as HTMLInputElement).value).toBe('EID25')
    expect(screen.getByTestId('applied').textContent).toContain('150')
    await userEvent.click(screen.getByRole('button', { name: m.remove }))
    expect(screen.getByTestId('applied').textContent).toContain('none')
    expect((field() as HTMLInputElement).value).toBe('')
    expect(screen.getByRole('status').textContent).toContain(m.removed)
  })

  it("shows the server's refusal under the field, read with it", async () => {
    answerApi(() => refusal(400, { code: m.usedUp }))
    renderPage(<Harness />)
    await userEvent.type(field(), 'GONE10')
    await userEvent.click(screen.getByRole('button', { name: m.apply }))
    await waitFor(() => expect(field().getAttribute('aria-invalid')).toBe('true'))
    expect(descriptionOf(field())).toBe(m.usedUp)
    expect(screen.getByTestId('applied').textContent).toContain('none')
    // Typing again clears the refusal.
    await userEvent.type(field(), 'X')
    expect(field().hasAttribute('aria-invalid')).toBe(false)
    expect(descriptionOf(field())).toBe(m.hint)
  })

  it('applies on Enter without sending the form, and asks for a code when empty', async () => {
    const calls = answerApi(() => ({ status: 200, body: quote }))
    let sent = 0
    renderPage(<Harness onSubmit={() => (sent += 1)} />)
    await userEvent.click(screen.getByRole('button', { name: m.apply }))
    expect(descriptionOf(field())).toBe(m.codeRequired)
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])
    await userEvent.type(field(), 'eid25{Enter}')
    await waitFor(() => expect(screen.getByTestId('applied').textContent).toContain('150'))
    expect(sent).toBe(0)
  })
})
