import { describe, expect, it } from 'vitest'
import { inputProblem } from './input-guard.ts'

describe('inputProblem', () => {
  it('accepts ordinary payloads, Unicode and empty inputs', () => {
    expect(inputProblem({ name: 'রহিম 😀', tags: ['a', 1, null, true], n: { m: 'x' } })).toBe(
      undefined,
    )
    expect(inputProblem(undefined)).toBe(undefined)
    expect(inputProblem(Buffer.from([0, 1, 2]))).toBe(undefined)
  })

  it('finds a NUL character in any string or key, however deep', () => {
    expect(inputProblem('a\u0000b')).toMatch(/NUL/)
    expect(inputProblem({ list: [{ deep: ['ok', 'x\u0000'] }] })).toMatch(/NUL/)
    expect(inputProblem({ ['k\u0000']: 1 })).toMatch(/NUL/)
  })
})
