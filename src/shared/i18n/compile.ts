/**
 * Compiles a catalogue with Lingui's message compiler: each ICU text becomes the token form
 * Lingui's runtime formats without parsing. Runs where the sources are (the web build's plugin,
 * the server at start, the tests), never in a browser.
 */
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import type { CompiledCatalogue, Locale, Source, Translation } from './catalogue.ts'

/**
 * The names a compiled message reads, in the order they first appear: `{tour}`, a plural's or a
 * select's value, at any depth. Read from the message's own text, never from the source
 * function (whose parameter a bundler may rename).
 */
export function argumentNames(compiled: unknown): string[] {
  const names = new Set<string>()
  const walk = (tokens: unknown) => {
    if (!Array.isArray(tokens)) return
    for (const token of tokens as unknown[]) {
      if (!Array.isArray(token)) continue
      const [name, , cases] = token as [unknown, unknown?, unknown?]
      if (typeof name === 'string') names.add(name)
      if (cases && typeof cases === 'object')
        for (const value of Object.values(cases as Record<string, unknown>)) walk(value)
    }
  }
  walk(compiled)
  return [...names]
}

type Node = string | readonly string[] | ((...args: never[]) => string) | { [key: string]: Node }

export function compileCatalogue(
  locale: Locale,
  source: Source,
  translation?: Translation,
): CompiledCatalogue {
  const out: CompiledCatalogue = { locale, messages: {}, params: {}, lists: {} }
  const compile = (id: string, text: unknown) => {
    if (typeof text !== 'string') throw new Error(`${locale}: ${id} is missing`)
    try {
      out.messages[id] = compileMessageOrThrow(text)
    } catch (error) {
      throw new Error(`${locale}: ${id} is not a valid ICU message: ${(error as Error).message}`)
    }
  }
  const walk = (node: Node, text: unknown, id: string) => {
    if (typeof node === 'function') {
      compile(id, translation ? text : node(undefined as never))
      out.params[id] = argumentNames(out.messages[id])
    } else if (typeof node === 'string') {
      compile(id, translation ? text : node)
    } else if (Array.isArray(node)) {
      const items = (translation ? text : node) as readonly string[] | undefined
      if (items?.length !== node.length)
        throw new Error(`${locale}: ${id} needs ${node.length} items`)
      out.lists[id] = node.length
      items.forEach((item, index) => compile(`${id}.${index}`, item))
    } else {
      for (const [key, child] of Object.entries(node)) {
        const childText = (text as Record<string, unknown> | undefined)?.[key]
        walk(child, childText, id ? `${id}.${key}` : key)
      }
    }
  }
  walk(source as unknown as Node, translation, '')
  return out
}

/**
 * The part of a catalogue in some sections (`only`) or out of them: the web build splits what
 * pages download by where it is read.
 */
export function catalogueSections(
  catalogue: CompiledCatalogue,
  sections: readonly string[],
  { only }: { only: boolean },
): CompiledCatalogue {
  const keep = (id: string) =>
    sections.some((section) => id.startsWith(`${section}.`) || id === section) === only
  const kept = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).filter(([id]) => keep(id)))
  return {
    locale: catalogue.locale,
    messages: kept(catalogue.messages),
    params: kept(catalogue.params),
    lists: kept(catalogue.lists),
  }
}
