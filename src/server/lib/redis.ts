/**
 * The one Redis connection (REDIS_URL) for the counters every instance shares. While Redis is
 * away commands fail at once (or within a second if it hangs) rather than queue, so callers can
 * go on without it; ioredis reconnects by itself. Its troubles are logged once a minute at most.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'

/** What a request refused for want of Redis (limits set to fail closed) is asked to wait. */
export const REDIS_RETRY_AFTER_SECONDS = 5

/**
 * An ioredis failure to reach Redis (closed, not connected, timed out, out of retries): with
 * RATE_LIMITS_WITHOUT_REDIS=closed, @fastify/rate-limit passes it on, and it is a 503.
 */
export function isRedisUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return (
    error.name === 'MaxRetriesPerRequestError' ||
    /^(Connection is closed|Stream isn't writeable|Command timed out)/.test(error.message)
  )
}

/** A warning logged at most once per `intervalMs`, however often it happens. */
export function occasionalWarning(log: Pick<FastifyBaseLogger, 'warn'>, intervalMs = 60_000) {
  let warnedAt = -Infinity
  return (error: unknown, message: string) => {
    if (Date.now() - warnedAt < intervalMs) return
    warnedAt = Date.now()
    log.warn({ err: error }, message)
  }
}

/**
 * Connects, waits (3 s at most) for Redis when the app gets ready, and closes with the app.
 * ioredis loads here, only when REDIS_URL is set (90 ms of every other cold start).
 */
export async function sharedRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const { Redis } = await import('ioredis')
  const redis = new Redis(url, {
    maxRetriesPerRequest: 2,
    enableOfflineQueue: false,
    commandTimeout: 1000,
  })
  const warn = occasionalWarning(app.log)
  redis.on('error', (error: Error) => warn(error, 'Redis connection failed; retrying'))
  // Counting starts with the first request: wait (a little) for the connection.
  app.addHook('onReady', async () => {
    if (redis.status === 'ready') return
    const ready = await Promise.race([
      new Promise<boolean>((resolve) => redis.once('ready', () => resolve(true))),
      new Promise<boolean>((resolve) => setTimeout(resolve, 3000, false).unref()),
    ])
    if (!ready) app.log.warn('Redis is not answering: shared counters wait until it does')
  })
  app.addHook('onClose', async () => {
    // quit() lets pending commands finish; with Redis away it times out, so just drop it.
    await redis.quit().catch(() => redis.disconnect())
  })
  return redis
}
