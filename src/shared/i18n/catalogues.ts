/** Both languages compiled from their sources (the server at start, the web build, the tests). */
import { bn } from './bn.ts'
import type { CompiledCatalogue, Locale } from './catalogue.ts'
import { compileCatalogue } from './compile.ts'
import { en } from './en.ts'

export function compileCatalogues(): Record<Locale, CompiledCatalogue> {
  return { en: compileCatalogue('en', en), bn: compileCatalogue('bn', en, bn) }
}
