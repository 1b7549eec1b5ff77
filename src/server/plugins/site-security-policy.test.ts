/**
 * The page CSP's img-src names the map's tile server (MAP_TILE_URL, decision 047): its origin,
 * a `{s}` subdomain as a wildcard, nothing when the map is off.
 */
import { describe, expect, it } from 'vitest'
import { siteSecurityPolicy, tileImageSources } from './site-security-policy.ts'

const imgSrc = (tileUrl: string | null) => {
  const policy = siteSecurityPolicy({
    publicUrl: 'https://tours.example',
    payments: { provider: 'sandbox' },
    map: { tileUrl, attribution: '© OpenStreetMap contributors' },
  })
  const csp = policy.documents.contentSecurityPolicy
  return csp && typeof csp === 'object' ? csp.directives?.imgSrc : undefined
}

describe("the page CSP and the map's tiles", () => {
  it('allows images from the tile server the setting names', () => {
    expect(imgSrc('http://127.0.0.1:4100/{z}/{x}/{y}.png')).toContain('http://127.0.0.1:4100')
    expect(imgSrc('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toContain(
      'https://tile.openstreetmap.org',
    )
  })

  it('names a {s} subdomain as a wildcard, and nothing more without a map', () => {
    expect(tileImageSources('https://{s}.tile.example.org/{z}/{x}/{y}{r}.png')).toEqual([
      'https://*.tile.example.org',
    ])
    expect(tileImageSources(null)).toEqual([])
    expect(imgSrc(null)).toEqual(["'self'", 'data:', 'https:'])
  })
})
