/**
 * Where a visitor goes after signing in: the page a guard sent them away from (router state
 * `{ from }`), or `?from=` (which survives the Google round trip), or / when neither. Only
 * same-site paths are accepted, so a crafted link cannot bounce a fresh sign-in to another site.
 */
import { paths } from '#shared/paths.ts'

interface LocationLike {
  pathname: string
  search?: string
  hash?: string
}

function isLocationLike(value: unknown): value is LocationLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { pathname?: unknown }).pathname === 'string'
  )
}

/** A same-site path (`/x?y#z`), or undefined for anything else, including /login itself. */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  // `//host` and `/\host` are protocol-relative URLs to browsers; control characters are tricks.
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return undefined
  const pathname = value.split(/[?#]/, 1)[0]!.replace(/\/+$/, '').toLowerCase()
  if (pathname === paths.login) return undefined
  return value
}

/** The return path from router state first, then `?from=`, then the site root. */
export function returnPath(state: unknown, fromQuery: string | null): string {
  const from = (state as { from?: unknown } | null | undefined)?.from
  const fromState = isLocationLike(from)
    ? safeReturnPath(`${from.pathname}${from.search ?? ''}${from.hash ?? ''}`)
    : safeReturnPath(from)
  return fromState ?? safeReturnPath(fromQuery) ?? paths.root
}
