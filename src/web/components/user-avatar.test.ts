import { describe, expect, it } from 'vitest'
import { initials } from './user-avatar.tsx'

describe('initials', () => {
  it('takes the first and last word of a name', () => {
    expect(initials('Rahim Uddin')).toBe('RU')
    expect(initials('  Nusrat  Jahan  Mim ')).toBe('NM')
    expect(initials('rahim')).toBe('R')
  })

  it('falls back to the email, then to a question mark', () => {
    expect(initials('', 'sadia@example.com')).toBe('S')
    expect(initials('   ')).toBe('?')
  })
})
