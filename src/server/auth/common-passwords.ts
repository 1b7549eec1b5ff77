/**
 * The most common passwords (zxcvbn-ts's list of ~49,000, ordered by how often they leak),
 * refused for new passwords. Loaded on first use, then one Set lookup per check; the list stays
 * on the server (it is 370 KB), so forms learn of it from the server's answer.
 */
let common: Promise<ReadonlySet<string>> | undefined

function load(): Promise<ReadonlySet<string>> {
  return (common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())),
  ))
}

/** True when the password (ignoring case) is on the common list. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await load()).has(password.toLowerCase())
}
