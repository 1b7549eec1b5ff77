import { defineConfig } from 'vitest/config'

// npm run test:faults only (not part of `npm test`): each file starts a PostgreSQL of its own and
// the production build, restarts or kills them, and takes the machine for a minute or so; one
// file at a time.
export default defineConfig({
  test: {
    name: 'faults',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/faults/**/*.test.ts'],
    setupFiles: ['tests/support/catalogues.ts'],
    environment: 'node',
    testTimeout: 150_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
})
