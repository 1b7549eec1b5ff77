// Lint: correctness rules for TypeScript and React, plus the architecture's boundaries
// (docs/architecture.md): shared imports neither side and uses no platform global, web and
// server never import each other, web features import no other feature, no cycles.
import fs from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const boundary = (from, forbidden, message, extraPatterns = []) => ({
  files: [`${from}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        // By alias (#web/…) or by a relative path climbing into the other side (../../web/…).
        patterns: [
          ...forbidden.map((target) => ({
            regex: `^(#${target}/|(\\.\\./)+(src/)?${target}/)`,
            message,
          })),
          ...extraPatterns,
        ],
      },
    ],
  },
})

// Web features (src/web/features/*) are islands: each imports only components/, lib/, #shared
// and itself; what several need is composed in app/ (bulletproof-react's rule).
const features = fs
  .readdirSync('src/web/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const featureZones = features.map((feature) => ({
  target: `./src/web/features/${feature}`,
  from: './src/web/features',
  except: [`./${feature}`],
  message:
    'a feature imports no other feature: compose them in src/web/app, or move shared code to components/ or lib/.',
}))

// Server features (src/server/features/*) import one another only through the other's public
// module, its index.ts (issue 31; docs/architecture.md): what it offers is said in one place,
// and its files and tables stay its own. Which feature may import which is the test
// src/server/features/architecture.test.ts's (no cycles, only the layers the page names).
const serverFeatures = fs
  .readdirSync('src/server/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const throughIndex = (feature) => [
  {
    regex: `^#server/features/(?!${feature}/)[^/]+/(?!index\\.ts$)`,
    message:
      'a server feature imports another only through its public module: #server/features/<feature>/index.ts.',
  },
  {
    regex: `^(\\.\\./)+(features/)?(${serverFeatures.filter((other) => other !== feature).join('|')})/`,
    message: 'another server feature is imported by #server/features/<feature>/index.ts.',
  },
]

/** Globals that exist only in Node or only in browsers: shared code runs in both. */
const platformGlobals = [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'history',
  'fetch',
  'process',
  'Buffer',
  'global',
  '__dirname',
  '__filename',
  'require',
  'module',
  'setImmediate',
].map((name) => ({ name, message: 'shared code runs in Node and in browsers alike.' }))

/** `process.env` is read in src/server/config.ts only (no-restricted-properties). */
const CONFIG_FROM_ONE_PLACE = {
  object: 'process',
  property: 'env',
  message: 'read configuration in src/server/config.ts and pass it on.',
}

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'coverage/**',
      'drizzle/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    languageOptions: { globals: {} },
    rules: { 'no-restricted-globals': ['error', ...platformGlobals] },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: './src/web/features',
              from: './src/web/app',
              message: 'features do not import the app: the app composes them.',
            },
            {
              target: ['./src/web/components', './src/web/lib'],
              from: ['./src/web/features', './src/web/app'],
              message: 'components/ and lib/ serve every feature and import none.',
            },
          ],
        },
      ],
    },
  },
  {
    // Configuration is read in one place (src/server/config.ts); everything else takes it as
    // an argument, so tests and several instances can each have their own.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/config.ts'],
    rules: { 'no-restricted-properties': ['error', CONFIG_FROM_ONE_PLACE] },
  },
  {
    // Numbers and dates are written through the formatters src/shared/number-format.ts and
    // dhaka-date.ts make once and keep: making an Intl formatter costs far more than using one
    // (a browser's first builds its locale data), and toLocale*String makes one every call.
    // The dashboard's rate stamp, in the viewer's own time zone, may.
    files: ['src/web/**/*.{ts,tsx}', 'src/shared/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'src/shared/dhaka-date.ts',
      'src/shared/number-format.ts',
      'src/web/features/catalog/components/exchange-rate-section.tsx',
    ],
    rules: {
      // Restates the rule above with more: a later setting of a rule replaces an earlier one.
      'no-restricted-properties': [
        'error',
        CONFIG_FROM_ONE_PLACE,
        ...[
          ...['NumberFormat', 'DateTimeFormat'].map((property) => ({ object: 'Intl', property })),
          ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
            property,
          })),
        ].map((restricted) => ({
          ...restricted,
          message: 'use the kept formatters of src/shared/number-format.ts or dhaka-date.ts.',
        })),
      ],
    },
  },
  boundary(
    'src/shared',
    ['web', 'server', 'tests'],
    'shared code is isomorphic: it imports neither web nor server.',
    [{ regex: '^node:', message: 'shared code runs in browsers too: no Node modules.' }],
  ),
  boundary('src/web', ['server', 'tests'], 'the web app talks to the server over HTTP only.'),
  // Component tests beside the web code may use the tests' render helpers (tests/components/);
  // never the server.
  {
    ...boundary('src/web', ['server'], 'the web app talks to the server over HTTP only.'),
    files: ['src/web/**/*.test.{ts,tsx}'],
  },
  boundary('src/server', ['web', 'tests'], 'the server never imports web code.'),
  // The server's lower layers serve every feature and import none (issue 31): what they need of
  // a feature is handed in by the composition (app.ts, site-auth.ts). Still left: the demo
  // seed (db/seed/) books and pays its demo departures through the orders feature's own verbs.
  ...['auth', 'caches', 'db', 'lib', 'plugins'].map((layer) => ({
    ...boundary(`src/server/${layer}`, ['web', 'tests'], 'the server never imports web code.', [
      {
        regex: '^(#server/features/|(\\.\\./)+features/)',
        message: `${layer}/ imports no feature: take what it needs as a parameter from the composition (src/server/app.ts).`,
      },
    ]),
    ignores: layer === 'db' ? ['src/server/db/seed/**'] : [],
  })),
  ...serverFeatures.map((feature) =>
    boundary(
      `src/server/features/${feature}`,
      ['web', 'tests'],
      'the server never imports web code.',
      throughIndex(feature),
    ),
  ),
  {
    files: ['scripts/**', 'tests/**', '*.config.*'],
    rules: { 'no-console': 'off' },
  },
  {
    // Test files share their worker's modules and process (vitest.config.ts, isolate: false):
    // a mocked module or a changed environment variable would reach the next file too.
    files: ['tests/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|doUnmock|stubEnv|stubGlobal|resetModules)$/]",
          message: 'test files share modules and the process: pass the app what it needs instead.',
        },
        {
          selector:
            "AssignmentExpression > MemberExpression.left[object.object.name='process'][object.property.name='env'], UnaryExpression[operator='delete'] > MemberExpression[object.object.name='process'][object.property.name='env']",
          message:
            'test files share the process: give a child process or the app its own settings.',
        },
      ],
    },
  },
  // The English catalogue's message functions name the values a message takes; their bodies
  // are the ICU text, which uses them in braces (src/shared/i18n/catalogue.ts).
  {
    files: ['src/shared/i18n/en.ts'],
    rules: { '@typescript-eslint/no-unused-vars': ['error', { args: 'none' }] },
  },
)
