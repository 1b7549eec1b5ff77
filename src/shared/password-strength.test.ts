import { describe, expect, it } from 'vitest'
import {
  isWeakPassword,
  MIN_PASSWORD_SCORE,
  passwordScore,
  passwordUserInputs,
} from './password-strength.ts'

const rahima = { email: 'rahima.khatun@example.com', name: 'Rahima Khatun' }

/** The API tests' passwords for new accounts (tests/factories/accounts.ts and the suites). */
const FIXTURE_PASSWORDS = [
  'correct horse battery',
  'a brand new password',
  'a brand new secret',
  'mangroves at dawn',
  'tea gardens of sylhet',
]

describe('password strength', () => {
  it.each([
    'aaaaaaaa',
    'abcdefgh',
    'Password2026',
    'banglatours',
    'BanglaTours2026',
    'qwertyuiop',
    'rahima.khatun@example.com',
    'Rahima Khatun',
    'rahimakhatun',
    'Khatun1990',
  ])('refuses %s for Rahima Khatun', async (password) => {
    expect(await passwordScore(password, rahima)).toBeLessThan(MIN_PASSWORD_SCORE)
    expect(await isWeakPassword(password, rahima)).toBe(true)
  })

  it.each([...FIXTURE_PASSWORDS, 'monsoon paddy ferry', 'Sundarbans tiger 2026', 'kx7!Qm2#pL9z'])(
    'accepts %s',
    async (password) => {
      expect(await isWeakPassword(password, rahima)).toBe(false)
      expect(await isWeakPassword(password, { email: 'user-1a2b3c4d@example.com' })).toBe(false)
    },
  )

  it('judges a long password by its first 64 characters', async () => {
    expect(await isWeakPassword('a'.repeat(64) + 'kx7!Qm2#pL9z', rahima)).toBe(true)
    expect(await isWeakPassword('monsoon paddy ferry '.repeat(6), rahima)).toBe(false)
  })

  it("refuses the account's own email and name, not someone else's", async () => {
    const nusrat = { email: 'nusrat.jahan.dhaka@example.com', name: 'Nusrat Jahan' }
    expect(await isWeakPassword('nusratjahandhaka', nusrat)).toBe(true)
    expect(await isWeakPassword('nusratjahandhaka', rahima)).toBe(false)
  })
})

describe('passwordUserInputs', () => {
  it("lists the email, its local part, the name, their words, then the site's name", () => {
    expect(
      passwordUserInputs({ email: ' Rahima.Khatun@Example.com ', name: 'Rahima Khatun' }),
    ).toEqual([
      'rahima.khatun@example.com',
      'rahima.khatun',
      'Rahima Khatun',
      'rahimakhatun',
      'RahimaKhatun',
      'rahima',
      'khatun',
      'example',
      'com',
      'Rahima',
      'Khatun',
      'Bangla Tours',
      'banglatours',
      'bangla',
      'tours',
    ])
    expect(passwordUserInputs({})).toEqual(['Bangla Tours', 'banglatours', 'bangla', 'tours'])
  })
})
