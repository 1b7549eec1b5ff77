/**
 * Rate-limit counters that survive restarts and are shared by every instance: a row per key in
 * PostgreSQL (or PGlite), or a Redis key when REDIS_URL is set. Each `consume` is one atomic
 * statement, so concurrent requests cannot all slip past a stale read.
 */
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'
import type { Db } from '#server/db/client.ts'
import { occasionalWarning, REDIS_RETRY_AFTER_SECONDS } from '#server/lib/redis.ts'

export interface RateLimitRule {
  /** Seconds. */
  window: number
  max: number
}

export interface RateLimitDecision {
  allowed: boolean
  /** Seconds until the window frees up, when not allowed. */
  retryAfter: number | null
  /** Not allowed because the counters cannot be reached (Redis down, limits set to fail closed). */
  unavailable?: boolean
}

export interface RateLimitStorage {
  consume(key: string, rule: RateLimitRule): Promise<RateLimitDecision>
}

export function databaseRateLimitStorage(db: Db): RateLimitStorage {
  return {
    async consume(key, { window, max }) {
      // A window older than `window` seconds restarts at 1; otherwise the count goes up.
      const result = (await db.execute(sql`
        insert into rate_limits as r (key, count, window_start)
        values (${key}, 1, now())
        on conflict (key) do update set
          count = case when r.window_start <= now() - make_interval(secs => ${window})
                       then 1 else r.count + 1 end,
          window_start = case when r.window_start <= now() - make_interval(secs => ${window})
                              then now() else r.window_start end
        returning count, extract(epoch from now() - window_start)::float8 as elapsed`)) as unknown as {
        rows: { count: number; elapsed: number }[]
      }
      const row = result.rows[0]!
      const count = Number(row.count)
      if (count <= max) return { allowed: true, retryAfter: null }
      return { allowed: false, retryAfter: Math.max(1, Math.ceil(window - Number(row.elapsed))) }
    },
  }
}

/**
 * Counters in Redis. When Redis cannot answer (a warning logged at most once a minute), requests
 * are let through by default (`open`): a limit not counted for a while costs less than a site
 * nobody can sign in to. An operator who thinks otherwise sets RATE_LIMITS_WITHOUT_REDIS=closed,
 * and they are refused until Redis is back (`unavailable`, asked to retry in a few seconds).
 */
export function redisRateLimitStorage(
  redis: Redis,
  log: Pick<FastifyBaseLogger, 'warn'>,
  whenDown: 'open' | 'closed' = 'open',
): RateLimitStorage {
  const warn = occasionalWarning(log)
  return {
    async consume(key, { window, max }) {
      const k = `rate-limit:${key}`
      let results: Awaited<ReturnType<ReturnType<Redis['multi']>['exec']>>
      try {
        // Count, start the window's clock on the first hit only (NX), and read it: one trip.
        results = await redis.multi().incr(k).expire(k, window, 'NX').ttl(k).exec()
      } catch (error) {
        if (whenDown === 'closed') {
          warn(error, 'Redis is not answering: rate-limited requests are refused')
          return { allowed: false, retryAfter: REDIS_RETRY_AFTER_SECONDS, unavailable: true }
        }
        warn(error, 'Redis is not answering: rate limits are not counted')
        return { allowed: true, retryAfter: null }
      }
      const count = Number(results?.[0]?.[1])
      const ttl = Number(results?.[2]?.[1])
      if (count <= max) return { allowed: true, retryAfter: null }
      return { allowed: false, retryAfter: Math.max(1, ttl) }
    },
  }
}
