// Bundles the server's own code into dist/server/main.js; npm packages stay external (they are
// installed next to it), so the bundle is small and starts without a TypeScript loader. Beside it,
// dist/server/mail-samples.js and dist/server/phone-samples.js write every mail and phone message
// with sample values for the dist tests: built in the same run with shared chunks, so the
// templates and texts they run are the server's own files.
// Then makes the embedded database's template beside it (src/server/db/pglite-template.ts).
import fs from 'node:fs'
import { pathToFileURL } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { build } from 'esbuild'

fs.rmSync('dist/server', { recursive: true, force: true })
await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'mail-samples': 'src/server/features/mail/samples.ts',
    'phone-samples': 'src/server/features/phone-messages/samples.ts',
  },
  outdir: 'dist/server',
  // Chunks beside dist/server/main.js: a module's import.meta.url still finds its neighbours.
  splitting: true,
  chunkNames: 'chunk-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
})
console.log('built dist/server/main.js')

/**
 * Makes a PGlite data folder with the extensions the server loads (db/client.ts), starting from
 * `from` (a copy) or from initdb; written aside and renamed, so a build cut short leaves no half
 * template.
 */
async function makeTemplate(dir, fill, from) {
  fs.rmSync(`${dir}.tmp`, { recursive: true, force: true })
  if (from) fs.cpSync(from, `${dir}.tmp`, { recursive: true })
  const client = await PGlite.create(`${dir}.tmp`, { extensions: { pg_trgm } })
  await fill(drizzle(client))
  await dropTemplateDatabases((sql) => client.exec(sql))
  await client.exec('CHECKPOINT')
  await client.close()
  // The closed instance's lock file would be taken for a running one's.
  fs.rmSync(`${dir}.tmp/postmaster.pid`, { force: true })
  fs.rmSync(dir, { recursive: true, force: true })
  fs.renameSync(`${dir}.tmp`, dir)
  console.log(`built ${dir}`)
}

// The server's own code the templates are made with (bundled for the occasion): the demo seed, the
// Dhaka day, and the drop of PostgreSQL's template databases.
const seeder = 'dist/server/seed-demo.build.mjs'
await build({
  stdin: {
    contents:
      "export { seedDemo } from './src/server/db/seed/seed-demo.ts'\n" +
      "export { dhakaToday } from './src/shared/dhaka-date.ts'\n" +
      "export { DEMO_TEMPLATE_DAY_FILE, dropTemplateDatabases } from './src/server/db/pglite-template.ts'\n",
    resolveDir: '.',
    loader: 'ts',
  },
  outfile: seeder,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  logLevel: 'warning',
})
const { seedDemo, dhakaToday, DEMO_TEMPLATE_DAY_FILE, dropTemplateDatabases } = await import(
  pathToFileURL(seeder).href
)
fs.rmSync(seeder)

// An empty database with every migration applied.
const template = 'dist/server/pglite-template'
await makeTemplate(template, (db) => migrate(db, { migrationsFolder: 'drizzle' }))

// The same with the demo seeded, by the server's own seeding code, and the Dhaka day it was
// seeded on: the server uses it on that day only.
const day = dhakaToday()
await makeTemplate('dist/server/pglite-demo-template', (db) => seedDemo(db), template)
fs.writeFileSync(`dist/server/${DEMO_TEMPLATE_DAY_FILE}`, `${day}\n`)
