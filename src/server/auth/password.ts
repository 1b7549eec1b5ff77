/**
 * Password hashing with argon2id at OWASP's recommended cost (19 MiB, 2 passes, 1 lane) —
 * better-auth's own scrypt setting is below it. The PHC string stores its parameters, so a
 * later raise of the cost still verifies old hashes.
 */
import { hash, verify } from '@node-rs/argon2'

// Algorithm.Argon2id is an ambient const enum, which isolated modules cannot read: its value is 2.
const ARGON2ID = 2
const PARAMS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMS)
}

export async function verifyPassword({
  hash: stored,
  password,
}: {
  hash: string
  password: string
}): Promise<boolean> {
  try {
    return await verify(stored, password)
  } catch (error) {
    // A stored hash that does not decode is a failed sign-in, not a server error. Anything
    // else (the hashing thread out of memory, say) is the server's failure, and shows as one
    // rather than as a wrong password.
    if ((error as { code?: unknown }).code === 'InvalidArg') return false
    throw error
  }
}
