/**
 * The secret that signs session cookies: AUTH_SECRET when set (required in production), else
 * one generated on the first local run and kept in DATA_DIR so sessions survive restarts.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export function resolveAuthSecret({
  authSecret,
  dataDir,
}: {
  authSecret: string | undefined
  dataDir: string
}): string {
  if (authSecret) return authSecret
  const file = path.join(dataDir, 'auth-secret')
  try {
    const existing = fs.readFileSync(file, 'utf8').trim()
    if (existing.length >= 32) return existing
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  fs.mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  // wx: if two processes race, the loser reads the winner's file.
  try {
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' })
    return secret
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return fs.readFileSync(file, 'utf8').trim()
  }
}
