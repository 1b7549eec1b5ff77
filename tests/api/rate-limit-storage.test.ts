/**
 * The rate-limit counters: fixed windows, atomic under concurrency, in the database (both
 * engines) and in Redis (when REDIS_TEST_URL points at one; CI sets it).
 */
import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  databaseRateLimitStorage,
  redisRateLimitStorage,
  type RateLimitStorage,
} from '#server/auth/rate-limit-storage.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts'

const redisUrl = process.env.REDIS_TEST_URL || undefined

function behaves(name: string, storage: () => RateLimitStorage) {
  describe(name, () => {
    it('allows max requests per window, then answers with a retry time', async () => {
      const key = randomUUID()
      const rule = { window: 60, max: 3 }
      const decisions = []
      for (let i = 0; i < 5; i++) decisions.push(await storage().consume(key, rule))
      expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false, false])
      expect(decisions[3]!.retryAfter).toBeGreaterThan(0)
      expect(decisions[3]!.retryAfter).toBeLessThanOrEqual(60)
    })

    it('counts concurrent requests exactly', async () => {
      const key = randomUUID()
      const decisions = await Promise.all(
        Array.from({ length: 20 }, () => storage().consume(key, { window: 60, max: 5 })),
      )
      expect(decisions.filter((d) => d.allowed)).toHaveLength(5)
    })

    it('starts a new window when the old one is over', async () => {
      const key = randomUUID()
      expect((await storage().consume(key, { window: 1, max: 1 })).allowed).toBe(true)
      expect((await storage().consume(key, { window: 1, max: 1 })).allowed).toBe(false)
      // The time is what is tested: the one-second window must run out.
      await new Promise((r) => setTimeout(r, 1_100))
      expect((await storage().consume(key, { window: 1, max: 1 })).allowed).toBe(true)
    })

    it('keeps keys apart', async () => {
      const rule = { window: 60, max: 1 }
      expect((await storage().consume(randomUUID(), rule)).allowed).toBe(true)
      expect((await storage().consume(randomUUID(), rule)).allowed).toBe(true)
    })
  })
}

let database: TestDatabase
let redis: Redis | undefined
beforeAll(async () => {
  database = await createTestDatabase()
  if (redisUrl) redis = new Redis(redisUrl)
})
afterAll(async () => {
  await database.close()
  await redis?.quit()
})

behaves('in the database', () => databaseRateLimitStorage(database.db))
describe.skipIf(!redisUrl)('with Redis', () => {
  behaves('in Redis', () => redisRateLimitStorage(redis!, console))
})
