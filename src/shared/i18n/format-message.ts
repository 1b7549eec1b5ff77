/**
 * Writes a compiled message (Lingui's token form, compile.ts) with its values: what Lingui's
 * runtime does for the forms our catalogues use (arguments, `plural`, `selectordinal`,
 * `select`), without its `Intl.NumberFormat`. Lingui writes every plural's count with one, even
 * where no `#` shows it, and a browser's first Intl formatter is a long task of its own
 * (number-format.ts): every page ran it while it hydrated. Plural categories still come from
 * `Intl.PluralRules`, which costs well under a millisecond. A test holds every message of both
 * catalogues equal to what Lingui's runtime writes.
 *
 * Numbers print as the messages always did: `{n}` plainly (Bangla digits in Bangla, no
 * grouping), a plural's `#` as Intl writes the count (grouped).
 */
import { formatNumber } from '../number-format.ts'
import { DEFAULT_LOCALE, type Locale } from './catalogue.ts'

/** A piece of text, or an argument: `[name]`, or `[name, type, cases]` for a choice. */
type Token = string | readonly [name: string, type?: string, cases?: Cases]
type Cases = Record<string, unknown> & { offset?: number }

/** What compile.ts makes of one message: plain text, or tokens. */
export type CompiledMessage = string | readonly Token[]

const pluralRules = new Map<string, Intl.PluralRules>()

function pluralCategory(locale: Locale, ordinal: boolean, n: number): string {
  const key = `${locale} ${ordinal ? 'ordinal' : 'cardinal'}`
  let rules = pluralRules.get(key)
  if (!rules) {
    rules = new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' })
    pluralRules.set(key, rules)
  }
  return rules.select(n)
}

/** An argument as `{name}` prints it. */
function printed(value: unknown, locale: Locale): string {
  if (typeof value === 'number' && locale !== DEFAULT_LOCALE) {
    return formatNumber(value, locale, { grouping: false })
  }
  return String(value)
}

/** `count`: the innermost plural's count, which a `#` directly in its cases prints. */
function write(
  tokens: readonly Token[],
  locale: Locale,
  values: Readonly<Record<string, unknown>>,
  count: number | undefined,
): string {
  let out = ''
  for (const token of tokens) {
    if (typeof token === 'string') {
      out += token === '#' && count !== undefined ? formatNumber(count, locale) : token
      continue
    }
    const [name, type, cases = {}] = token
    const value = values[name]
    if (!type) {
      if (value !== null && value !== undefined) out += printed(value, locale)
      continue
    }
    let chosen: unknown
    let chosenCount: number | undefined
    if (type === 'select') {
      const key = String(value)
      chosen = Object.hasOwn(cases, key) ? cases[key] : cases.other
    } else if (type === 'plural' || type === 'selectordinal') {
      const { offset = 0, ...rules } = cases
      chosenCount = Number(value) - offset
      chosen =
        rules[String(value)] ??
        rules[pluralCategory(locale, type === 'selectordinal', chosenCount)] ??
        rules.other
    } else {
      throw new Error(`{${name}, ${type}} is not a form messages are written with`)
    }
    if (Array.isArray(chosen)) out += write(chosen as Token[], locale, values, chosenCount)
    else if (typeof chosen === 'string') out += chosen
  }
  return out
}

export function formatMessage(
  message: CompiledMessage,
  locale: Locale,
  values: Readonly<Record<string, unknown>> = {},
): string {
  return typeof message === 'string' ? message : write(message, locale, values, undefined)
}
