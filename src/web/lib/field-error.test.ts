import { describe, expect, it } from 'vitest'
import { ApiError } from './api-client.ts'
import { fieldErrorOf, fieldErrorsOf, showFieldErrors } from './field-error.ts'

describe('fieldErrorsOf', () => {
  it("reads each field and its message from a 400's details", () => {
    const error = new ApiError(400, 'BAD_REQUEST', 'Invalid body field "phone": …', [
      { path: '/phone', message: 'Enter a phone number, e.g. +880 1712-345678.' },
      { path: '/address/city', message: 'Enter your city.' },
    ])
    expect(fieldErrorsOf(error)).toEqual([
      { field: 'phone', message: 'Enter a phone number, e.g. +880 1712-345678.' },
      { field: 'address.city', message: 'Enter your city.' },
    ])
    expect(fieldErrorOf(error)).toEqual({
      field: 'phone',
      message: 'Enter a phone number, e.g. +880 1712-345678.',
    })
  })

  it('reads a 409 on a unique field', () => {
    const error = new ApiError(409, 'CONFLICT', 'Invalid body field "placeId": …', [
      { path: '/placeId', message: 'Place id 7 is already used.' },
    ])
    expect(fieldErrorOf(error)).toEqual({
      field: 'placeId',
      message: 'Place id 7 is already used.',
    })
  })

  it('never reads the summary, and ignores answers that name no field', () => {
    // A summary alone names no field: only details count.
    expect(fieldErrorOf(new ApiError(400, 'BAD_REQUEST', 'Invalid body field "x": y'))).toBe(
      undefined,
    )
    expect(fieldErrorOf(new ApiError(409, 'CONFLICT', 'This order is paid.'))).toBeUndefined()
    expect(fieldErrorOf(new ApiError(400, 'BAD_REQUEST', 'x', { authCode: 'X' }))).toBeUndefined()
    expect(fieldErrorOf(new ApiError(400, 'BAD_REQUEST', 'x', [{ path: '', message: 'm' }]))).toBe(
      undefined,
    )
    expect(
      fieldErrorOf(new ApiError(500, 'INTERNAL', 'x', [{ path: '/x', message: 'y' }])),
    ).toBeUndefined()
    expect(fieldErrorOf(new Error('Invalid body field "x": y'))).toBeUndefined()
  })
})

describe('showFieldErrors', () => {
  const refusal = new ApiError(400, 'BAD_REQUEST', 'x', [
    { path: '/weekdays', message: 'Choose a day.' },
    { path: '/capacity', message: 'Too many.' },
    { path: '/elsewhere', message: 'Not ours.' },
  ])

  it("sets the form's own fields and focuses the first one it may", () => {
    const set: string[] = []
    const focused: string[] = []
    const shown = showFieldErrors(refusal, {
      fields: ['weekdays', 'capacity'] as const,
      setError: (field, { message }) => set.push(`${field}: ${message}`),
      setFocus: (field) => focused.push(field),
      focusable: (field) => field !== 'weekdays',
    })
    expect(shown).toBe(true)
    expect(set).toEqual(['weekdays: Choose a day.', 'capacity: Too many.'])
    expect(focused).toEqual([])
  })

  it('says so when the refusal names none of its fields', () => {
    const shown = showFieldErrors(refusal, {
      fields: ['date'] as const,
      setError: () => expect.unreachable(),
      setFocus: () => expect.unreachable(),
    })
    expect(shown).toBe(false)
  })
})
