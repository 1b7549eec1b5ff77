/**
 * The real server process on the embedded database: it starts on an empty DATA_DIR with the
 * demo catalogue, refuses a second server on the same folder, shuts down cleanly on SIGTERM and
 * keeps its data across a restart.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from '#tests/support/net.ts'
import { testDatabaseUrl } from '#tests/support/test-database.ts'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tours-data-'))
const children: ChildProcess[] = []

afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
  fs.rmSync(dataDir, { recursive: true, force: true })
})

function startServer(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      SEED: 'demo',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, exited, output: () => output }
}

async function waitForHealth(port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`server on ${port} did not become healthy`)
}

// This is about the embedded engine; the PostgreSQL run of the suite has nothing to add here.
describe.skipIf(testDatabaseUrl)('server process on the embedded database', () => {
  it('locks DATA_DIR, shuts down cleanly and keeps data across restarts', async () => {
    const port = await freePort()
    const first = startServer(port)
    await waitForHealth(port)
    const divisions = await (await fetch(`http://127.0.0.1:${port}/api/divisions`)).json()
    expect(divisions).toHaveLength(8)
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(true)

    const second = startServer(await freePort())
    expect(await second.exited).toBe(1)
    expect(second.output()).toMatch(/Cannot start: DATA_DIR .* is in use by another server/)

    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false)

    const again = startServer(port)
    await waitForHealth(port)
    const after = await (await fetch(`http://127.0.0.1:${port}/api/divisions`)).json()
    expect(after).toEqual(divisions)
    expect(again.output()).toContain('"seeded":false')
    again.child.kill('SIGINT')
    expect(await again.exited).toBe(0)
  }, 120_000)

  it('stops with one clear line on bad configuration', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: 'not-a-port' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    children.push(child)
    let stderr = ''
    child.stderr!.on('data', (chunk) => (stderr += chunk))
    const code = await new Promise((resolve) => child.on('exit', resolve))
    expect(code).toBe(1)
    expect(stderr.trim()).toMatch(/^Cannot start: Invalid PORT/)
  }, 30_000)
})
