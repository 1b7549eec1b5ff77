import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './password.ts'

describe('verifyPassword', () => {
  it('accepts the password its hash was made from and refuses another', async () => {
    const hash = await hashPassword('correct horse battery')
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await verifyPassword({ hash, password: 'correct horse battery' })).toBe(true)
    expect(await verifyPassword({ hash, password: 'correct horse batterY' })).toBe(false)
  })

  it('refuses (not throws) when the stored hash does not decode', async () => {
    for (const hash of ['', 'not a hash', '$argon2id$v=19$m=19456,t=2,p=1$abc']) {
      expect(await verifyPassword({ hash, password: 'anything at all' })).toBe(false)
    }
  })
})
