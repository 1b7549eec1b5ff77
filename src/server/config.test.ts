import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('has defaults for a local run', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      seed: 'demo',
    })
  })
  it('names the variable when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError)
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid PORT/)
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/^Invalid DATABASE_URL/)
    expect(() => loadConfig({ SEED: 'lots' })).toThrow(/^Invalid SEED/)
    expect(() => loadConfig({ HOLD_HOURS: '0' })).toThrow(/^Invalid HOLD_HOURS/)
    expect(() => loadConfig({ HOLD_HOURS: 'a day' })).toThrow(/^Invalid HOLD_HOURS/)
    expect(loadConfig({ HOLD_HOURS: '0.5' }).holdHours).toBe(0.5)
    expect(loadConfig({}).holdHours).toBe(24)
  })
  it('treats empty values as unset and trims a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PORT: '', PUBLIC_URL: 'https://tours.example/' })).toMatchObject({
      port: 3000,
      publicUrl: 'https://tours.example',
    })
  })

  it('requires AUTH_SECRET in production and both Google variables together', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/^Invalid AUTH_SECRET: required/)
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'short' })).toThrow(
      /^Invalid AUTH_SECRET/,
    )
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/^Invalid GOOGLE_CLIENT_SECRET/)
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).google).toMatchObject({
      clientId: 'id',
      discoveryUrl: 'https://accounts.google.com/.well-known/openid-configuration',
    })
  })

  it('trusts a proxy on loopback in production unless TRUST_PROXY names others', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) }
    expect(loadConfig({}).trustProxy).toEqual([])
    expect(loadConfig(production).trustProxy).toEqual(['loopback'])
    expect(
      loadConfig({ ...production, TRUST_PROXY: ' 10.0.0.0/8, uniquelocal,::1 ' }).trustProxy,
    ).toEqual(['10.0.0.0/8', 'uniquelocal', '::1'])
    for (const bad of ['true', '*', '10.0.0.0/33', 'nginx', '10.0.0.1/8/2']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/^Invalid TRUST_PROXY/)
    }
  })

  it('reads ADMIN_EMAILS as a lower-cased list', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ' }).adminEmails).toEqual(
      ['boss@example.com', 'ops@example.com'],
    )
    expect(() => loadConfig({ ADMIN_EMAILS: 'not-an-email' })).toThrow(/^Invalid ADMIN_EMAILS/)
  })
})
