/**
 * Reading a backup file: its lines in order, and a full check of its shape and checksum made
 * before any database is opened — so a missing, foreign, truncated or edited file is refused
 * with one line and changes nothing.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { BackupError } from './backup-error.ts'
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  endLineSchema,
  headerSchema,
  tableLineSchema,
  type BackupHeader,
  type EndLine,
  type TableLine,
} from './format.ts'

export interface BackupContents {
  file: string
  header: BackupHeader
  tables: TableLine[]
  end: EndLine
}

/** The file's lines with their numbers (1-based); a missing file is a BackupError. */
export async function* backupLines(file: string): AsyncGenerator<{ text: string; number: number }> {
  let stream: fs.ReadStream
  try {
    const handle = await fs.promises.open(file, 'r')
    if (!(await handle.stat()).isFile()) {
      await handle.close()
      throw new BackupError(`${file} is not a file.`)
    }
    stream = handle.createReadStream({ encoding: 'utf8' })
  } catch (error) {
    if (error instanceof BackupError) throw error
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') throw new BackupError(`No backup file at ${file}.`)
    throw new BackupError(`Cannot read ${file}: ${(error as Error).message}`)
  }
  // Lines end at \n (a \r before it is dropped) and nowhere else: JSON writes U+2028 and U+2029
  // unescaped inside strings, and Node 24's readline ends a line at them too (Node 20's did not).
  let number = 0
  let rest = ''
  try {
    for await (const chunk of stream as AsyncIterable<string>) {
      const parts = (rest + chunk).split('\n')
      rest = parts.pop()!
      for (const part of parts) yield { text: part.replace(/\r$/, ''), number: ++number }
    }
    if (rest !== '') yield { text: rest.replace(/\r$/, ''), number: ++number }
  } finally {
    stream.destroy()
  }
}

function parseJson(file: string, line: number, text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new BackupError(`${file} is damaged: line ${line} is not valid JSON.`)
  }
}

/** Reads the whole file once and checks everything but the fit with a database. */
export async function checkBackupFile(file: string): Promise<BackupContents> {
  const hash = createHash('sha256')
  let header: BackupHeader | undefined
  let end: EndLine | undefined
  const tables: TableLine[] = []
  let current: TableLine | undefined
  let rowsLeft = 0
  let lastLine = 0

  for await (const { text, number } of backupLines(file)) {
    lastLine = number
    if (end) throw new BackupError(`${file} is damaged: line ${number} follows the end line.`)
    const value = parseJson(file, number, text)

    if (!header) {
      const parsed = headerSchema.safeParse(value)
      if (!parsed.success) {
        const format = (value as { format?: unknown } | null)?.format
        if (format === BACKUP_FORMAT) {
          throw new BackupError(`${file} has a damaged header (line 1).`)
        }
        throw new BackupError(`${file} is not a Bangla Tours backup (no backup header on line 1).`)
      }
      if (parsed.data.version > BACKUP_VERSION) {
        throw new BackupError(
          `${file} was written by a newer Bangla Tours (backup format ${parsed.data.version}; this one reads ${BACKUP_VERSION}).`,
        )
      }
      header = parsed.data
      hash.update(`${text}\n`)
      continue
    }

    if (rowsLeft > 0) {
      if (!Array.isArray(value) || value.length !== current!.columns.length) {
        throw new BackupError(
          `${file} is damaged: line ${number} should be a row of ${current!.table} with ${current!.columns.length} values.`,
        )
      }
      rowsLeft--
      hash.update(`${text}\n`)
      continue
    }

    const table = tableLineSchema.safeParse(value)
    if (table.success) {
      const line = table.data
      if (line.types.length !== line.columns.length) {
        throw new BackupError(
          `${file} is damaged: line ${number} names columns and types unevenly.`,
        )
      }
      if (tables.some((t) => t.table === line.table)) {
        throw new BackupError(`${file} is damaged: table ${line.table} appears twice.`)
      }
      tables.push(line)
      current = line
      rowsLeft = line.rows
      hash.update(`${text}\n`)
      continue
    }

    const last = endLineSchema.safeParse(value)
    if (!last.success) {
      throw new BackupError(
        `${file} is damaged: line ${number} is neither a table heading nor the end line.`,
      )
    }
    const rows = tables.reduce((sum, t) => sum + t.rows, 0)
    if (last.data.tables !== tables.length || last.data.rows !== rows) {
      throw new BackupError(
        `${file} is damaged: the end line counts ${last.data.tables} tables and ${last.data.rows} rows, the file holds ${tables.length} and ${rows}.`,
      )
    }
    if (hash.digest('hex') !== last.data.sha256) {
      throw new BackupError(`${file} is damaged: its checksum does not match its contents.`)
    }
    end = last.data
  }

  if (!header) throw new BackupError(`${file} is empty: not a backup.`)
  if (!end) {
    throw new BackupError(
      `${file} is incomplete: it stops at line ${lastLine} without the end line (cut short or truncated).`,
    )
  }
  return { file, header, tables, end }
}
