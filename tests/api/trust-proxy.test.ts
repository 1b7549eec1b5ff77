/**
 * The client's address behind a balancer: X-Forwarded-For is believed only from a trusted proxy
 * (TRUST_PROXY; loopback by default in production). A balancer on another machine or container
 * that is not trusted makes every visitor look like the balancer, so they would share one
 * rate-limit bucket; a trusted one passes each visitor's own address. Observed where the app
 * records it: the address kept with a new session.
 */
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { sessions, users } from '#server/db/schema/index.ts'
import { ORIGIN, uniqueEmail } from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

const BALANCER = '172.18.0.5'
const VISITOR = '203.0.113.7'

let t: TestApp | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

/** Signs up through a balancer at BALANCER that forwards for VISITOR; the session's address. */
async function sessionAddress(trustProxy: string[]): Promise<string | null> {
  t = await createTestApp({ config: { trustProxy } })
  const email = uniqueEmail('proxied')
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN, 'x-forwarded-for': VISITOR },
    payload: { name: 'Proxied Traveller', email, password: 'correct horse battery' },
    remoteAddress: BALANCER,
  })
  expect(response.statusCode, response.body).toBe(200)
  const [row] = await t.database.db
    .select({ ip: sessions.ipAddress })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.email, email))
  return row?.ip ?? null
}

describe('client address behind a balancer', () => {
  it('is the visitor’s when the balancer is trusted (TRUST_PROXY=uniquelocal)', async () => {
    expect(await sessionAddress(['uniquelocal'])).toBe(VISITOR)
  })

  it('is the visitor’s when the balancer’s own range is named (172.16.0.0/12)', async () => {
    expect(await sessionAddress(['172.16.0.0/12'])).toBe(VISITOR)
  })

  it('is the balancer’s when only loopback is trusted: a forged header changes nothing', async () => {
    expect(await sessionAddress(['loopback'])).toBe(BALANCER)
  })

  it('is the socket peer’s when no proxy is trusted', async () => {
    expect(await sessionAddress([])).toBe(BALANCER)
  })
})
