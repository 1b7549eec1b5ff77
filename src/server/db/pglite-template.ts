/**
 * A fresh embedded database starts as a copy of a template: an empty database with every
 * migration applied, made once by the build (scripts/build-server.mjs) beside the built server.
 * Running initdb and the migrations inside PGlite took ~3.2 s of a first start's ~4.8 s
 * (issue 18's cold start budget is 2 s); copying its 27 MB of files takes a few tenths of a second.
 * The migrations still run after it, so a template older than the drizzle/ folder is brought
 * up to date like any database. Without a template (sources run by tsx) PGlite runs initdb.
 * A second template has the demo data seeded as well (another 0.65 s of a first start), used
 * by a new data folder with SEED=demo on the day it was made.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { dhakaToday } from '#shared/dhaka-date.ts'

/** Beside the built server (dist/server/pglite-template), when the build made one. */
const here = path.dirname(fileURLToPath(import.meta.url))

function templateDir(name = 'pglite-template', base = here): string | undefined {
  const dir = path.join(base, name)
  return fs.existsSync(path.join(dir, 'PG_VERSION')) ? dir : undefined
}

/** Where the build writes the Dhaka day its demo template was seeded on. */
export const DEMO_TEMPLATE_DAY_FILE = 'pglite-demo-template.day'

/**
 * The build's template with the demo data in it, when it was seeded today (Dhaka): the demo's
 * departures are laid out from the day they are seeded, so an older one is not used (the server
 * then seeds the migrated template itself, as before).
 */
export function demoTemplateDir(today: string = dhakaToday(), base = here): string | undefined {
  const dir = templateDir('pglite-demo-template', base)
  if (!dir) return undefined
  try {
    return fs.readFileSync(path.join(base, DEMO_TEMPLATE_DAY_FILE), 'utf8').trim() === today
      ? dir
      : undefined
  } catch {
    return undefined
  }
}

/**
 * Copies a template into `dataDir` when it holds no database yet (PGlite's own test: no
 * PG_VERSION): the demo-seeded one when `demo` asks for it and it is today's, else the migrated
 * one. Says which it copied, if any. PG_VERSION is copied last, so a copy cut short by a crash is
 * not taken for a database: the next start copies again over it.
 */
export function startFromTemplate(
  dataDir: string,
  { demo = false }: { demo?: boolean } = {},
): 'demo' | 'migrated' | undefined {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return undefined
  const seeded = demo ? demoTemplateDir() : undefined
  const template = seeded ?? templateDir()
  if (!template) return undefined
  fs.mkdirSync(dataDir, { recursive: true })
  for (const entry of fs.readdirSync(template)) {
    if (entry === 'PG_VERSION') continue
    fs.cpSync(path.join(template, entry), path.join(dataDir, entry), {
      recursive: true,
      force: true,
    })
  }
  fs.copyFileSync(path.join(template, 'PG_VERSION'), path.join(dataDir, 'PG_VERSION'))
  return seeded ? 'demo' : 'migrated'
}

/**
 * Drops PostgreSQL's two template databases (14 MB of the 41 a seeded data folder holds): they
 * serve CREATE DATABASE, which an embedded database never runs, and every new data folder (and
 * every test file's database) is a copy of a template made with this, so there is a third less
 * to copy at each first start. Run on the template before its last checkpoint.
 */
export async function dropTemplateDatabases(exec: (sql: string) => Promise<unknown>) {
  await exec(
    "update pg_database set datistemplate = false where datname in ('template0', 'template1')",
  )
  // One statement each: DROP DATABASE cannot run inside a transaction block.
  await exec('drop database if exists template0')
  await exec('drop database if exists template1')
}
