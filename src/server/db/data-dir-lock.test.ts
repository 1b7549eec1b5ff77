import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts'

const dirs: string[] = []
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('lockDataDir', () => {
  it('refuses a folder locked by a running process', () => {
    const dir = tempDir()
    // The parent of this test process is alive for the whole test.
    fs.writeFileSync(path.join(dir, 'server.lock'), `${process.ppid}\n`)
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError)
    expect(() => lockDataDir(dir)).toThrow(/in use by another server/)
  })
  it('takes over a lock left by a process that is gone', () => {
    const dir = tempDir()
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999999\n')
    const lock = lockDataDir(dir)
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8').trim()).toBe(String(process.pid))
    lock.release()
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false)
  })
  it('creates a missing folder and can be locked again after release', () => {
    const dir = path.join(tempDir(), 'nested', 'data')
    lockDataDir(dir).release()
    lockDataDir(dir).release()
  })
})
