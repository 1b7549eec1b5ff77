/**
 * Keeps docs/architecture.md's two tables exact ("Tables and the features that own them"): every
 * table the schema defines has one owning feature, and every use of a table by a feature that
 * does not own it is listed there with what it is for. A new cross-feature use fails here until
 * it is listed (or goes through the owner's verbs); a listed use that is gone fails too, so the
 * list never grows stale.
 */
import fs from 'node:fs'
import path from 'node:path'
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
