import { describe, expect, it } from 'vitest'
import { returnPath, safeReturnPath } from './return-path.ts'

describe('safeReturnPath', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeReturnPath('/TourPlans')).toBe('/TourPlans')
    expect(safeReturnPath('/Dhaka/1?x=1#top')).toBe('/Dhaka/1?x=1#top')
  })

  it('refuses other sites, relative paths and /login', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'TourPlans',
      '',
      '/login',
      '/Login/',
      '/login?from=/x',
      '/x\n',
      42,
      null,
    ]) {
      expect(safeReturnPath(bad)).toBeUndefined()
    }
  })
})

describe('returnPath', () => {
  it('prefers the location a guard saved in router state', () => {
    const state = { from: { pathname: '/Dashboard/MakeAdmin', search: '?a=1', hash: '' } }
    expect(returnPath(state, '/About')).toBe('/Dashboard/MakeAdmin?a=1')
  })

  it('falls back to ?from=, then to the root', () => {
    expect(returnPath(null, '/TourPlans')).toBe('/TourPlans')
    expect(returnPath({ from: { pathname: '//evil' } }, null)).toBe('/')
    expect(returnPath(undefined, 'https://evil.example')).toBe('/')
  })
})
