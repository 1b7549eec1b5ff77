/**
 * `npm run db:import -- --in file [--replace]`: loads a backup written by db:export into the
 * configured database (migrated first), in one transaction. The file is checked completely
 * before the database is opened; a non-empty database is refused unless --replace.
 */
import { parseArgs } from 'node:util'
import { loadConfig } from '#server/config.ts'
import { BackupError } from '#server/db/backup/backup-error.ts'
import { checkImportable, importBackup } from '#server/db/backup/import-database.ts'
import { describeDatabase, openForImport } from '#server/db/backup/open-database.ts'
import { checkBackupFile } from '#server/db/backup/read-backup.ts'
import { runCommand } from '#server/db/backup/run-command.ts'

const usage = 'usage: npm run db:import -- --in backup.jsonl [--replace]'

runCommand('db:import', usage, async () => {
  const { values } = parseArgs({
    options: { in: { type: 'string' }, replace: { type: 'boolean', default: false } },
    strict: true,
  })
  if (!values.in || values.in === '-') {
    throw new BackupError(`--in needs the backup file's path. ${usage}`)
  }
  const config = loadConfig()
  const started = performance.now()
  const contents = await checkBackupFile(values.in)
  checkImportable(contents)
  const database = await openForImport(config)
  try {
    const summary = await importBackup(database, contents, { replace: values.replace })
    const ms = Math.round(performance.now() - started)
    console.log(
      `Imported ${summary.rows} rows in ${summary.tables.length} tables from ${values.in} ` +
        `into ${describeDatabase(config)}${summary.replaced ? ' (replacing its rows)' : ''} in ${ms} ms.`,
    )
  } finally {
    await database.close()
  }
})
