/**
 * The health check a balancer polls: 200 while the database answers, 503 (in the error
 * envelope, no internals) once it does not, so the instance is taken out of rotation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  // On PGlite the catalogue listener cannot UNLISTEN on the database the test closed: expected.
  await t.close().catch((error: unknown) => {
    if (!/PGlite is closed/.test(String(error))) throw error
  })
})

describe('GET /api/health without a database', () => {
  it('answers 503 UNAVAILABLE when the database is gone', async () => {
    expect((await t.app.inject('/api/health')).statusCode).toBe(200)
    // Closed (and on PostgreSQL dropped) under the running app; the mail worker is stopped
    // first, so no query of its own is cut off (PGlite rejects those outside any request).
    await t.app.mailWorker.stop()
    await t.database.close()
    const response = await t.app.inject('/api/health')
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({
      error: { code: 'UNAVAILABLE', message: 'The database is not answering.' },
    })
  })
})
