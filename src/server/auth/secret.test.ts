import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { resolveAuthSecret } from './secret.ts'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('resolveAuthSecret', () => {
  it('uses AUTH_SECRET when set', () => {
    expect(resolveAuthSecret({ authSecret: 'x'.repeat(40), dataDir: '/nonexistent' })).toBe(
      'x'.repeat(40),
    )
  })
  it('generates one secret into DATA_DIR and reuses it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'))
    dirs.push(dir)
    const first = resolveAuthSecret({ authSecret: undefined, dataDir: dir })
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(resolveAuthSecret({ authSecret: undefined, dataDir: dir })).toBe(first)
    expect(fs.statSync(path.join(dir, 'auth-secret')).mode & 0o777).toBe(0o600)
  })
})
