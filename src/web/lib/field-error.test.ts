import { describe, expect, it } from 'vitest'
import { ApiError } from './api-client.ts'
import { fieldErrorOf } from './field-error.ts'

describe('fieldErrorOf', () => {
  it('reads the field and its sentence from a 400', () => {
    const error = new ApiError(
      400,
      'BAD_REQUEST',
      'Invalid body field "phone": Enter a phone number, e.g. +880 1712-345678.',
    )
    expect(fieldErrorOf(error)).toEqual({
      field: 'phone',
      message: 'Enter a phone number, e.g. +880 1712-345678.',
    })
  })

  it('capitalises a 409 sentence on a unique field', () => {
    const error = new ApiError(
      409,
      'CONFLICT',
      'Invalid body field "placeId": place id 7 is already used.',
    )
    expect(fieldErrorOf(error)).toEqual({
      field: 'placeId',
      message: 'Place id 7 is already used.',
    })
  })

  it('ignores other errors', () => {
    expect(fieldErrorOf(new ApiError(409, 'CONFLICT', 'This order is paid.'))).toBeUndefined()
    expect(fieldErrorOf(new ApiError(500, 'INTERNAL', 'Invalid body field "x": y'))).toBeUndefined()
    expect(fieldErrorOf(new Error('Invalid body field "x": y'))).toBeUndefined()
  })
})
