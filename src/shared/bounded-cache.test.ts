import { describe, expect, it } from 'vitest'
import { BoundedCache } from './bounded-cache.ts'

const map = (maxEntries: number, maxBytes: number) =>
  new BoundedCache<string, string>({ maxEntries, maxBytes, sizeOf: (k, v) => k.length + v.length })

describe('BoundedCache', () => {
  it('drops the least recently used entry when it holds too many', () => {
    const m = map(2, 1000)
    m.set('a', '1')
    m.set('b', '2')
    expect(m.get('a')).toBe('1')
    m.set('c', '3')
    expect([m.has('a'), m.has('b'), m.has('c')]).toEqual([true, false, true])
    expect(m.size).toBe(2)
  })

  it('keeps its bytes under the bound and refuses a value larger than the bound', () => {
    const m = map(100, 10)
    m.set('a', '1234')
    m.set('b', '1234')
    expect(m.bytes).toBe(10)
    m.set('c', '12')
    expect(m.has('a')).toBe(false)
    expect(m.bytes).toBe(8)
    expect(m.set('d', 'x'.repeat(20))).toBe(false)
    expect(m.has('d')).toBe(false)
    m.set('b', '1')
    expect(m.bytes).toBe(5)
    m.clear()
    expect([m.size, m.bytes]).toEqual([0, 0])
  })

  it('stays within both bounds under many distinct keys', () => {
    const m = map(50, 400)
    for (let i = 0; i < 10_000; i++) m.set(`key-${i}`, 'v'.repeat(i % 17))
    expect(m.size).toBeLessThanOrEqual(50)
    expect(m.bytes).toBeLessThanOrEqual(400)
  })

  it('holds null values (a session known to be absent) and keeps nothing with bounds of zero', () => {
    const sessions = new BoundedCache<string, string | null>({
      maxEntries: 10,
      maxBytes: 100,
      sizeOf: (k) => k.length,
    })
    expect(sessions.set('nobody', null)).toBe(true)
    expect(sessions.has('nobody')).toBe(true)
    expect(sessions.get('nobody')).toBeNull()
    const off = map(0, 0)
    expect(off.set('a', '1')).toBe(false)
    expect([off.size, off.bytes, off.get('a')]).toEqual([0, 0, undefined])
  })
})
