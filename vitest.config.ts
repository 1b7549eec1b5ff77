import { defineConfig } from 'vitest/config'

// Three layers (docs/architecture.md): unit tests beside the code (components in happy-dom), API
// tests against a real database
// (a fresh one per file), browser tests in Chromium against the built app; plus crash tests that
// SIGKILL the real server process under load and check what it acknowledged survived.
// Every project runs its files and tests in random order, so no test can lean on another's
// leftovers. The seed is new each run and printed first; TEST_SEED=N repeats an order.
const seed = Number(process.env.TEST_SEED) || Date.now() % 1_000_000
const sequence = { shuffle: true, seed }
// Files share their worker's loaded modules instead of loading the server's (better-auth, Drizzle,
// PGlite, Fastify) afresh, ~1.2 s a file: the API tests took 132 s alone, 80 s so (measured side
// by side). Safe while no test mocks a module or changes process.env (ESLint holds tests/ to
// that); each file still makes its own app, database and browser. The unit and components tests
// beside the code stay isolated: they load little, and one starts a module afresh on purpose.
const isolate = false
// Every project reads the texts as the app does (tests/support/catalogues.ts).
const setupFiles = ['tests/support/catalogues.ts']
if (process.env.VITEST && !process.env.VITEST_WORKER_ID)
  console.log(`Test order: seed ${seed} (TEST_SEED=${seed} repeats it)`)

export default defineConfig({
  test: {
    // The embedded engine's migrated databases, made once for the whole run.
    globalSetup: ['tests/support/pglite-templates.ts'],
    // More files at once than cores, browser specs among the others (each its own Chromium and
    // site): tests wait on timers, sockets, browsers and child processes much of their time
    // (measured: two workers, one spec at a time, kept the two cores 45 % busy).
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'unit',
          sequence,
          setupFiles,
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'components',
          sequence,
          include: ['src/web/**/*.test.tsx'],
          // A DOM without a browser: forms and their field errors, in milliseconds.
          environment: 'happy-dom',
          setupFiles: ['tests/support/catalogues.ts', 'tests/components/setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          sequence,
          isolate,
          setupFiles,
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'crash',
          sequence,
          isolate,
          setupFiles,
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
          sequence,
          isolate,
          setupFiles,
          include: ['tests/security/**/*.test.ts'],
          environment: 'node',
          // Every route as four roles, a few thousand fuzzed requests, cross-site writes, headers.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The production build (dist/) as it ships: its mails, its API's messages, its pages.
          name: 'dist',
          sequence,
          isolate,
          setupFiles,
          include: ['tests/shipped/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      },
      {
        test: {
          name: 'e2e',
          sequence,
          isolate,
          setupFiles,
          include: ['tests/e2e/**/*.spec.ts'],
          environment: 'node',
          // The longest walks (an admin's every console page under axe) take about 30 s alone on
          // React and twice that with two other files beside them on two cores.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // A page's answer waits on its server and the browser's render on a shared machine:
          // every `expect.poll` gets ten seconds, not Vitest's one (a list filtered by the
          // server took longer than a second on CI).
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
})
