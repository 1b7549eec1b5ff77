/**
 * Setup of the component tests (src/web/**\/*.test.tsx, in happy-dom): React's act() environment,
 * a clean DOM after each test, and no noise — a React warning or any console error fails the test
 * that caused it (STYLE 13).
 */
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
// waitFor and findBy* give up after 1 s by default; with the browser and API tests beside them on
// two cores (CI), a form's few renders can take longer than that (seen: 1,075 ms).
configure({ asyncUtilTimeout: 5_000 })

let noise: string[] = []
beforeEach(() => {
  noise = []
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      noise.push(`console.${level}: ${args.map(String).join(' ')}`)
    })
  }
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  if (noise.length) throw new Error(`The component logged:\n${noise.join('\n')}`)
})
