import { defineConfig } from 'drizzle-kit'

// Migrations are generated from the schema into drizzle/ and committed; both database engines
// apply the same files at start (src/server/db/migrate.ts). Never `drizzle-kit push`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './drizzle',
})
