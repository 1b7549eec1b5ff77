// Every file a comment cites must exist in this repository: `docs/decisions/012-front-cache.md`,
// `caches/README.md`, `session-cookie.ts`. A path is looked up from the repository's root, from
// the citing file's folder and each folder above it, and under src/; a bare file name must name
// some file of the repository. Documents kept outside the repository cannot be cited (write the
// fact into the comment, or into docs/). Exits 1 and lists each broken citation.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const EXTENSIONS = 'md|ts|tsx|mjs|js|json|jsonc|sql|yaml|yml|css|html'
// A path-like token: folders and a file name with one of the extensions, not part of a URL.
const CITATION = new RegExp(
  `(?<![\\w/.:@<-])((?:[\\w.-]+/)*[\\w-]+(?:\\.[\\w-]+)*\\.(?:${EXTENSIONS}))(?![\\w/])`,
  'g',
)
// Comments: // lines, /* … */ blocks and JSDoc (strings are left alone: they are code).
const COMMENT = /\/\/[^\n]*|\/\*[\s\S]*?\*\//g

const files = execFileSync(
  'git',
  ['ls-files', '-co', '--exclude-standard', 'src', 'tests', 'scripts', '*.ts', '*.js', '*.mjs'],
  {
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && fs.existsSync(file))
const allFiles = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean)
const baseNames = new Set(allFiles.map((file) => path.basename(file)))

/** Build output and local data (dist/, node_modules/, data/): made by commands, never committed. */
function isGenerated(citation) {
  if (!citation.includes('/')) return false
  try {
    execFileSync('git', ['check-ignore', '-q', '--no-index', citation], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

function exists(citation, from) {
  if (isGenerated(citation)) return true
  if (!citation.includes('/')) return baseNames.has(citation)
  const candidates = [
    citation,
    path.join('src', citation),
    path.join('src/server', citation),
    path.join('src/web', citation),
  ]
  for (let dir = path.dirname(from); dir !== '.' && dir !== '/'; dir = path.dirname(dir)) {
    candidates.push(path.join(dir, citation))
  }
  return candidates.some((candidate) => fs.existsSync(candidate))
}

const broken = []
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8')
  for (const comment of text.match(COMMENT) ?? []) {
    for (const [, citation] of comment.matchAll(CITATION)) {
      // Abbreviations and product names (Stripe.js, Node.js) are not files.
      if (/^(e\.g|i\.e|etc)\./.test(citation) || /^[A-Z]\w*\.js$/.test(citation)) continue
      if (!exists(citation, file)) {
        const line = text.slice(0, text.indexOf(comment)).split('\n').length
        broken.push(`${file}:${line}: cites ${citation}, which is not in the repository`)
      }
    }
  }
}
if (broken.length > 0) {
  console.error(broken.join('\n'))
  console.error(`\n${broken.length} comment(s) cite files the repository does not have.`)
  process.exit(1)
}
console.log(`Doc references: every file cited in the comments of ${files.length} files exists.`)
