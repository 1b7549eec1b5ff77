/**
 * `npm run lint:i18n` (in CI): the catalogues are whole and the web app writes no text of its own.
 *
 * 1. Both catalogues compile (every message of en.ts has its Bangla, each a valid ICU message)
 *    and a Bangla message uses only the values its English one names.
 * 2. The Bangla has no English left in it: a Latin word of four letters or more is refused
 *    unless it is a name or a brand (ALLOWED_LATIN).
 * 3. No module keeps a message at load (`const TITLE = messages.brand`): it would keep the
 *    language of whichever request loaded it. Every module of src/web and src/shared is loaded
 *    with no catalogue installed, and what it read is checked (shared/messages.ts,
 *    `readsBeforeInstall`).
 * 4. No visible text is written in src/web outside the catalogue: JSX text with letters in it,
 *    and letters in the attributes people read or hear (aria-label, alt, title, placeholder…).
 * 5. The Dashboard's sections (CONSOLE_SECTIONS) come with the Dashboard's chunks only: no
 *    module a page outside the Dashboard can load reads them. Pages reachable from the entry,
 *    following static and dynamic imports, except the Dashboard's own (app/dashboard-pages.tsx).
 * 6. The modules a first visit loads (the entry's static imports) read only the sections that
 *    come with it (FIRST_SCREEN_SECTIONS); the rest come with the first lazy page.
 * 7. The tour page's first screen (its page and Book Now, and what they import statically) reads
 *    only the entry's sections and PAGES_SECTIONS: its first visit leaves the others out; the
 *    parts and dialogs that read them bring them.
 *
 * Exits 1 and lists each problem.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse, type Token } from '@messageformat/parser'
import ts from 'typescript'

const problems: string[] = []
const root = path.resolve(import.meta.dirname, '..')

// What may stay in Latin letters in Bangla texts: names, brands, file and id formats.
const ALLOWED_LATIN = new Set([
  'English',
  'Stripe',
  'SSLCommerz',
  'Google',
  'Gmail',
  'WhatsApp',
  'Visa',
  'Mastercard',
  'CSV',
  'JSON',
  'UUID',
  'JPEG',
  'WebP',
  'https',
  'http',
  'images',
  'places',
  'coxs-bazar',
  'Content-Type',
  // Easy passwords shown as examples (authErrors.WEAK_PASSWORD): typed in Latin letters.
  'aaaaaaaa',
  'abcdefgh',
])

// 1 and 2: the catalogues.
const { en } = await import('#shared/i18n/en.ts')
const { bn } = await import('#shared/i18n/bn.ts')
const { compileCatalogue } = await import('#shared/i18n/compile.ts')
try {
  compileCatalogue('en', en)
  compileCatalogue('bn', en, bn)
} catch (error) {
  problems.push((error as Error).message)
}

function argumentsOf(message: string): Set<string> {
  const names = new Set<string>()
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if ('arg' in token) names.add(token.arg)
      if ('cases' in token) for (const { tokens: inner } of token.cases) walk(inner)
    }
  }
  walk(parse(message))
  return names
}

function compare(source: unknown, translated: unknown, id: string) {
  if (typeof source === 'function') {
    // The values a message takes are those its English text reads.
    const allowed = argumentsOf((source as (values: never) => string)(undefined as never))
    for (const name of argumentsOf(String(translated)))
      if (!allowed.has(name)) problems.push(`bn ${id}: {${name}} is not a value of this message`)
    checkLatin(String(translated), id)
  } else if (typeof source === 'string') {
    if (argumentsOf(String(translated)).size) problems.push(`bn ${id}: takes no values`)
    checkLatin(String(translated), id)
  } else if (Array.isArray(source)) {
    source.forEach((item, i) => compare(item, (translated as unknown[])[i], `${id}.${i}`))
  } else {
    const record = translated as Record<string, unknown>
    for (const [key, value] of Object.entries(source as Record<string, unknown>))
      compare(value, record[key], id ? `${id}.${key}` : key)
    for (const key of Object.keys(record))
      if (!(key in (source as object))) problems.push(`bn ${id}.${key}: not in the English`)
  }
}

/** The words of a message a reader sees: its text, in every case, without the ICU syntax. */
function textOf(message: string): string {
  const parts: string[] = []
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content') parts.push(token.value)
      if ('cases' in token) for (const { tokens: inner } of token.cases) walk(inner)
    }
  }
  walk(parse(message))
  return parts.join(' ')
}

function checkLatin(message: string, id: string) {
  // A Bangla ending joins a name with a hyphen ("SSLCommerz-এর"): the hyphen is not the name's.
  const words = (textOf(message).match(/[A-Za-z][A-Za-z-]{3,}/g) ?? []).map((word) =>
    word.replace(/-+$/, ''),
  )
  for (const word of words)
    if (!ALLOWED_LATIN.has(word)) problems.push(`bn ${id}: English left in it: "${word}"`)
}
compare(en, bn, '')

// 3: messages kept at load.
const { readsBeforeInstall } = await import('#shared/messages.ts')
const { compileCatalogues } = await import('#shared/i18n/catalogues.ts')
const sourceFiles = (dir: string, extensions: RegExp) =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => extensions.test(file) && !/\.test\.tsx?$|\.d\.ts$/.test(file))
    .map((file) => path.join(root, dir, file))
const modules = [...sourceFiles('src/shared', /\.ts$/), ...sourceFiles('src/web', /\.tsx?$/)]
  // The entries start the app (and need a browser); what they import is loaded here anyway.
  .filter((file) => !/src\/web\/(main|entry-server)\.tsx$/.test(file))
for (const file of modules) {
  const before = readsBeforeInstall.length
  try {
    await import(file)
  } catch {
    // A module that needs a browser to load: what it read before failing still counts.
  }
  const compiled = compileCatalogues().en
  for (const id of readsBeforeInstall.slice(before)) {
    if (id in compiled.messages || id in compiled.params || id in compiled.lists)
      problems.push(`${path.relative(root, file)}: reads messages.${id} when it loads`)
  }
}

// 4: visible text outside the catalogue.
const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
])
const LETTERS = /[A-Za-z\u0980-\u09FF]{2,}/
for (const file of sourceFiles('src/web', /\.tsx$/)) {
  const text = readFileSync(file, 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const where = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source))
    return `${path.relative(root, file)}:${line + 1}`
  }
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && LETTERS.test(node.text)) {
      problems.push(`${where(node)}: text outside the catalogue: "${node.text.trim()}"`)
    }
    if (
      ts.isJsxAttribute(node) &&
      VISIBLE_ATTRIBUTES.has(node.name.getText(source)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      LETTERS.test(node.initializer.text)
    ) {
      problems.push(
        `${where(node)}: ${node.name.getText(source)} outside the catalogue: "${node.initializer.text}"`,
      )
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
}

// 5: the Dashboard's texts stay in the Dashboard's chunks.
const { CONSOLE_SECTIONS } = await import('#shared/i18n/catalogue.ts')
const DASHBOARD_PAGES = path.join(root, 'src/web/app/dashboard-pages.tsx')
function resolveImport(from: string, specifier: string): string | undefined {
  const target = specifier.startsWith('#web/')
    ? path.join(root, 'src/web', specifier.slice(5))
    : specifier.startsWith('#shared/')
      ? path.join(root, 'src/shared', specifier.slice(8))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(from), specifier)
        : undefined
  return target && /\.(ts|tsx)$/.test(target) ? target : undefined
}
function importsOf(file: string): { static: string[]; dynamic: string[] } {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const found = { static: [] as string[], dynamic: [] as string[] }
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      !(ts.isImportDeclaration(node) && node.importClause?.isTypeOnly)
    ) {
      const target = resolveImport(file, node.moduleSpecifier.text)
      if (target) found.static.push(target)
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      const target = resolveImport(file, node.arguments[0].text)
      if (target) found.dynamic.push(target)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}
const outsideDashboard = new Set<string>()
const queue = [path.join(root, 'src/web/main.tsx')]
while (queue.length) {
  const file = queue.pop()!
  if (outsideDashboard.has(file)) continue
  outsideDashboard.add(file)
  const imports = importsOf(file)
  queue.push(...imports.static)
  // What the Dashboard's page list loads lazily is the Dashboard's own.
  if (file !== DASHBOARD_PAGES) queue.push(...imports.dynamic)
}
const consoleRead = new RegExp(`messages\\.(${CONSOLE_SECTIONS.join('|')})\\b`)
for (const file of outsideDashboard) {
  const match = consoleRead.exec(readFileSync(file, 'utf8'))
  if (match) {
    problems.push(
      `${path.relative(root, file)}: reads messages.${match[1]}, a Dashboard section, outside the Dashboard`,
    )
  }
}

// 6 and 7: what a first screen's modules read, and the sections it downloads.
const { FIRST_SCREEN_SECTIONS, PAGES_SECTIONS } = await import('#shared/i18n/catalogue.ts')
// zod's words are read only when zod finds a bad value: in a form, on a page that loads lazily
// and brings the rest of the catalogue with it. Page titles are getters, each read on its own
// page, which brings its texts.
const READ_LATER: Record<string, string[]> = {
  'src/shared/zod-messages.ts': ['validation'],
  'src/shared/page-meta.ts': ['tour', 'account', 'giftVoucherPage'],
}

/** The modules `entries` import statically, themselves included. */
function staticClosure(entries: string[]): Set<string> {
  const found = new Set<string>()
  const queue = entries.map((file) => path.join(root, file))
  while (queue.length) {
    const file = queue.pop()!
    if (found.has(file)) continue
    found.add(file)
    queue.push(...importsOf(file).static)
  }
  return found
}

/** Each module of `screen` that reads a section outside `sections`, named in `why`. */
function checkReads(screen: Set<string>, sections: readonly string[], why: string) {
  const allowed = new Set<string>(sections)
  for (const file of screen) {
    const relative = path.relative(root, file)
    // The catalogue's own modules name sections in their comments only.
    if (relative === 'src/shared/messages.ts' || relative.startsWith('src/shared/i18n/')) continue
    for (const [, read] of readFileSync(file, 'utf8').matchAll(/\bmessages\.(\w+)\b(?!['"])/g)) {
      if (allowed.has(read!) || READ_LATER[relative]?.includes(read!)) continue
      problems.push(`${relative}: reads messages.${read}, which ${why}`)
    }
  }
}

// 6: the first screen (the entry, and the app it loads once the page has painted) reads only the
// sections the entry brings.
const firstScreen = staticClosure(['src/web/main.tsx', 'src/web/hydrate.tsx'])
checkReads(
  firstScreen,
  FIRST_SCREEN_SECTIONS,
  'a first visit does not download (FIRST_SCREEN_SECTIONS)',
)

// 7: the tour page's first screen reads only those and PAGES_SECTIONS.
const tourFirstScreen = staticClosure([
  'src/web/features/catalog/pages/tour-details-page.tsx',
  'src/web/features/orders/components/book-now.tsx',
])
checkReads(
  tourFirstScreen,
  [...FIRST_SCREEN_SECTIONS, ...PAGES_SECTIONS],
  "the tour page's first visit does not download (PAGES_SECTIONS)",
)

if (problems.length) {
  console.error(problems.join('\n'))
  console.error(`\n${problems.length} problems with the texts (scripts/lint-i18n.ts).`)
  process.exit(1)
}
console.log(
  `Texts: both catalogues whole, ${modules.length} modules load without reading one, ` +
    `${outsideDashboard.size} modules outside the Dashboard read none of its sections, ` +
    `${firstScreen.size} modules of the first screen read only its ${FIRST_SCREEN_SECTIONS.length} sections, ` +
    `${tourFirstScreen.size} of the tour page's only those and its ${PAGES_SECTIONS.length} more.`,
)
