/**
 * The shell around `db:export` and `db:import`: expected failures (bad arguments, bad
 * configuration, a locked DATA_DIR, a bad file, a non-empty target, an unreachable server) end
 * the process with one line and status 1; anything else shows its stack.
 */
import { ConfigError } from '../../config.ts'
import { DataDirLockedError } from '../data-dir-lock.ts'
import { BackupError } from './backup-error.ts'

function oneLine(thrown: unknown): string | undefined {
  // Drizzle wraps a database error in one that quotes the query and its parameters.
  const error =
    thrown instanceof Error && thrown.message.startsWith('Failed query') && thrown.cause
      ? thrown.cause
      : thrown
  if (
    error instanceof BackupError ||
    error instanceof ConfigError ||
    error instanceof DataDirLockedError
  ) {
    return error.message
  }
  const code = (error as { code?: unknown } | null)?.code
  // node:util parseArgs (unknown or malformed option), connection refusals, PostgreSQL errors.
  if (typeof code === 'string' && (code.startsWith('ERR_PARSE_ARGS') || /^E[A-Z]+$/.test(code))) {
    return (error as Error).message || `cannot connect (${code})`
  }
  if (error instanceof Error && 'severity' in error && typeof code === 'string') {
    return `database error ${code}: ${error.message}`
  }
  return undefined
}

export function runCommand(name: string, usage: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    const message = oneLine(error)
    if (message) {
      console.error(`${name}: ${message}`)
      if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) console.error(usage)
    } else {
      console.error(`${name} failed:`, error)
    }
    process.exitCode = 1
  })
}
