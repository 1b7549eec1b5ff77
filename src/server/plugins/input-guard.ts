/**
 * Input every route refuses before its own validation runs: text with a NUL character
 * (`\u0000`), which PostgreSQL cannot store in a text column — a query with it fails, which
 * would be a 500 — and JSON nested deeper than any of our payloads, which recursive code
 * (JSON.stringify in the better-auth bridge, validators) would overflow the stack on. Body,
 * query string and path parameters are checked, for our routes and for better-auth's alike.
 */
import fp from 'fastify-plugin'
import { messages } from '#shared/messages.ts'
import { Invalid } from '#server/lib/errors.ts'

/** Our payloads nest two or three levels; this leaves room and stays far from the stack limit. */
export const MAX_INPUT_DEPTH = 32

/** The first problem found in a parsed input, or undefined. Iterative: any depth is safe. */
export function inputProblem(value: unknown): string | undefined {
  const pending: Array<[unknown, number]> = [[value, 0]]
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return messages.errors.nulCharacter
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      if (depth >= MAX_INPUT_DEPTH)
        return messages.errors.nestedTooDeep({ levels: MAX_INPUT_DEPTH })
      for (const [key, child] of Object.entries(item)) {
        pending.push([key, depth], [child, depth + 1])
      }
    }
  }
  return undefined
}

export const inputGuardPlugin = fp(
  async (app) => {
    // Callback style, not async: it runs on every request.
    app.addHook('preValidation', (request, _reply, done) => {
      const problem =
        inputProblem(request.params) ?? inputProblem(request.query) ?? inputProblem(request.body)
      done(problem ? new Invalid(problem) : undefined)
    })
  },
  { name: 'input-guard' },
)
