// Bundles the server's own code into dist/server/main.js; npm packages stay external (they are
// installed next to it), so the bundle is small and starts without a TypeScript loader. Then
// makes the embedded database's template beside it (src/server/db/pglite-template.ts).
import fs from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { build } from 'esbuild'

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
})
console.log('built dist/server/main.js')

// An empty database with every migration applied, made with the extensions the server loads
// (db/client.ts); written aside and renamed, so a build cut short leaves no half template.
const template = 'dist/server/pglite-template'
fs.rmSync(`${template}.tmp`, { recursive: true, force: true })
const client = await PGlite.create(`${template}.tmp`, { extensions: { pg_trgm } })
await migrate(drizzle(client), { migrationsFolder: 'drizzle' })
await client.exec('CHECKPOINT')
await client.close()
// The closed instance's lock file would be taken for a running one's.
fs.rmSync(`${template}.tmp/postmaster.pid`, { force: true })
fs.rmSync(template, { recursive: true, force: true })
fs.renameSync(`${template}.tmp`, template)
console.log(`built ${template}`)
