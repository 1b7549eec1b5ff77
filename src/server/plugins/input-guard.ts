/**
 * Input every route refuses before its own validation runs: text with a NUL character
 * (`\u0000`), which PostgreSQL cannot store in a text column — a query with it fails, which
 * would be a 500. Body, query string and path parameters are checked, for our routes and for
 * better-auth's alike.
 */
import fp from 'fastify-plugin'
import { Invalid } from '#server/lib/errors.ts'

/** The first problem found in a parsed input, or undefined. Iterative: any depth is safe. */
export function inputProblem(value: unknown): string | undefined {
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const item = pending.pop()
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return 'Text may not contain the NUL character (\\u0000).'
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item)) {
        pending.push(key, child)
      }
    }
  }
  return undefined
}

export const inputGuardPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const problem =
        inputProblem(request.params) ?? inputProblem(request.query) ?? inputProblem(request.body)
      if (problem) throw new Invalid(problem)
    })
  },
  { name: 'input-guard' },
)
