import { defineConfig } from 'vitest/config'

// npm run test:cluster only (not part of `npm test`): it needs the production build, PostgreSQL,
// Redis and nginx, and takes the machine for a minute or two.
export default defineConfig({
  test: {
    name: 'cluster',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/cluster/**/*.test.ts'],
    setupFiles: ['tests/support/catalogues.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
})
