/**
 * A payment provider's failure that a verb tolerates (the sweep or the reconciler finishes the
 * job later) is never dropped silently: it is logged with the order, the intent and the
 * provider's own answer, on the request's log line id (issue 31 item 4).
 */
import { Writable } from 'node:stream'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Order } from '#shared/contracts/orders.ts'
import { sandboxProvider } from '#server/features/payments/sandbox-provider.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createAccount, type TestAccount } from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts'

const lines: Array<Record<string, unknown>> = []
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line))
    done()
  },
})

let database: TestDatabase
let t: TestApp
let alice: TestAccount
let tourId: string

beforeAll(async () => {
  database = await createTestDatabase()
  const sandbox = sandboxProvider(database.db)
  t = await createTestApp({
    database,
    logger: { level: 'warn', stream },
    // The provider answers every cancellation with an outage.
    paymentProvider: {
      ...sandbox,
      cancelIntent: async () => {
        throw new Error('provider answered 503: service unavailable')
      },
    },
  })
  const division = await createDivision(t.database.db)
  tourId = (await createPlace(t.database.db, { divisionId: division.id, price: 90 })).id
  alice = await createAccount(t, { name: 'Alice' })
})
afterAll(async () => {
  await t.close()
  await database.close()
})

it('logs a cancellation whose open payment the provider would not cancel, and still cancels', async () => {
  const as = { cookie: alice.cookie }
  const order: Order = (
    await t.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: as,
      payload: { tourId, name: 'Alice', email: alice.email, phone: '+880 1712-345678' },
    })
  ).json()
  const opened = await t.app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: as,
    payload: { orderId: order._id },
  })
  const intentId = String(opened.json().clientSecret).split('_secret_')[0]
  const cancelled = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${order._id}/cancel`,
    headers: as,
    payload: {},
  })
  expect(cancelled.statusCode).toBe(200)
  const logged = lines.find((line) => String(line.msg).startsWith('cancellation:'))
  expect(logged).toMatchObject({ level: 40, orderId: order._id, intentId })
  expect(JSON.stringify(logged!.err)).toContain('provider answered 503')
  expect(logged!.reqId).toEqual(expect.any(String))
})
