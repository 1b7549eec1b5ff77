import { describe, expect, it } from 'vitest'
import { currentLocale, messages, withLocale } from './messages.ts'

describe('withLocale', () => {
  it('reads every message in the locale given, then gives the current one back', () => {
    expect(currentLocale()).toBe('en')
    expect(withLocale('bn', () => messages.brand)).toBe('বাংলা ট্যুরস')
    expect(withLocale('bn', () => messages.mail.departure('x', 2))).toContain('২')
    expect(messages.brand).toBe('Bangla Tours')
    expect(withLocale('bn', () => withLocale('en', () => messages.brand) + currentLocale())).toBe(
      'Bangla Toursbn',
    )
  })

  it('gives the locale back when the render throws, and refuses one that is not synchronous', () => {
    expect(() =>
      withLocale('bn', () => {
        throw new Error('boom')
      }),
    ).toThrow('boom')
    expect(currentLocale()).toBe('en')
    expect(() => withLocale('bn', async () => messages.brand)).toThrow(/synchronously/)
    expect(currentLocale()).toBe('en')
  })
})
