/**
 * Who's travelling: one group per traveller in the party's order, names only unless the tour
 * needs permits; the boxes are checked with the server's schema before sending (a document with
 * no name, a made-up number) and the server's refusals show under the box they name; a document
 * box left empty keeps the number on file (nothing sent for it) and the masked one is the hint;
 * after the deadline the boxes are read-only and say why.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Travellers } from '#shared/contracts/travellers.ts'
import { formatLongDate } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { answerApi, refusal, renderPage, type ApiCall } from '#tests/components/render.tsx'
import { TravellersForm } from './travellers-form.tsx'

const t = messages.travellers
const ORDER = '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b'

const travellers = (over: Partial<Travellers> = {}): Travellers => ({
  _id: ORDER,
  reference: 'BT-7K3M9Q',
  required: 'permit',
  dueBy: '2099-12-21',
  editable: true,
  complete: false,
  travellers: [
    { position: 0, kind: 'adult', name: 'Rina Akter', nationality: 'BD', document: '••••••567' },
    { position: 1, kind: 'child', name: '', nationality: null, document: null },
  ],
  ...over,
})

const group = (n: number, kind: 'adult' | 'child') =>
  screen.getByRole('group', { name: t.traveller({ n, kind: t.kind({ kind }) }) })
const isPut = (call: ApiCall) => call.method === 'PUT'

describe("who's travelling", () => {
  it('says what the tour needs and by when, one group a traveller with what is on file', async () => {
    answerApi(() => ({ status: 200, body: travellers() }))
    renderPage(<TravellersForm orderId={ORDER} />)
    await screen.findByRole('group', {
      name: t.traveller({ n: 1, kind: t.kind({ kind: 'adult' }) }),
    })
    expect(
      screen.getByText(t.intro({ required: 'permit', date: formatLongDate('2099-12-21') })),
    ).toBeTruthy()
    expect(screen.getByText(t.private)).toBeTruthy()
    const first = group(1, 'adult')
    expect((within(first).getByLabelText(t.name) as HTMLInputElement).value).toBe('Rina Akter')
    expect((within(first).getByLabelText(t.nationality) as HTMLSelectElement).value).toBe('BD')
    const document = within(first).getByLabelText(t.document) as HTMLInputElement
    expect(document.value).toBe('')
    expect(document.getAttribute('aria-describedby')).toBeTruthy()
    expect(within(first).getByText(t.onFile({ masked: '••••••567' }))).toBeTruthy()
    // Bangladesh first among the nationalities.
    const options = within(first).getAllByRole('option')
    expect(options[1]!.getAttribute('value')).toBe('BD')
  })

  it('asks only names where the tour needs no permits', async () => {
    answerApi(() => ({ status: 200, body: travellers({ required: 'names' }) }))
    renderPage(<TravellersForm orderId={ORDER} />)
    await screen.findByRole('group', {
      name: t.traveller({ n: 2, kind: t.kind({ kind: 'child' }) }),
    })
    expect(screen.queryByLabelText(t.nationality)).toBeNull()
    expect(screen.queryByLabelText(t.document)).toBeNull()
    expect(screen.queryByText(t.private)).toBeNull()
  })

  it(
    "checks before sending, sends a kept document as nothing, and shows the server's refusal under its box",
    { timeout: 20_000 },
    async () => {
      let saves = 0
      const calls = answerApi((call) => {
        if (!isPut(call)) return { status: 200, body: travellers() }
        saves += 1
        return saves === 1
          ? refusal(400, { 'travellers/1/nationality': t.nationalityInvalid })
          : {
              status: 200,
              body: travellers({
                complete: true,
                travellers: [
                  travellers().travellers[0]!,
                  {
                    position: 1,
                    kind: 'child',
                    name: 'Ayaan',
                    nationality: 'BD',
                    document: '•••901',
                  },
                ],
              }),
            }
      })
      renderPage(<TravellersForm orderId={ORDER} />)
      await screen.findByRole('group', {
        name: t.traveller({ n: 2, kind: t.kind({ kind: 'child' }) }),
      })
      const child = group(2, 'child')
      // A document with no name: refused here, nothing sent.
      await userEvent.type(within(child).getByLabelText(t.document), '20182612345678901')
      await userEvent.click(screen.getByRole('button', { name: t.save }))
      expect(within(child).getByText(t.nameFirst)).toBeTruthy()
      expect(document.activeElement).toBe(within(child).getByLabelText(t.name))
      expect(calls.filter(isPut)).toHaveLength(0)

      await userEvent.type(within(child).getByLabelText(t.name), 'Ayaan')
      await userEvent.selectOptions(within(child).getByLabelText(t.nationality), 'BD')
      await userEvent.click(screen.getByRole('button', { name: t.save }))
      expect(await within(child).findByText(t.nationalityInvalid)).toBeTruthy()
      expect(calls.filter(isPut)[0]!.body).toEqual({
        travellers: [
          { name: 'Rina Akter', nationality: 'BD' },
          { name: 'Ayaan', nationality: 'BD', document: '20182612345678901' },
        ],
      })

      await userEvent.click(screen.getByRole('button', { name: t.save }))
      expect(await screen.findByText(`${t.saved} ${t.complete}`)).toBeTruthy()
      expect(within(group(2, 'child')).getByText(t.onFile({ masked: '•••901' }))).toBeTruthy()
      expect((within(group(2, 'child')).getByLabelText(t.document) as HTMLInputElement).value).toBe(
        '',
      )
    },
  )

  it('is read-only after the deadline, and says so', async () => {
    answerApi(() => ({ status: 200, body: travellers({ editable: false }) }))
    renderPage(<TravellersForm orderId={ORDER} />)
    await screen.findByText(t.closedNote({ date: formatLongDate('2099-12-21') }))
    // Inside a disabled fieldset (jsdom does not reflect that in :disabled).
    expect(
      within(group(1, 'adult')).getByLabelText(t.name).closest('fieldset[disabled]'),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: t.save })).toBeNull()
  })
})
