/**
 * Which session cookie a request is identified by. Only one name counts: the one better-auth
 * itself sets on this site (`better-auth.session_token` over http, `__Host-better-auth.
 * session_token` over https). A request is signed in by that cookie alone, sent once (or
 * repeated with one value); any other spelling of it (`__Secure-…`, the other scheme's name) is
 * ignored, and two different values under the name make the request signed out: a cookie
 * planted next to the real one (by a sibling subdomain, say) can then never decide who is
 * signed in, nor be remembered as someone else.
 *
 * Everything that reads the session (our guards, their cache key, better-auth's own routes) is
 * given the same cleaned header, so the value that is checked is the value that is used.
 */

/** better-auth's cookies: `<prefix>.session_token`, `<prefix>.session_data`, … */
const AUTH_COOKIE = /(?:^|[._-])(?:session_token|session_data|dont_remember|account_data)$/

interface CookiePair {
  name: string
  value: string
}

/**
 * Every name=value pair in order, repeats included. Not the `cookie` package's parser (which
 * device-cookie.ts uses): it keeps the first value of a name, and the point here is to see the
 * second one a planted cookie adds.
 */
function parse(header: string): CookiePair[] {
  const pairs: CookiePair[] = []
  for (const chunk of header.split(';')) {
    const eq = chunk.indexOf('=')
    if (eq === -1) continue
    const name = chunk.slice(0, eq).trim()
    if (name) pairs.push({ name, value: chunk.slice(eq + 1).trim() })
  }
  return pairs
}

export interface RequestCookies {
  /** The session token as sent (signed), or undefined: none, or ambiguous. */
  token: string | undefined
  /** The Cookie header to give better-auth: auth cookies reduced to the ones that count. */
  header: string | undefined
}

/**
 * The request's cookies as better-auth may see them. `authNames` are the exact names of the
 * site's auth cookies (session token first).
 */
export function cleanAuthCookies(
  header: string | undefined,
  sessionName: string,
  authNames: ReadonlySet<string>,
): RequestCookies {
  if (!header) return { token: undefined, header: undefined }
  const kept: CookiePair[] = []
  const seen = new Map<string, string | null>()
  for (const pair of parse(header)) {
    if (!AUTH_COOKIE.test(pair.name)) {
      kept.push(pair)
      continue
    }
    // Another spelling of an auth cookie: never ours to read.
    if (!authNames.has(pair.name)) continue
    const before = seen.get(pair.name)
    // null marks a name sent with two different values: none of them counts.
    seen.set(pair.name, before === undefined || before === pair.value ? pair.value : null)
  }
  for (const [name, value] of seen) if (value) kept.push({ name, value })
  const token = seen.get(sessionName) ?? undefined
  return {
    token,
    header: kept.length ? kept.map((p) => `${p.name}=${p.value}`).join('; ') : undefined,
  }
}
