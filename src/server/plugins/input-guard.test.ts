import { describe, expect, it } from 'vitest'
import { inputProblem, MAX_INPUT_DEPTH } from './input-guard.ts'

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf'
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value }
  return value
}

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

  it('refuses nesting past the limit without overflowing the stack', () => {
    expect(inputProblem(nested(MAX_INPUT_DEPTH))).toBe(undefined)
    expect(inputProblem(nested(MAX_INPUT_DEPTH + 1))).toMatch(/nested more than/)
    expect(inputProblem(nested(100_000))).toMatch(/nested more than/)
  })
})
