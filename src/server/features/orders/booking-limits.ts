/**
 * Bookings are limited per account and per client address, so a script cannot fill the
 * company's books (or its customers' mailboxes): a 429 with Retry-After beyond the limit.
 * Counted by @fastify/rate-limit's store: in Redis when REDIS_URL is set (one count for every
 * instance), else in this process.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Config } from '#server/config.ts'
import { TooManyRequests } from '#server/lib/errors.ts'
import { messages } from '#shared/messages.ts'

const MINUTE = 60_000

/** A preHandler: runs after requireUser (preValidation) and the body's validation. */
export function bookingLimiter(app: FastifyInstance, limits: Config['bookingLimits']) {
  const perAccount = app.createRateLimit({
    max: limits.perAccountPerMinute,
    timeWindow: MINUTE,
    keyGenerator: (request) => `booking-account:${request.ctx.user?.id ?? ''}`,
  })
  const perClient = app.createRateLimit({
    max: limits.perClientPerMinute,
    timeWindow: MINUTE,
    keyGenerator: (request) => `booking-client:${request.ip}`,
  })
  return async (request: FastifyRequest) => {
    for (const [limit, whose] of [
      [perAccount, messages.errors.bookingsOfAccount],
      [perClient, messages.errors.bookingsOfClient],
    ] as const) {
      const result = await limit(request)
      if (!result.isAllowed && result.isExceeded) {
        const wait = Math.max(1, result.ttlInSeconds)
        throw new TooManyRequests(messages.errors.tooManyBookings({ whose, seconds: wait }), wait)
      }
    }
  }
}
