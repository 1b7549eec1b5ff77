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
  })
  it('treats empty values as unset and trims a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PORT: '', PUBLIC_URL: 'https://tours.example/' })).toMatchObject({
      port: 3000,
      publicUrl: 'https://tours.example',
    })
  })
})
