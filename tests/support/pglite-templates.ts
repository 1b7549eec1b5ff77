/**
 * Vitest's global setup: the two databases tests start from on the embedded engine (migrated,
 * and migrated with the demo), made once per run and dumped to a temporary folder. A test file
 * then opens its own fresh copy of one (about 0.5 s) instead of starting PGlite empty and
 * migrating (2 to 3 s on this machine's two cores): a copy is the same database the migrations
 * and the seed would have made. On PostgreSQL (DATABASE_URL) nothing is made: each file still
 * migrates its own database there, which is quick. Runs that select no project with databases
 * (unit and component tests alone) make none.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { TestProject } from 'vitest/node'
import { dhakaToday } from '#shared/dhaka-date.ts'
import { dropTemplateDatabases } from '#server/db/pglite-template.ts'
import { prepareDatabase } from '#server/db/prepare.ts'

export interface PgliteTemplates {
  /** The Dhaka day they were seeded: the demo's dates count from it, so a later day remakes. */
  day: string
  files: Record<'none' | 'demo', string>
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplates: PgliteTemplates | null
  }
}

let folder: string | undefined

/** The projects whose tests open a database; the unit and component tests never do. */
const USE_DATABASES = new Set(['api', 'crash', 'security', 'dist', 'e2e'])

export async function setup(project: TestProject) {
  // `--project unit` (or a file of it) selects only those projects: nothing to make, and one
  // unit test file runs in seconds rather than after two databases' migrations.
  const selected = project.vitest.projects.map((p) => p.name)
  if (process.env.DATABASE_URL || !selected.some((name) => USE_DATABASES.has(name))) {
    project.provide('pgliteTemplates', null)
    return
  }
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bangla-tours-templates-'))
  const day = dhakaToday()
  const files = { none: path.join(folder, 'none.tar'), demo: path.join(folder, 'demo.tar') }
  for (const seed of ['none', 'demo'] as const) {
    const database = await prepareDatabase({
      inMemory: true,
      dataDir: '',
      databaseUrl: undefined,
      seed,
    })
    try {
      await dropTemplateDatabases((text) => database.db.execute(sql.raw(text)))
      const dump = await database.dump?.()
      if (!dump) throw new Error('PGlite did not dump its data folder')
      fs.writeFileSync(files[seed], Buffer.from(await dump.arrayBuffer()))
    } finally {
      await database.close()
    }
  }
  project.provide('pgliteTemplates', { day, files })
}

export function teardown() {
  if (folder) fs.rmSync(folder, { recursive: true, force: true })
}
