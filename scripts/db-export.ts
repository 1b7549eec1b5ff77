/**
 * `npm run db:export -- [--out file]`: every row of the configured database (the embedded one in
 * DATA_DIR, or PostgreSQL with DATABASE_URL) into one backup file (format:
 * src/server/db/backup/format.ts). `--out -` writes to stdout; messages go to stderr.
 */
import { once } from 'node:events'
import { parseArgs } from 'node:util'
import { loadConfig } from '#server/config.ts'
import { exportDatabase, exportToFile } from '#server/db/backup/export-database.ts'
import { describeDatabase, openForExport } from '#server/db/backup/open-database.ts'
import { runCommand } from '#server/db/backup/run-command.ts'

const usage = 'usage: npm run db:export -- [--out backup.jsonl]   (--out - writes to stdout)'

function defaultFile(): string {
  const stamp = new Date().toISOString().replace(/[:]/g, '').replace(/\..*$/, '')
  return `bangla-tours-${stamp}.jsonl`
}

async function toStdout(chunk: string): Promise<void> {
  if (!process.stdout.write(chunk)) await once(process.stdout, 'drain')
}

runCommand('db:export', usage, async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } }, strict: true })
  const config = loadConfig()
  const out = values.out ?? defaultFile()
  const started = performance.now()
  const database = await openForExport(config)
  try {
    const summary =
      out === '-' ? await exportDatabase(database, toStdout) : await exportToFile(database, out)
    const ms = Math.round(performance.now() - started)
    console.error(
      `Exported ${summary.rows} rows in ${summary.tables.length} tables (migration ${summary.migration}) ` +
        `from ${describeDatabase(config)} to ${out === '-' ? 'stdout' : out}: ` +
        `${(summary.bytes / 1024).toFixed(1)} KiB in ${ms} ms.`,
    )
  } finally {
    await database.close()
  }
})
