import { defineConfig } from 'vitest/config'

// Three layers (docs/architecture.md): unit tests beside the code, API tests against a real database
// (a fresh one per file), browser tests in Chromium against the built app; plus crash tests that
// SIGKILL the real server process under load and check what it acknowledged survived.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'crash',
          include: ['tests/crash/**/*.test.ts'],
          environment: 'node',
          // Several starts of the real server process and a few thousand bookings.
          testTimeout: 300_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          environment: 'node',
          // Every route as four roles, a few thousand fuzzed requests, cross-site writes, headers.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.spec.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One Chromium at a time: two cores are not enough for several plus the servers.
          fileParallelism: false,
        },
      },
    ],
  },
})
