/**
 * The server's configuration, read from the environment once, here and nowhere else.
 * A bad value stops the server at start with one line naming the variable.
 */
import path from 'node:path'
import { z } from 'zod'

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().min(1).default('127.0.0.1')),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default('./data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  SEED: z.preprocess(emptyToUndefined, z.enum(['demo', 'none']).default('demo')),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  CLIENT_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default('./dist/client')),
})

export interface Config {
  env: 'development' | 'production' | 'test'
  port: number
  host: string
  publicUrl: string
  /** Absolute path of the embedded database's folder (unused with `databaseUrl`). */
  dataDir: string
  /** PostgreSQL connection string; unset means the embedded PGlite database in dataDir. */
  databaseUrl: string | undefined
  /** Embedded database in memory (tests only): no folder, no lock. */
  inMemory: boolean
  seed: 'demo' | 'none'
  logLevel: string
  /** Absolute path of the built web app (index.html and assets). */
  clientDir: string
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const name = issue?.path.join('.') ?? 'environment'
    throw new ConfigError(`Invalid ${name}: ${issue?.message ?? 'bad value'}`)
  }
  const e = parsed.data
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    inMemory: false,
    seed: e.SEED,
    logLevel: e.LOG_LEVEL,
    clientDir: path.resolve(e.CLIENT_DIR),
  }
}
