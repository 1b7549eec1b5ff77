/**
 * The plan form's field errors: every spec field checked with the server's placeInputSchema
 * (each message under its field, nothing saved), a server refusal naming a field under that field
 * (e.g. a place id in use, 409), and one naming no field in the red alert above the button.
 * Its booking terms: what a new plan sends, the tiers editor (change, add, remove, at most 6),
 * errors under each box, and an edit that sends only the terms changed. Its optional Bangla
 * name and description: sent when typed, null when empty, loaded and cleared on an edit.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_CANCELLATION_POLICY } from '#shared/cancellation-policy.ts'
import type { Place, PlaceValues, PlanValues, TourTerms } from '#shared/contracts/catalog.ts'
import { emptyTourContent } from '#shared/contracts/tour-content.ts'
import { messages } from '#shared/messages.ts'
import { imagesAlwaysLoad } from '#tests/components/loading-images.ts'
import { answerApi, descriptionOf, renderPage } from '#tests/components/render.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { PlanForm } from './plan-form.tsx'

const m = messages.planForm
const field = (label: string) => screen.getByLabelText(label, { exact: true })
const submit = () => screen.getByRole('button', { name: 'Save plan' })

const division = {
  _id: 'd1',
  id: 6,
  divisionName: 'Sylhet',
  divisionNameEn: 'Sylhet',
  image: '/x.svg',
  totalPlace: 3,
}

imagesAlwaysLoad()
beforeEach(() => {
  answerApi(({ url }) =>
    url === '/api/divisions'
      ? { status: 200, body: [division] }
      : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'no' } } },
  )
})

function renderForm(save: (values: PlaceValues) => Promise<Place>) {
  return renderPage(
    <PlanForm submitLabel="Save plan" save={save} savedMessage={(p) => `Saved ${p.placeName}`} />,
  )
}

async function fillValidPlan() {
  await userEvent.type(field(m.placeIdLabel), '101')
  await userEvent.type(field(m.placeName), 'Ratargul Swamp Forest')
  await userEvent.type(field(m.description), 'A freshwater swamp forest, by boat.')
  await userEvent.type(field(messages.tourPlans.price), '85')
  await userEvent.type(field(m.reviewCount), '12')
  await userEvent.type(field(m.duration), '2')
  await userEvent.type(field(m.rating), '4.5')
  const select = field(m.chooseDivision) as HTMLSelectElement
  await waitFor(() => expect(select.disabled).toBe(false))
  fireEvent.change(select, { target: { value: String(division.id) } })
  await userEvent.type(field(m.imageUrl), 'https://example.com/ratargul.jpg')
}

describe('plan form', () => {
  it('puts a message under every empty field and saves nothing', async () => {
    const save = vi.fn<(values: PlaceValues) => Promise<Place>>()
    renderForm(save)
    await userEvent.click(submit())

    const labels = [
      m.placeIdLabel,
      m.placeName,
      m.description,
      messages.tourPlans.price,
      m.reviewCount,
      m.duration,
      m.rating,
      m.divisionId,
      m.divisionName,
      m.imageUrl,
    ]
    await waitFor(() => expect(field(m.placeName).getAttribute('aria-invalid')).toBe('true'))
    for (const label of labels) {
      expect(field(label).getAttribute('aria-invalid'), label).toBe('true')
      expect(descriptionOf(field(label)), label).not.toBe('')
    }
    expect(descriptionOf(field(m.placeName))).toBe('Enter the place name.')
    // The Bangla texts are optional.
    for (const label of [messages.planBangla.placeName, messages.planBangla.description]) {
      expect(field(label).getAttribute('aria-invalid'), label).toBeNull()
    }
    expect(save).not.toHaveBeenCalled()
  })

  it('shows a refusal naming a field (a place id in use) under that field and focuses it', async () => {
    const save = vi.fn((_: PlaceValues) =>
      Promise.reject<Place>(
        new ApiError(409, 'CONFLICT', 'Place id 101 is already used.', [
          { path: '/placeId', message: 'Place id 101 is already used.' },
        ]),
      ),
    )
    renderForm(save)
    await fillValidPlan()
    await userEvent.click(submit())

    const placeId = field(m.placeIdLabel)
    await waitFor(() => expect(descriptionOf(placeId)).toBe('Place id 101 is already used.'))
    expect(placeId.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(placeId)
    expect(save).toHaveBeenCalledTimes(1)
    expect(save.mock.calls[0]![0]).toMatchObject({
      placeId: 101,
      price: 85,
      parentID: 6,
      divisionName: 'Sylhet',
    })
    expect(screen.queryByRole('alert')).toBeNull()
    // What was typed stays for the admin to correct.
    expect((field(m.placeName) as HTMLInputElement).value).toBe('Ratargul Swamp Forest')
  })

  it('says a failure naming no field in the red alert', async () => {
    renderForm(() => Promise.reject<Place>(new ApiError(500, 'INTERNAL', 'boom')))
    await fillValidPlan()
    await userEvent.click(submit())

    expect((await screen.findByRole('alert')).textContent).toContain(m.saveFailed)
    expect(field(m.placeIdLabel).getAttribute('aria-invalid')).toBeNull()
  })
})

const t = messages.lifecycle
const radio = (name: string) => screen.getByRole('radio', { name })
const tierBox = (label: string) => screen.getByRole('textbox', { name: label })

const place: PlanValues = {
  _id: 'b5a1c7de-0f0e-4c8e-9d7a-1a2b3c4d5e6f',
  placeId: 101,
  placeName: 'Ratargul Swamp Forest',
  description: 'A freshwater swamp forest, by boat.',
  price: 85,
  review: 12,
  duration: 2,
  rating: 4.5,
  parentID: 6,
  image: 'https://example.com/ratargul.jpg',
  imageAlt: 'Ratargul',
  divisionName: 'Sylhet',
  placeNameBn: null,
  descriptionBn: null,
  gallery: [],
  content: emptyTourContent(),
  pricing: {
    categories: [],
    extras: [],
    travellerDetails: 'none',
    detailsDueDays: 2,
    privatePrice: null,
  },
}
/** What saving answers: the plan as visitors see it. */
const {
  placeNameBn: _n,
  descriptionBn: _d,
  gallery: _g,
  content: _c,
  pricing: _p,
  ...saved
}: PlanValues = place

function renderEdit(
  save: (values: PlaceValues) => Promise<Place>,
  terms: TourTerms,
  plan: PlanValues = place,
) {
  return renderPage(
    <PlanForm
      place={plan}
      terms={terms}
      submitLabel="Save plan"
      save={save}
      savedMessage={(p) => `Saved ${p.placeName}`}
    />,
  )
}

describe('plan form: booking terms', () => {
  it('sends a new plan with no deposits, 14 balance days and the company default (null)', async () => {
    const save = vi.fn((_: PlaceValues) => Promise.resolve(saved))
    renderForm(save)
    expect((radio(t.policyDefault) as HTMLInputElement).checked).toBe(true)
    expect((field(t.balanceDueDays) as HTMLInputElement).value).toBe('14')
    // The default is shown as customers read it.
    expect(screen.getByText(t.policyTier({ days: 30, percent: 100 }))).toBeTruthy()
    await fillValidPlan()
    await userEvent.click(submit())

    await waitFor(() => expect(save).toHaveBeenCalledTimes(1))
    expect(save.mock.calls[0]![0]).toMatchObject({
      cancellationPolicy: null,
      depositPercent: null,
      balanceDueDays: 14,
    })
  })

  it("edits the plan's own tiers: change, add, remove; sends them in the order shown", async () => {
    const save = vi.fn((_: PlaceValues) => Promise.resolve(saved))
    renderForm(save)
    await fillValidPlan()
    await userEvent.type(field(t.depositPercent), '20')
    await userEvent.clear(field(t.balanceDueDays))
    await userEvent.type(field(t.balanceDueDays), '21')
    await userEvent.click(radio(t.policyOwn))

    // It starts from the default's three tiers.
    expect((tierBox(t.tierDaysOf({ n: 1 })) as HTMLInputElement).value).toBe('30')
    expect((tierBox(t.tierPercentOf({ n: 3 })) as HTMLInputElement).value).toBe('0')
    await userEvent.clear(tierBox(t.tierPercentOf({ n: 2 })))
    await userEvent.type(tierBox(t.tierPercentOf({ n: 2 })), '40')
    await userEvent.click(screen.getByRole('button', { name: t.removeTier({ n: 3 }) }))
    expect(screen.queryByRole('textbox', { name: t.tierDaysOf({ n: 3 }) })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: t.addTier }))
    // The new row's first box has the focus.
    await waitFor(() => expect(document.activeElement).toBe(tierBox(t.tierDaysOf({ n: 3 }))))
    // A new blank row is not told off before the admin has typed in it or saved.
    // In act: the image preview's 400 ms settle timer may fire meanwhile on a loaded machine.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(tierBox(t.tierPercentOf({ n: 3 })).getAttribute('aria-invalid')).toBeNull()
    expect(tierBox(t.tierDaysOf({ n: 3 })).getAttribute('aria-invalid')).toBeNull()
    await userEvent.type(tierBox(t.tierDaysOf({ n: 3 })), '7')
    await userEvent.type(tierBox(t.tierPercentOf({ n: 3 })), '10')
    await userEvent.click(submit())

    await waitFor(() => expect(save).toHaveBeenCalledTimes(1))
    expect(save.mock.calls[0]![0]).toMatchObject({
      depositPercent: 20,
      balanceDueDays: 21,
      cancellationPolicy: [
        { daysBefore: 30, refundPercent: 100 },
        { daysBefore: 14, refundPercent: 40 },
        { daysBefore: 7, refundPercent: 10 },
      ],
    })
  })

  it('stops at 6 tiers', async () => {
    renderForm(vi.fn())
    await userEvent.click(radio(t.policyOwn))
    const add = screen.getByRole('button', { name: t.addTier })
    for (let i = 0; i < 3; i++) await userEvent.click(add)
    expect(screen.getAllByRole('textbox', { name: /^Days before departure, tier/ })).toHaveLength(6)
    expect((add as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByText(t.tiersFull({ max: 6 }))).toBeTruthy()
  })

  it('puts each wrong box’s message under it, and a policy-wide one above the rows', async () => {
    const save = vi.fn<(values: PlaceValues) => Promise<Place>>()
    renderForm(save)
    await fillValidPlan()
    await userEvent.type(field(t.depositPercent), '95')
    await userEvent.click(radio(t.policyOwn))
    await userEvent.clear(tierBox(t.tierDaysOf({ n: 1 })))
    await userEvent.clear(tierBox(t.tierPercentOf({ n: 2 })))
    await userEvent.type(tierBox(t.tierPercentOf({ n: 2 })), '150')
    await userEvent.click(submit())

    await waitFor(() =>
      expect(descriptionOf(field(t.depositPercent))).toBe('A deposit is at most 90 %.'),
    )
    expect(descriptionOf(tierBox(t.tierDaysOf({ n: 1 })))).toBe('Enter a number of days.')
    expect(tierBox(t.tierDaysOf({ n: 1 })).getAttribute('aria-invalid')).toBe('true')
    expect(descriptionOf(tierBox(t.tierPercentOf({ n: 2 })))).toBe('At most 100 %.')
    expect(tierBox(t.tierPercentOf({ n: 1 })).getAttribute('aria-invalid')).toBeNull()
    expect(save).not.toHaveBeenCalled()

    // Two tiers with the same days: said once, above the rows.
    await userEvent.type(tierBox(t.tierDaysOf({ n: 1 })), '14')
    await userEvent.clear(field(t.depositPercent))
    await userEvent.clear(tierBox(t.tierPercentOf({ n: 2 })))
    await userEvent.type(tierBox(t.tierPercentOf({ n: 2 })), '50')
    await userEvent.click(submit())
    expect(await screen.findByText('Each tier needs its own number of days.')).toBeTruthy()
    expect(save).not.toHaveBeenCalled()
  })

  it("shows the server's refusal of a tier under that tier's box", async () => {
    const save = vi.fn((_: PlaceValues) =>
      Promise.reject<Place>(
        new ApiError(400, 'BAD_REQUEST', 'x', [
          { path: '/cancellationPolicy/1/refundPercent', message: 'At most 100 %.' },
        ]),
      ),
    )
    renderForm(save)
    await fillValidPlan()
    await userEvent.click(radio(t.policyOwn))
    await userEvent.click(submit())

    const box = tierBox(t.tierPercentOf({ n: 2 }))
    await waitFor(() => expect(descriptionOf(box)).toBe('At most 100 %.'))
    expect(document.activeElement).toBe(box)
  })

  it("saves an untouched edit without the terms, so the plan's stay exactly as stored", async () => {
    const save = vi.fn((_: PlaceValues) => Promise.resolve(saved))
    renderEdit(save, {
      cancellationPolicy: [...DEFAULT_CANCELLATION_POLICY],
      depositPercent: 25,
      balanceDueDays: 30,
    })
    expect((field(t.depositPercent) as HTMLInputElement).value).toBe('25')
    expect((field(t.balanceDueDays) as HTMLInputElement).value).toBe('30')
    expect((radio(t.policyDefault) as HTMLInputElement).checked).toBe(true)
    await userEvent.click(submit())

    await waitFor(() => expect(save).toHaveBeenCalledTimes(1))
    const sent = save.mock.calls[0]![0]
    expect(sent).toMatchObject({ placeId: 101, placeName: 'Ratargul Swamp Forest' })
    for (const key of ['cancellationPolicy', 'depositPercent', 'balanceDueDays']) {
      expect(sent, key).not.toHaveProperty(key)
    }
  })

  it("loads a plan's own tiers and sends only the terms changed", async () => {
    const save = vi.fn((_: PlaceValues) => Promise.resolve(saved))
    renderEdit(save, {
      cancellationPolicy: [
        { daysBefore: 7, refundPercent: 50 },
        { daysBefore: 45, refundPercent: 100 },
      ],
      depositPercent: null,
      balanceDueDays: 14,
    })
    expect((radio(t.policyOwn) as HTMLInputElement).checked).toBe(true)
    // Longest notice first.
    expect((tierBox(t.tierDaysOf({ n: 1 })) as HTMLInputElement).value).toBe('45')
    expect((tierBox(t.tierDaysOf({ n: 2 })) as HTMLInputElement).value).toBe('7')
    await userEvent.type(field(t.depositPercent), '10')
    await userEvent.click(submit())
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1))
    expect(save.mock.calls[0]![0]).toMatchObject({ depositPercent: 10 })
    expect(save.mock.calls[0]![0]).not.toHaveProperty('cancellationPolicy')

    // Back to the company default: null, the plan's own tiers dropped.
    await userEvent.click(radio(t.policyDefault))
    await userEvent.click(submit())
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2))
    expect(save.mock.calls[1]![0]).toMatchObject({ cancellationPolicy: null })
    expect(save.mock.calls[1]![0]).not.toHaveProperty('depositPercent')
  })
})

const b = messages.planBangla
const defaultTerms: TourTerms = {
  cancellationPolicy: [...DEFAULT_CANCELLATION_POLICY],
  depositPercent: null,
  balanceDueDays: 14,
}

describe('plan form: Bangla texts', () => {
  it('sends a new plan without them as null, and with them as typed', async () => {
    const save = vi.fn((_: PlaceValues) => Promise.resolve(saved))
    renderForm(save)
    await fillValidPlan()
    await userEvent.click(submit())
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1))
    expect(save.mock.calls[0]![0]).toMatchObject({ placeNameBn: null, descriptionBn: null })

    await fillValidPlan()
    await userEvent.type(field(b.placeName), 'রাতারগুল জলাবন')
    await userEvent.type(field(b.description), 'নৌকায় ঘুরে দেখুন মিঠাপানির জলাবন।')
    expect(field(b.placeName).getAttribute('lang')).toBe('bn')
    await userEvent.click(submit())
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2))
    expect(save.mock.calls[1]![0]).toMatchObject({
      placeName: 'Ratargul Swamp Forest',
      placeNameBn: 'রাতারগুল জলাবন',
      descriptionBn: 'নৌকায় ঘুরে দেখুন মিঠাপানির জলাবন।',
    })
  })

  it("loads a plan's Bangla texts, keeps them after a save, and sends an emptied one as null", async () => {
    const save = vi.fn((_: PlaceValues) => Promise.resolve(saved))
    renderEdit(save, defaultTerms, {
      ...place,
      placeNameBn: 'রাতারগুল জলাবন',
      descriptionBn: 'মিঠাপানির জলাবন।',
    })
    expect((field(b.placeName) as HTMLInputElement).value).toBe('রাতারগুল জলাবন')
    expect((field(b.description) as HTMLTextAreaElement).value).toBe('মিঠাপানির জলাবন।')
    await userEvent.clear(field(b.description))
    await userEvent.click(submit())

    await waitFor(() => expect(save).toHaveBeenCalledTimes(1))
    expect(save.mock.calls[0]![0]).toMatchObject({
      placeNameBn: 'রাতারগুল জলাবন',
      descriptionBn: null,
    })
    expect(await screen.findByText('Saved Ratargul Swamp Forest')).toBeTruthy()
    expect((field(b.placeName) as HTMLInputElement).value).toBe('রাতারগুল জলাবন')
    expect((field(b.description) as HTMLTextAreaElement).value).toBe('')
  })

  it('says under the box when one is too long, or when the server refuses it', async () => {
    const save = vi.fn((_: PlaceValues) =>
      Promise.reject<Place>(
        new ApiError(400, 'BAD_REQUEST', 'x', [{ path: '/placeNameBn', message: 'Not this one.' }]),
      ),
    )
    renderForm(save)
    await fillValidPlan()
    fireEvent.change(field(b.placeName), { target: { value: 'ক'.repeat(121) } })
    await userEvent.click(submit())
    await waitFor(() => expect(descriptionOf(field(b.placeName))).toBe(b.tooLong({ max: 120 })))
    expect(save).not.toHaveBeenCalled()

    await userEvent.clear(field(b.placeName))
    await userEvent.type(field(b.placeName), 'রাতারগুল')
    await userEvent.click(submit())
    await waitFor(() => expect(descriptionOf(field(b.placeName))).toBe('Not this one.'))
    expect(document.activeElement).toBe(field(b.placeName))
  })

  it("fills a division's English name from a list in Bangla", async () => {
    answerApi(({ url }) =>
      url === '/api/divisions'
        ? { status: 200, body: [{ ...division, divisionName: 'সিলেট' }] }
        : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'no' } } },
    )
    const save = vi.fn((_: PlaceValues) => Promise.resolve(saved))
    renderForm(save)
    await fillValidPlan()
    expect(
      screen.getByRole('option', { name: m.divisionOption({ name: 'সিলেট', id: 6 }) }),
    ).toBeTruthy()
    expect((field(m.divisionName) as HTMLInputElement).value).toBe('Sylhet')
    await userEvent.click(submit())
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1))
    expect(save.mock.calls[0]![0]).toMatchObject({ parentID: 6, divisionName: 'Sylhet' })
  })
})
