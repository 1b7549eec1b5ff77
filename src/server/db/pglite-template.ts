/**
 * A fresh embedded database starts as a copy of a template: an empty database with every
 * migration applied, made once by the build (scripts/build-server.mjs) beside the built server.
 * Running initdb and the migrations inside PGlite took ~3.2 s of a first start's ~4.8 s
 * (issue 18's cold start budget is 2 s); copying 40 MB of files takes a tenth of a second.
 * The migrations still run after it, so a template older than the drizzle/ folder is brought
 * up to date like any database. Without a template (sources run by tsx) PGlite runs initdb.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** Beside the built server (dist/server/pglite-template), when the build made one. */
function templateDir(): string | undefined {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pglite-template')
  return fs.existsSync(path.join(dir, 'PG_VERSION')) ? dir : undefined
}

/**
 * Copies the template into `dataDir` when it holds no database yet (PGlite's own test: no
 * PG_VERSION); true when it did. PG_VERSION is copied last, so a copy cut short by a crash is
 * not taken for a database: the next start copies again over it.
 */
export function startFromTemplate(
  dataDir: string,
  template: string | undefined = templateDir(),
): boolean {
  if (!template || fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return false
  fs.mkdirSync(dataDir, { recursive: true })
  for (const entry of fs.readdirSync(template)) {
    if (entry === 'PG_VERSION') continue
    fs.cpSync(path.join(template, entry), path.join(dataDir, entry), {
      recursive: true,
      force: true,
    })
  }
  fs.copyFileSync(path.join(template, 'PG_VERSION'), path.join(dataDir, 'PG_VERSION'))
  return true
}
