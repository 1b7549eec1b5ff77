import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DEMO_TEMPLATE_DAY_FILE, demoTemplateDir } from './pglite-template.ts'

describe('the demo-seeded template', () => {
  let base: string
  afterEach(() => fs.rmSync(base, { recursive: true, force: true }))

  function build(day?: string) {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-template-'))
    fs.mkdirSync(path.join(base, 'pglite-demo-template'))
    fs.writeFileSync(path.join(base, 'pglite-demo-template', 'PG_VERSION'), '17\n')
    if (day) fs.writeFileSync(path.join(base, DEMO_TEMPLATE_DAY_FILE), `${day}\n`)
  }

  it('is used on the Dhaka day it was seeded', () => {
    build('2026-11-25')
    expect(demoTemplateDir('2026-11-25', base)).toBe(path.join(base, 'pglite-demo-template'))
  })

  it('is not used a day later (its departures would start in the past), nor without its day', () => {
    build('2026-11-24')
    expect(demoTemplateDir('2026-11-25', base)).toBeUndefined()
    fs.rmSync(path.join(base, DEMO_TEMPLATE_DAY_FILE))
    expect(demoTemplateDir('2026-11-24', base)).toBeUndefined()
  })
})
