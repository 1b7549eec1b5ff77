/**
 * The plan form's prices per traveller and extras (issue 32): a category offered with its price
 * and ages, an extra added from the keyboard and removed with focus kept; the pricing sent with
 * the plan, each saved extra keeping its id; a bad box told off under it by the form's own check
 * and, when the server refuses one, under the box it names. The private-group price (decision
 * 053): read back, typed, emptied to none, and a refusal of it under its box.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_CANCELLATION_POLICY } from '#shared/cancellation-policy.ts'
import type { Place, PlaceValues, PlanValues } from '#shared/contracts/catalog.ts'
import { emptyTourContent } from '#shared/contracts/tour-content.ts'
import { messages } from '#shared/messages.ts'
import { imagesAlwaysLoad } from '#tests/components/loading-images.ts'
import { answerApi, renderPage } from '#tests/components/render.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { PlanForm } from './plan-form.tsx'

const p = messages.tourPricing

imagesAlwaysLoad()
beforeEach(() => {
  answerApi(() => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'no' } } }))
})

const plan: PlanValues = {
  _id: 'b5a1c7de-0f0e-4c8e-9d7a-1a2b3c4d5e6f',
  placeId: 118,
  placeName: 'Sundarbans',
  description: 'Three days on a launch in the mangroves.',
  price: 480,
  review: 12,
  duration: 3,
  rating: 4.8,
  parentID: 4,
  image: 'https://example.com/sundarbans.jpg',
  imageAlt: 'Sundarbans',
  divisionName: 'Khulna',
  placeNameBn: null,
  descriptionBn: null,
  gallery: [],
  content: emptyTourContent(),
  pricing: {
    categories: [{ kind: 'infant', price: 0, minAge: 0, maxAge: 4, seat: false }],
    extras: [
      {
        id: 'cabin',
        name: 'Single cabin',
        nameBn: null,
        price: 35,
        per: 'booking',
        stock: 4,
      },
    ],
    travellerDetails: 'names',
    detailsDueDays: 3,
    privatePrice: null,
  },
}

function renderEdit(save: (values: PlaceValues) => Promise<Place>) {
  const {
    pricing: _p,
    content: _c,
    gallery: _g,
    placeNameBn: _n,
    descriptionBn: _d,
    ...rest
  } = plan
  return renderPage(
    <PlanForm
      place={plan}
      terms={{
        cancellationPolicy: [...DEFAULT_CANCELLATION_POLICY],
        depositPercent: null,
        balanceDueDays: 14,
      }}
      submitLabel="Save plan"
      save={(values) => save(values).then(() => rest as Place)}
      savedMessage={(place) => `Saved ${place.placeName}`}
    />,
  )
}

const extras = () =>
  within(screen.getByRole('group', { name: p.extrasFormLegend })).queryAllByRole('listitem')
const submit = () => screen.getByRole('button', { name: 'Save plan' })

// Typing a dozen boxes takes a few seconds when the machine is busy (the whole suite).
describe('plan form: prices per traveller and extras', { timeout: 20_000 }, () => {
  it('offers a child price, adds an extra from the keyboard, and sends them with the saved one', async () => {
    const save = vi.fn((_: PlaceValues) => Promise.resolve({} as Place))
    renderEdit(save)
    const child = p.kind({ kind: 'child' })
    await userEvent.click(screen.getByRole('checkbox', { name: p.offer({ kind: child }) }))
    await userEvent.type(
      screen.getByRole('textbox', { name: p.priceLabel({ kind: child }) }),
      '250',
    )
    const childBox = screen.getByRole('checkbox', { name: p.offer({ kind: child }) }).closest('li')!
    await userEvent.type(within(childBox).getByRole('textbox', { name: p.minAge }), '5')
    await userEvent.type(within(childBox).getByRole('textbox', { name: p.maxAge }), '11')

    screen.getByRole('button', { name: p.addExtra }).focus()
    await userEvent.keyboard('{Enter}')
    expect(extras()).toHaveLength(2)
    // The new extra's name box, to type it.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(extras()[1]!).getByRole('textbox', { name: p.extraName }),
      ),
    )
    await userEvent.keyboard('AC coach')
    await userEvent.type(within(extras()[1]!).getByRole('textbox', { name: p.extraPrice }), '12')
    await userEvent.click(
      within(extras()[1]!).getByRole('radio', { name: p.chargedPer({ per: 'traveller' }) }),
    )
    expect(screen.getByText(p.extraAdded({ n: 2 }))).toBeTruthy()
    // What each traveller must tell, and how many days before.
    const details = screen.getByRole('combobox', { name: p.detailsLabel })
    expect((details as HTMLSelectElement).value).toBe('names')
    await userEvent.selectOptions(details, 'permit')
    const due = screen.getByRole('textbox', { name: p.dueDaysLabel })
    await userEvent.clear(due)
    await userEvent.type(due, '5')

    await userEvent.click(submit())
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1))
    expect(save.mock.calls[0]![0].pricing).toEqual({
      categories: [
        { kind: 'child', price: 250, minAge: 5, maxAge: 11, seat: true },
        { kind: 'infant', price: 0, minAge: 0, maxAge: 4, seat: false },
      ],
      extras: [
        { id: 'cabin', name: 'Single cabin', nameBn: null, price: 35, per: 'booking', stock: 4 },
        { name: 'AC coach', nameBn: null, price: 12, per: 'traveller', stock: null },
      ],
      travellerDetails: 'permit',
      detailsDueDays: 5,
      privatePrice: null,
    })
  })

  it('sends a private-group price typed, none when emptied, and shows its refusal under it', async () => {
    const save = vi.fn((_: PlaceValues) => Promise.resolve({} as Place))
    renderEdit(save)
    const box = screen.getByRole('textbox', { name: p.privateLabel })
    expect((box as HTMLInputElement).value).toBe('')
    await userEvent.type(box, '15000')
    await userEvent.click(submit())
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1))
    expect(save.mock.calls[0]![0].pricing).toMatchObject({ privatePrice: 15000 })

    // A bad amount is told off under the box before anything is sent.
    await userEvent.clear(box)
    await userEvent.type(box, '-3')
    await userEvent.click(submit())
    await waitFor(() => expect(document.activeElement).toBe(box))
    expect(save).toHaveBeenCalledTimes(1)

    // The server's refusal (not whole taka) under it too.
    await userEvent.clear(box)
    await userEvent.type(box, '15000.5')
    save.mockRejectedValueOnce(
      new ApiError(400, 'VALIDATION', 'Invalid', [
        { path: '/pricing/privatePrice', message: 'Whole taka only.' },
      ]),
    )
    await userEvent.click(submit())
    await waitFor(() => expect(document.activeElement).toBe(box))
    expect(screen.getByText('Whole taka only.')).toBeTruthy()

    // Emptied: the plan offers none.
    await userEvent.clear(box)
    await userEvent.click(submit())
    await waitFor(() => expect(save).toHaveBeenCalledTimes(3))
    expect(save.mock.calls[2]![0].pricing).toMatchObject({ privatePrice: null })
  })

  it('removes an extra with focus on the next remove button, and says so', async () => {
    renderEdit(() => Promise.resolve({} as Place))
    await userEvent.click(screen.getByRole('button', { name: p.addExtra }))
    expect(extras()).toHaveLength(2)
    screen.getByRole('button', { name: p.removeExtra({ n: 1 }) }).focus()
    await userEvent.keyboard('{Enter}')
    expect(extras()).toHaveLength(1)
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: p.removeExtra({ n: 1 }) }),
      ),
    )
    expect(screen.getByText(p.extraRemoved({ n: 1 }))).toBeTruthy()
  })

  it('tells off a bad box under it before sending, and a refused one after', async () => {
    const save = vi.fn((_: PlaceValues) => Promise.resolve({} as Place))
    renderEdit(save)
    const child = p.kind({ kind: 'child' })
    await userEvent.click(screen.getByRole('checkbox', { name: p.offer({ kind: child }) }))
    await userEvent.type(screen.getByRole('textbox', { name: p.priceLabel({ kind: child }) }), '50')
    await userEvent.click(submit())
    // No ages for a child price: said under "From age", focused, nothing sent.
    const from = within(
      screen.getByRole('checkbox', { name: p.offer({ kind: child }) }).closest('li')!,
    ).getByRole('textbox', { name: p.minAge })
    await waitFor(() => expect(document.activeElement).toBe(from))
    expect(screen.getByText(p.agesRequired)).toBeTruthy()
    expect(save).not.toHaveBeenCalled()

    // The server refuses the infant's price (say, not whole taka): under that box.
    await userEvent.click(screen.getByRole('checkbox', { name: p.offer({ kind: child }) }))
    save.mockRejectedValueOnce(
      new ApiError(400, 'VALIDATION', 'Invalid', [
        { path: '/pricing/categories/0/price', message: 'Whole taka only.' },
      ]),
    )
    await userEvent.click(submit())
    const infantPrice = screen.getByRole('textbox', {
      name: p.priceLabel({ kind: p.kind({ kind: 'infant' }) }),
    })
    await waitFor(() => expect(document.activeElement).toBe(infantPrice))
    expect(screen.getByText('Whole taka only.')).toBeTruthy()
  })
})
