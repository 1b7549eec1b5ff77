/**
 * An exclusive lock on DATA_DIR: PGlite is a single-process database, and two servers writing
 * one folder would corrupt it. The lock is a file holding the owner's pid, created atomically
 * (O_EXCL); a lock left by a process that no longer runs is taken over.
 */
import fs from 'node:fs'
import path from 'node:path'

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `DATA_DIR ${dataDir} is in use by another server (pid ${pid}). ` +
        'Stop it first, or give this one its own DATA_DIR.',
    )
    this.name = 'DataDirLockedError'
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export interface DataDirLock {
  release(): void
}

export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, 'server.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx')
      fs.writeSync(fd, `${process.pid}\n`)
      fs.closeSync(fd)
      let released = false
      return {
        release() {
          if (released) return
          released = true
          try {
            if (readOwner(file) === process.pid) fs.unlinkSync(file)
          } catch {
            // Already gone: nothing to release.
          }
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = readOwner(file)
      if (owner !== undefined && isRunning(owner)) {
        throw new DataDirLockedError(dataDir, owner)
      }
      // Stale lock from a crashed server (or unreadable): remove it and try once more.
      fs.rmSync(file, { force: true })
    }
  }
  throw new Error(`Could not lock DATA_DIR ${dataDir}`)
}

function readOwner(file: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10)
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}
