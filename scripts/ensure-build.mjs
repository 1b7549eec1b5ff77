// `npm start` serves the production build; build it first when it is missing or older than the
// sources, so a fresh clone needs only `npm install && npm start`.
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const outputs = [
  'dist/client/index.html',
  'dist/server-render/entry-server.js',
  'dist/server/main.js',
  'dist/server/mail-samples.js',
  'dist/server/phone-samples.js',
]
const inputs = ['src', 'public', 'drizzle', 'package.json', 'vite.config.ts']

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0
  const stat = fs.statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)))
  return newest
}

const builtAt = Math.min(...outputs.map((f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0)))
const changedAt = Math.max(...inputs.map(newestMtime))
if (builtAt === 0 || changedAt > builtAt) {
  console.log(
    builtAt === 0 ? 'No build yet: building…' : 'Sources changed since the last build: rebuilding…',
  )
  execSync('npm run build', { stdio: 'inherit' })
}
