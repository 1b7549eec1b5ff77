/**
 * `npm run screenshots -- <scene>`: PNG screenshots of one scene of the site at phone (390 px) and
 * desktop (1280 px) widths, from the production build on a fresh demo database, to look at. Each
 * scene is a file of scripts/screenshots/ (`pages`, the default, writes docs/screenshots/; the
 * others tests/.artifacts/screenshots/, git-ignored); `npm run screenshots -- list` names them.
 * Options after the scene go to it (`npm run screenshots -- pages --all`).
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots')
const scenes = fs
  .readdirSync(folder)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice(0, -'.ts'.length))
  .sort()
const scene = process.argv[2] && !process.argv[2].startsWith('-') ? process.argv[2] : 'pages'

if (scene === 'list') {
  console.log(scenes.join('\n'))
} else if (!scenes.includes(scene)) {
  console.error(`No scene "${scene}": one of ${scenes.join(', ')}`)
  process.exitCode = 2
} else {
  await import(path.join(folder, `${scene}.ts`))
}
