import { describe, expect, it } from 'vitest'
import { authErrorText, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './auth-errors.ts'

describe('authErrorText', () => {
  it('states the password limits the schemas enforce', () => {
    expect(authErrorText('PASSWORD_TOO_SHORT')).toContain(`at least ${MIN_PASSWORD_LENGTH} `)
    expect(authErrorText('PASSWORD_TOO_LONG')).toContain(`at most ${MAX_PASSWORD_LENGTH} `)
  })

  it('explains known codes and never shows an unknown one', () => {
    expect(authErrorText('INVALID_EMAIL_OR_PASSWORD')).toBe(
      'Wrong email or password. Check them and try again.',
    )
    for (const code of ['SOME_NEW_CODE', undefined, '', 'toString', '__proto__']) {
      expect(authErrorText(code)).toBe('Something went wrong. Please try again.')
    }
  })
})
