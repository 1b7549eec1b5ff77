/**
 * Whether a new password is strong enough: zxcvbn's estimate (score 0–4) must reach
 * MIN_PASSWORD_SCORE once the account's own words count as known: its email, the email's local
 * part, the person's name (each also word by word) and the site's name. So `aaaaaaaa`, `abcdefgh`,
 * `Password2026`, `banglatours` or one's own address are refused. The server decides
 * (server/auth/auth.ts) and the forms show its answer. zxcvbn and its dictionaries are loaded on
 * the first check, never with a page (docs/decisions/036-password-strength.md).
 */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core'

/** zxcvbn's "safely unguessable" (about 10^8 guesses or more): 3 of 4. */
export const MIN_PASSWORD_SCORE = 3

/**
 * Characters judged: a longer password is judged by its start. zxcvbn's time grows with the
 * length (up to 100 ms of the server's event loop for 128 characters of patterns, 30 ms for
 * 64); a long password is then refused only when its first 64 characters are guessable, which
 * no real passphrase's are.
 */
const JUDGED_LENGTH = 64

/** The site's name, as people would type it into a password. */
export const SITE_NAME_WORDS: readonly string[] = ['Bangla Tours', 'banglatours', 'bangla', 'tours']

/** Whose password it is: what it must not be made of. Unknown fields are left out. */
export interface PasswordOwner {
  email?: string | null
  name?: string | null
}

let factory: Promise<ZxcvbnFactory> | undefined

function load(): Promise<ZxcvbnFactory> {
  return (factory ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
  ]).then(
    ([{ ZxcvbnFactory }, common]) =>
      new ZxcvbnFactory({
        dictionary: common.dictionary,
        graphs: common.adjacencyGraphs,
        maxLength: JUDGED_LENGTH,
      }),
  ))
}

/**
 * The words zxcvbn treats as known for this owner, most telling first: the email, its local part,
 * the name, those two run together (zxcvbn finds three known words in a row hard enough), each
 * of their words of three characters or more, then the site's name.
 */
export function passwordUserInputs(owner: PasswordOwner): string[] {
  const email = owner.email?.trim().toLowerCase() ?? ''
  const local = email.includes('@') ? email.slice(0, email.lastIndexOf('@')) : ''
  const name = owner.name?.trim() ?? ''
  const wordsOf = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? []
  const whole = [email, local, name].filter(Boolean)
  const joined = [local, name].map((text) => wordsOf(text).join('')).filter(Boolean)
  const words = whole.flatMap(wordsOf).filter((word) => word.length >= 3)
  return [...new Set([...whole, ...joined, ...words, ...SITE_NAME_WORDS])]
}

/** zxcvbn's score, 0 (guessed at once) to 4, of `password` for this owner. */
export async function passwordScore(password: string, owner: PasswordOwner = {}): Promise<number> {
  return (await load()).check(password, passwordUserInputs(owner)).score
}

/** True when the password is too easy to guess for this owner (score below 3). */
export async function isWeakPassword(
  password: string,
  owner: PasswordOwner = {},
): Promise<boolean> {
  return (await passwordScore(password, owner)) < MIN_PASSWORD_SCORE
}
