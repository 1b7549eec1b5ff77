/**
 * Every visible text, in the language of the page or request being served. The texts live in
 * one catalogue per language (i18n/en.ts is the source, kept word for word where the product
 * specification quotes it; i18n/bn.ts is its Bangla), compiled by Lingui's message compiler and
 * written by Lingui's runtime (plurals by the language's own rules; a number printed as a value
 * in the language's digits, ungrouped, as the messages always wrote them). The code reads them as
 * before —
 * `messages.home.totalPlaces({ n })` — and this module answers from the catalogue of the current
 * locale: the page's in a browser (which loads only that one), the request's on the server.
 */
import { I18n, type Messages as LinguiMessages } from '@lingui/core'
import { formatNumber } from './number-format.ts'
import {
  FIRST_SCREEN_SECTIONS,
  DEFAULT_LOCALE,
  type CompiledCatalogue,
  type Locale,
  type Messages,
} from './i18n/catalogue.ts'

export { DEFAULT_LOCALE, LOCALES, type Locale } from './i18n/catalogue.ts'

interface Installed {
  catalogue: CompiledCatalogue
  /** Lingui's runtime with this language's compiled messages. */
  i18n: I18n
  /** Every section's id (`home`, `stats.guests`) and the names in it. */
  sections: Map<string, Set<string>>
}

const installed = new Map<Locale, Installed>()
const FIRST_SCREEN_SECTION_NAMES: ReadonlySet<string> = new Set(FIRST_SCREEN_SECTIONS)
let localeSource: () => Locale = () => DEFAULT_LOCALE

/**
 * Makes a compiled catalogue available (a browser installs its page's language; the server
 * both). A later part of a language (web lib/catalogue-parts.ts) is added to the first.
 */
export function installCatalogue(part: CompiledCatalogue): void {
  const before = installed.get(part.locale)?.catalogue
  const catalogue: CompiledCatalogue = before
    ? {
        locale: part.locale,
        messages: { ...before.messages, ...part.messages },
        params: { ...before.params, ...part.params },
        lists: { ...before.lists, ...part.lists },
      }
    : part
  // A new part adds its ids to the sections already known (Sets: a catalogue has thousands).
  const sections = new Map<string, Set<string>>(installed.get(part.locale)?.sections)
  const listItem = /\.\d+$/
  for (const id of [...Object.keys(part.messages), ...Object.keys(part.lists)]) {
    if (listItem.test(id) && catalogue.lists[id.replace(listItem, '')] !== undefined) continue
    let parent = ''
    for (const name of id.split('.')) {
      let names = sections.get(parent)
      if (!names) sections.set(parent, (names = new Set()))
      names.add(name)
      parent = parent ? `${parent}.${name}` : name
    }
  }
  const i18n = new I18n({
    locale: catalogue.locale,
    messages: { [catalogue.locale]: catalogue.messages as LinguiMessages },
  })
  installed.set(catalogue.locale, { catalogue, sections, i18n })
}

/** Where the current locale comes from: the page's (browser) or the request's (server). */
export function setLocaleSource(source: () => Locale): void {
  localeSource = source
}

/** Set while `withLocale` renders: it outranks the page's or request's locale. */
let override: Locale | undefined

export function currentLocale(): Locale {
  return override ?? localeSource()
}

/**
 * Runs `render` with every message read in `locale`, whatever the page's or request's is: a
 * mail is written in its recipient's language (an order's, an account's) even when an admin's
 * English request, or a worker outside any request, sends it. The override is one module-level
 * value, restored when `render` returns, so `render` must be synchronous: a promise would read
 * its later messages in whatever locale is current then, and is refused.
 */
export function withLocale<T>(locale: Locale, render: () => T): T {
  const previous = override
  override = locale
  try {
    const result = render()
    if (result instanceof Promise) throw new TypeError('withLocale renders synchronously only')
    return result
  } finally {
    override = previous
  }
}

/** Whether the current locale's catalogue is installed (code run before it is falls back). */
export function hasCatalogue(): boolean {
  return installed.has(currentLocale())
}

/** A count as the page's language writes it (Bangla digits on Bangla pages), no grouping. */
export function formatCount(n: number): string {
  return formatNumber(n, currentLocale(), { grouping: false })
}

function current(id: string): Installed {
  const locale = currentLocale()
  const found = installed.get(locale)
  if (!found) throw new Error(`"${id}" was read before the ${locale} catalogue was installed`)
  return found
}

/**
 * What was read before any catalogue was installed: a module that keeps a section at load
 * (`const m = messages.waitlist`) is fine, since sections resolve when read; one that keeps a
 * message (`const TITLE = messages.brand`) would keep the wrong thing. `npm run lint:i18n`
 * loads every module and fails on those.
 */
export const readsBeforeInstall: string[] = []

/**
 * A number value as a Bangla message prints it (`{n}`: Bangla digits, ungrouped), while a plural
 * or select still reads the number itself: Lingui appends a plain value to the text (its
 * `default` conversion) and hands choices the value to compare and count.
 */
function banglaNumber(value: number): unknown {
  return {
    [Symbol.toPrimitive]: (hint: string) =>
      hint === 'default'
        ? formatNumber(value, 'bn', { grouping: false })
        : hint === 'number'
          ? value
          : String(value),
  }
}

/** The message `id` of the installed catalogue, written with `values`. */
function written(
  { catalogue, i18n }: Installed,
  id: string,
  values?: Record<string, unknown>,
): string {
  if (!Object.hasOwn(catalogue.messages, id)) return id
  if (!values || catalogue.locale === DEFAULT_LOCALE) return i18n._(id, values)
  const shown: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(values))
    shown[name] = typeof value === 'number' ? banglaNumber(value) : value
  return i18n._(id, shown)
}

const functions = new Map<string, (values?: Record<string, unknown>) => string>()
const sections = new Map<string, object>()

function read(id: string): unknown {
  if (installed.size === 0) {
    readsBeforeInstall.push(id)
    return section(id)
  }
  const at = current(id)
  if (Object.hasOwn(at.catalogue.params, id)) {
    let format = functions.get(id)
    if (!format) {
      format = (values) => written(current(id), id, values)
      functions.set(id, format)
    }
    return format
  }
  const length = at.catalogue.lists[id]
  if (length !== undefined) return Array.from({ length }, (_, i) => written(at, `${id}.${i}`))
  if (Object.hasOwn(at.catalogue.messages, id)) return written(at, id)
  if (at.sections.has(id)) return section(id)
  // Before a later part arrives (the other pages', the Dashboard's), anything under one of its
  // sections is a section: a module that keeps one when it loads (`const t =
  // messages.<that section>.actions`) reads it once the part is there.
  const top = id.split('.', 1)[0]!
  if (!FIRST_SCREEN_SECTION_NAMES.has(top) && !at.sections.has(top)) return section(id)
  return undefined
}

function section(path: string): object {
  let proxy = sections.get(path)
  if (!proxy) {
    proxy = new Proxy(
      {},
      {
        get: (_, key) =>
          typeof key === 'string' ? read(path ? `${path}.${key}` : key) : undefined,
        // A section spreads and lists like the object it stands for.
        ownKeys: () => [...(current(path).sections.get(path) ?? [])],
        getOwnPropertyDescriptor: (_, key) =>
          typeof key === 'string'
            ? { enumerable: true, configurable: true, value: read(path ? `${path}.${key}` : key) }
            : undefined,
      },
    )
    sections.set(path, proxy)
  }
  return proxy
}

export const messages = section('') as Messages
