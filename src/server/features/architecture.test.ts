/**
 * Keeps docs/architecture.md's tables of the server's features exact.
 *
 * - "Tables and the features that own them": every table the schema defines has one owning
 *   feature, and every use of a table by a feature that does not own it is listed there with
 *   what it is for. A new cross-feature use fails here until it is listed (or goes through the
 *   owner's verbs); a listed use that is gone fails too, so the list never grows stale.
 * - "Features and what each imports": the features form layers, no import cycle between them,
 *   each importing another only through its public module (`index.ts`; lint refuses anything
 *   else, eslint.config.js), and exactly the features the page lists for it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const FEATURES = 'src/server/features'
const SCHEMA = 'src/server/db/schema'

/** The rows of the markdown table that follows `heading`'s first line of `| first |`. */
function tableRows(markdown: string, firstHeader: string): string[][] {
  const lines = markdown.split('\n')
  const start = lines.findIndex((line) => new RegExp(`^\\| ${firstHeader} +\\|`).test(line))
  if (start < 0) throw new Error(`no table headed "${firstHeader}" in docs/architecture.md`)
  const rows: string[][] = []
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim().replace(/^`|`$/g, '')),
    )
  }
  return rows
}

function filesUnder(folder: string): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesUnder(path.join(folder, entry.name))
        : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
          ? [path.join(folder, entry.name)]
          : [],
    )
}

/** The tables the schema defines (`export const x = pgTable(`). */
function schemaTables(): Set<string> {
  const tables = new Set<string>()
  for (const file of filesUnder(SCHEMA)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/export const (\w+) = pgTable\(/g))
      tables.add(match[1]!)
  }
  return tables
}

/** feature → the tables its files import from the schema. */
function tablesUsed(tables: Set<string>): Map<string, Set<string>> {
  const used = new Map<string, Set<string>>()
  for (const file of filesUnder(FEATURES)) {
    const feature = path.relative(FEATURES, file).split(path.sep)[0]!
    if (!fs.statSync(path.join(FEATURES, feature)).isDirectory()) continue
    const text = fs.readFileSync(file, 'utf8')
    for (const match of text.matchAll(
      /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'#server\/db\/schema\/[^']+'/g,
    )) {
      for (const name of match[1]!.split(',').map((part) => part.replace(/^\s*type\s+/, '').trim()))
        if (tables.has(name)) used.set(feature, (used.get(feature) ?? new Set()).add(name))
    }
  }
  return used
}

describe('tables and the features that own them', () => {
  const doc = fs.readFileSync('docs/architecture.md', 'utf8')
  const owners = new Map(tableRows(doc, 'Table').map(([table, feature]) => [table!, feature!]))
  const listed = new Set(
    tableRows(doc, 'Feature').map(([feature, table]) => `${feature} → ${table}`),
  )
  const tables = schemaTables()

  it('names one owning feature for every table of the schema, and only those', () => {
    expect([...owners.keys()].sort()).toEqual([...tables].sort())
    // better-auth's own tables belong to src/server/auth, below the features.
    const features = new Set([...fs.readdirSync(FEATURES), 'auth'])
    for (const [table, feature] of owners) expect(features, table).toContain(feature)
  })

  it('lists exactly the uses of a table by a feature that does not own it', () => {
    const actual = new Set<string>()
    for (const [feature, used] of tablesUsed(tables)) {
      for (const table of used)
        if (owners.get(table) !== feature) actual.add(`${feature} → ${table}`)
    }
    expect([...actual].sort()).toEqual([...listed].sort())
  })
})

/** feature → the features its files import (through any path), and imports not through index.ts. */
function featureImports(): { graph: Map<string, Set<string>>; deep: string[] } {
  const graph = new Map<string, Set<string>>()
  const deep: string[] = []
  const root = path.resolve(FEATURES)
  for (const file of filesUnder(FEATURES)) {
    const feature = path.relative(FEATURES, file).split(path.sep)[0]!
    if (!fs.statSync(path.join(FEATURES, feature)).isDirectory()) continue
    graph.set(feature, graph.get(feature) ?? new Set())
    const text = fs.readFileSync(file, 'utf8')
    for (const [, specifier] of text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*)'([^']+)'/g)) {
      let target: string
      if (specifier!.startsWith('#server/features/')) {
        target = specifier!.slice('#server/features/'.length)
      } else if (specifier!.startsWith('.')) {
        target = path.relative(root, path.resolve(path.dirname(file), specifier!))
        if (target.startsWith('..')) continue
      } else continue
      const other = target.split(/[/\\]/)[0]!
      if (other === feature) continue
      graph.get(feature)!.add(other)
      if (target !== `${other}/index.ts`) deep.push(`${file}: ${specifier}`)
    }
  }
  return { graph, deep }
}

/** A cycle of the graph as its path (a → b → a), or undefined. */
function findCycle(graph: Map<string, Set<string>>): string[] | undefined {
  const done = new Set<string>()
  const walking: string[] = []
  const visit = (node: string): string[] | undefined => {
    const at = walking.indexOf(node)
    if (at >= 0) return [...walking.slice(at), node]
    if (done.has(node)) return undefined
    walking.push(node)
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next)
      if (cycle) return cycle
    }
    walking.pop()
    done.add(node)
    return undefined
  }
  for (const node of graph.keys()) {
    const cycle = visit(node)
    if (cycle) return cycle
  }
  return undefined
}

describe('features and what each imports', () => {
  const doc = fs.readFileSync('docs/architecture.md', 'utf8')
  const { graph, deep } = featureImports()

  it('imports another feature only through its index.ts', () => {
    expect(deep).toEqual([])
  })

  it('has no import cycle between features', () => {
    expect(findCycle(graph)).toBeUndefined()
    // The check itself finds one.
    expect(
      findCycle(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set(['a'])],
        ]),
      ),
    ).toEqual(['a', 'b', 'a'])
  })

  it('imports exactly the features the architecture page lists for each, each listed below it', () => {
    const rows = tableRows(doc, 'From feature').map(
      ([feature, imports]) =>
        [
          feature!,
          imports === '—'
            ? []
            : imports!.split(',').map((name) => name.trim().replace(/^`|`$/g, '')),
        ] as const,
    )
    const listed = new Map(rows.map(([feature, imports]) => [feature, [...imports].sort()]))
    const actual = new Map([...graph].map(([feature, imports]) => [feature, [...imports].sort()]))
    expect(listed).toEqual(actual)
    // The page lists them from the bottom up: each imports only features above its row.
    const order = rows.map(([feature]) => feature)
    for (const [feature, imports] of rows) {
      for (const other of imports)
        expect(order.indexOf(other), `${feature} → ${other}`).toBeLessThan(order.indexOf(feature))
    }
  })

  it("refuses, in lint, a planted import of another feature's file", async () => {
    const planted = [
      "import { sendRefunds } from '#server/features/orders/send-refunds.ts'",
      "import { ledgerOf } from '../orders/ledger.ts'",
      "import { recordAudit } from '#server/features/audit/index.ts'",
      'export const used = [sendRefunds, ledgerOf, recordAudit]',
    ].join('\n')
    const [result] = await new ESLint().lintText(`${planted}\n`, {
      filePath: path.join(FEATURES, 'catalog', 'planted.ts'),
    })
    const refused = result!.messages
      .filter((message) => message.ruleId === 'no-restricted-imports')
      .map((message) => message.line)
    // The two imports of another feature's files; the one through its index.ts passes.
    expect(refused).toEqual([1, 2])
  }, 30_000)
})
