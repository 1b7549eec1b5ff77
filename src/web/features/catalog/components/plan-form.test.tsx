/**
 * The plan form's field errors: every spec field checked with the server's placeInputSchema
 * (each message under its field, nothing saved), a server refusal naming a field under that field
 * (e.g. a place id in use, 409), and one naming no field in the red alert above the button.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Place, PlaceValues } from '#shared/contracts/catalog.ts'
import { messages } from '#shared/messages.ts'
import { answerApi, descriptionOf, renderPage } from '#tests/components/render.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { PlanForm } from './plan-form.tsx'

const m = messages.planForm
const field = (label: string) => screen.getByLabelText(label, { exact: true })
const submit = () => screen.getByRole('button', { name: 'Save plan' })

const division = { _id: 'd1', id: 6, divisionName: 'Sylhet', image: '/x.svg', totalPlace: 3 }

// happy-dom draws no images: every address "loads", so the image check passes.
class LoadingImage {
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  naturalWidth = 800
  set src(_: string) {
    setTimeout(() => this.onload?.(), 0)
  }
}
const realImage = globalThis.Image
beforeEach(() => {
  globalThis.Image = LoadingImage as unknown as typeof Image
  answerApi(({ url }) =>
    url === '/api/divisions'
      ? { status: 200, body: [division] }
      : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'no' } } },
  )
})
afterEach(() => {
  globalThis.Image = realImage
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
