import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startFromTemplate } from './pglite-template.ts'

const made: string[] = []
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'))
  made.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

/** A stand-in template: the files a data directory has, PG_VERSION among them. */
function fakeTemplate(): string {
  const template = tempDir()
  fs.writeFileSync(path.join(template, 'PG_VERSION'), '17\n')
  fs.mkdirSync(path.join(template, 'base', '1'), { recursive: true })
  fs.writeFileSync(path.join(template, 'base', '1', '1259'), 'pages')
  return template
}

describe('startFromTemplate', () => {
  it('copies the template into a new data directory, beside what is already there', () => {
    const template = fakeTemplate()
    const dataDir = path.join(tempDir(), 'data')
    fs.mkdirSync(dataDir)
    fs.writeFileSync(path.join(dataDir, 'server.lock'), '123\n')
    expect(startFromTemplate(dataDir, template)).toBe(true)
    expect(fs.readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8')).toBe('17\n')
    expect(fs.readFileSync(path.join(dataDir, 'base', '1', '1259'), 'utf8')).toBe('pages')
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(true)
  })

  it('leaves an existing database alone', () => {
    const template = fakeTemplate()
    const dataDir = tempDir()
    fs.writeFileSync(path.join(dataDir, 'PG_VERSION'), '17\n')
    fs.mkdirSync(path.join(dataDir, 'base'))
    expect(startFromTemplate(dataDir, template)).toBe(false)
    expect(fs.readdirSync(path.join(dataDir, 'base'))).toEqual([])
  })

  it('copies again over a copy cut short (no PG_VERSION yet)', () => {
    const template = fakeTemplate()
    const dataDir = tempDir()
    fs.mkdirSync(path.join(dataDir, 'base', '1'), { recursive: true })
    fs.writeFileSync(path.join(dataDir, 'base', '1', '1259'), 'pa')
    expect(startFromTemplate(dataDir, template)).toBe(true)
    expect(fs.readFileSync(path.join(dataDir, 'base', '1', '1259'), 'utf8')).toBe('pages')
  })

  it('does nothing without a template (the sources, run by tsx)', () => {
    const dataDir = tempDir()
    expect(startFromTemplate(dataDir, undefined)).toBe(false)
    expect(fs.readdirSync(dataDir)).toEqual([])
  })
})
