import { describe, expect, it } from 'vitest'
import { ApiError } from '#web/lib/api-client.ts'
import { describeAuthError } from './auth-error.ts'

describe('describeAuthError', () => {
  it("shows a refused field's own sentence, not the API's prefix", async () => {
    const refused = new ApiError(
      400,
      'BAD_REQUEST',
      'Invalid body field "password": This password is one of the most common ones.',
      [{ path: '/password', message: 'This password is one of the most common ones.' }],
    )
    expect(await describeAuthError(refused)).toBe('This password is one of the most common ones.')
  })

  it("keeps the server's sentence otherwise", async () => {
    const taken = new ApiError(409, 'CONFLICT', 'An account with this email already exists.', {
      authCode: 'USER_ALREADY_EXISTS',
    })
    expect(await describeAuthError(taken)).toBe('An account with this email already exists.')
  })
})
