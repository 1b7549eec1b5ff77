/**
 * zod's own messages in the current locale's words. A schema's sentences are its own
 * (`{ error: () => messages.validation.x }`); a value that fails one of zod's checks without a
 * sentence (a missing field, a wrong type, too long, not a UUID…) would otherwise be described
 * in zod's developer English ("Invalid input: expected string, received undefined"), which
 * reaches people through forms and the API's `details[].message`. This maps each of zod's issue
 * codes to plain words from the catalogue, read when the issue is made, so a schema built once
 * at load answers each request or page in its own language.
 *
 * Free of zod at run time: the web entry installs it without loading zod (the form pages bring
 * zod in their own chunks).
 */
import type { z } from 'zod'
import { hasCatalogue, messages } from './messages.ts'

type Issue = z.core.$ZodRawIssue

const v = messages.validation

/** A value as a message shows it: numbers stay numbers (shown in the language's digits). */
const shown = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'bigint' ? Number(value) : String(value)

/** The words for an issue zod raised itself; undefined leaves it to zod (no catalogue yet). */
function zodIssueMessage(issue: Issue): string | undefined {
  if (!hasCatalogue()) return undefined
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? v.required : v.wrongType({ expected: issue.expected })
    case 'invalid_value':
      return issue.values.length === 1
        ? v.exactly({ value: String(shown(issue.values[0])) })
        : v.oneOf({ options: issue.values.map((value) => String(shown(value))).join(', ') })
    case 'too_small': {
      const min = Number(issue.minimum)
      if (issue.origin === 'string') return min <= 1 ? v.required : v.minChars({ min })
      if (issue.origin === 'array' || issue.origin === 'set') return v.itemsMin({ min })
      if (issue.origin === 'number' || issue.origin === 'bigint')
        return issue.inclusive === false ? v.numberAbove({ min }) : v.numberMin({ min })
      return v.invalid
    }
    case 'too_big': {
      const max = Number(issue.maximum)
      if (issue.origin === 'string') return v.maxChars({ max })
      if (issue.origin === 'array' || issue.origin === 'set') return v.itemsMax({ max })
      if (issue.origin === 'number' || issue.origin === 'bigint')
        return issue.inclusive === false ? v.numberBelow({ max }) : v.numberMax({ max })
      return v.invalid
    }
    case 'invalid_format':
      if (issue.format === 'email') return v.emailInvalid
      if (issue.format === 'uuid' || issue.format === 'guid') return v.idInvalid
      if (issue.format === 'url') return v.urlInvalid
      return v.badFormat
    case 'not_multiple_of':
      return v.multipleOf({ divisor: Number(issue.divisor) })
    case 'unrecognized_keys':
      return v.unknownFields({ count: issue.keys.length, fields: issue.keys.join(', ') })
    default:
      return v.invalid
  }
}

/**
 * Makes every zod in this process or page use these words. zod keeps its configuration in
 * `globalThis.__zod_globalConfig` (made when it loads, if absent; `z.config()` writes there), so
 * this works before zod loads as well as after, and reaches every copy of zod alike.
 */
export function localizeZod(config: { jitless?: boolean } = {}): void {
  const holder = globalThis as { __zod_globalConfig?: z.core.$ZodConfig }
  holder.__zod_globalConfig ??= {}
  Object.assign(holder.__zod_globalConfig, config, { customError: zodIssueMessage })
}
