import { describe, expect, it } from 'vitest'
import { actionLabel, formatWhen, shortId, subjectHref, subjectName } from './format.ts'

const uuid = '1a2b3c4d-0000-4000-8000-000000000001'

describe('audit entry format', () => {
  it('shows the time in Dhaka (UTC+6)', () => {
    expect(formatWhen('2026-11-24T08:05:00.000Z')).toBe('24 Nov 2026, 14:05')
    expect(formatWhen('2026-11-24T20:30:00.000Z')).toBe('25 Nov 2026, 02:30')
  })

  it('names known actions and falls back to the raw one', () => {
    expect(actionLabel('refund.issued')).toBe('Refund issued')
    expect(actionLabel('plan.updated')).toBe('Plan edited')
    expect(actionLabel('coupon.created')).toBe('coupon.created')
  })

  it('shortens ids and links subjects that have a page', () => {
    expect(shortId(uuid)).toBe('1a2b3c4d')
    expect(shortId('42')).toBe('42')
    expect(subjectName({ subjectType: 'plan', subjectId: uuid })).toBe('Plan 1a2b3c4d')
    expect(subjectName({ subjectType: 'coupon', subjectId: 'c1' })).toBe('coupon c1')
    expect(subjectHref({ action: 'plan.updated', subjectType: 'plan', subjectId: uuid })).toBe(
      `/Dashboard/ManagePlan/${uuid}`,
    )
    expect(
      subjectHref({ action: 'plan.deleted', subjectType: 'plan', subjectId: uuid }),
    ).toBeUndefined()
    expect(
      subjectHref({ action: 'departure.updated', subjectType: 'departure', subjectId: uuid }),
    ).toBe(`/Dashboard/Departures/${uuid}/Manifest`)
    expect(
      subjectHref({ action: 'refund.issued', subjectType: 'order', subjectId: uuid }),
    ).toBeUndefined()
    // The exchange rate is shown and set on Manage Plan.
    expect(
      subjectHref({ action: 'exchange-rate.set', subjectType: 'exchange-rate', subjectId: '3' }),
    ).toBe('/Dashboard/ManagePlan')
  })
})
