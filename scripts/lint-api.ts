/**
 * `npm run lint:api`: lints the OpenAPI document the app serves (built in process on the
 * embedded database, as the tests build it) with Spectral's `spectral:oas` rules and Redocly's
 * `recommended` ones (.spectral.yaml, redocly.yaml). Fails on any error or Spectral warning.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createTestApp } from '#tests/support/test-app.ts'

const started = Date.now()
const t = await createTestApp({})
const answer = await t.app.inject('/api/openapi.json')
await t.close()
if (answer.statusCode !== 200) {
  console.error(`GET /api/openapi.json answered ${answer.statusCode}`)
  process.exit(1)
}
const dir = mkdtempSync(path.join(os.tmpdir(), 'lint-api-'))
const file = path.join(dir, 'openapi.json')
writeFileSync(file, answer.body)
const bin = (name: string) => path.resolve('node_modules/.bin', name)

let failed = false
for (const [name, args] of [
  [
    'Spectral',
    [bin('spectral'), 'lint', file, '--ruleset', '.spectral.yaml', '--fail-severity=warn'],
  ],
  ['Redocly', [bin('redocly'), 'lint', file, '--config', 'redocly.yaml', '--format', 'summary']],
] as const) {
  const run = spawnSync(args[0], args.slice(1), { encoding: 'utf8' })
  const output = `${run.stdout}${run.stderr}`.replace(/^.*[║╔╚].*$/gm, '').trim()
  if (run.status === 0) {
    console.log(`${name}: ${output.split('\n').at(-1)}`)
  } else {
    failed = true
    console.error(`${name} found problems:\n${output}`)
  }
}
rmSync(dir, { recursive: true, force: true })
const operations = Object.values(JSON.parse(answer.body).paths as Record<string, object>).reduce(
  (count: number, methods) => count + Object.keys(methods).length,
  0,
)
console.log(`${operations} operations linted in ${((Date.now() - started) / 1000).toFixed(1)} s`)
process.exit(failed ? 1 : 0)
