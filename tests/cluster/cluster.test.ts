/**
 * Several stateless instances behind a load balancer (npm run test:cluster): three production
 * servers on one PostgreSQL database and one Redis, nginx round-robin in front, all on
 * 127.0.0.1. What one instance knows, every instance knows: sessions, the catalogue, rate-limit
 * counts; 500 concurrent bookings land exactly once; SIGKILL of an instance mid-load loses no
 * acknowledged booking and the balancer keeps answering. Prints the figures at the end.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Place } from '#shared/contracts/catalog.ts'
import {
  book,
  call,
  newVisitor,
  signIn,
  signUp,
  type Booking,
  type Visitor,
} from './support/client.ts'
import { Cluster } from './support/cluster.ts'

const INSTANCES = 3
const BURST = 500
const BURST_CUSTOMERS = 10
/** Booking workers during the kill, and how much load runs before and after it. */
const KILL_CONCURRENCY = 40
const KILL_AFTER_ACKNOWLEDGED = 300
const LOAD_AFTER_KILL_MS = 2_000
const PROPAGATION_LIMIT_MS = 1_000

const cluster = new Cluster()
const runStartedAt = performance.now()
const figures: string[] = []
let balancer: string
let origin: string
/** A demo tour every booking is for. */
let tourId: string

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const upstreamsOf = (answers: { upstream: string }[]) =>
  new Set(answers.map((a) => a.upstream).filter(Boolean))
const perInstance = (answers: { upstream: string }[]) =>
  cluster.instances
    .map((i) => answers.filter((a) => a.upstream === `127.0.0.1:${i.port}`).length)
    .join('/')

beforeAll(async () => {
  try {
    await cluster.start(INSTANCES)
  } catch (error) {
    process.stderr.write(`${cluster.logTails()}\n`)
    throw error
  }
  balancer = cluster.balancer!.url
  origin = balancer
  figures.push(
    `${INSTANCES} instances started together in ${cluster.startSeconds.toFixed(1)} s ` +
      `(migrations and demo seed on one fresh database), nginx on ${balancer}`,
  )
  const places = JSON.parse((await call(balancer, '/api/places')).text) as Place[]
  tourId = places[0]!._id
}, 120_000)

afterAll(async () => {
  const problems = await cluster.stop()
  const seconds = ((performance.now() - runStartedAt) / 1000).toFixed(1)
  process.stdout.write(
    `\n[cluster] ${figures.map((f) => `\n  - ${f}`).join('')}\n  - whole run ${seconds} s\n` +
      (problems.length ? `  - clean-up: ${problems.join('; ')}\n` : ''),
  )
}, 60_000)

// A failed check shows what the servers and nginx said last.
afterEach((context) => {
  if (context.task.result?.state === 'fail') process.stderr.write(`${cluster.logTails()}\n`)
})

function fail(message: string): never {
  throw new Error(message)
}

describe(`${INSTANCES} instances behind nginx on PostgreSQL and Redis`, () => {
  it('every instance and the balancer answer the health check', async () => {
    for (const instance of cluster.instances) {
      const health = await call(instance.url, '/api/health')
      expect(health.status, instance.name).toBe(200)
      expect(JSON.parse(health.text)).toMatchObject({ status: 'ok', database: 'postgres' })
    }
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(balancer, '/api/health')),
    )
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200))
    expect(upstreamsOf(answers).size).toBe(INSTANCES)
  })

  it('signs up and in through the balancer and stays signed in whichever instance answers', async () => {
    const visitor = newVisitor(cluster.nextIp())
    await signUp(balancer, origin, visitor)
    const signedIn = await signIn(balancer, origin, visitor)
    expect(signedIn.status).toBe(200)
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .find((c) => c.includes('session_token'))
    expect(cookie).toBeTruthy()
    const session: Visitor = { ...visitor, cookie }

    const answers = []
    for (let i = 0; i < 30; i++) {
      const pathname =
        i % 2 ? '/api/auth/get-session' : `/api/order/${encodeURIComponent(visitor.email)}`
      answers.push(await call(balancer, pathname, { visitor: session }))
    }
    const refused = answers.filter((a) => a.status !== 200)
    expect(refused.map((a) => `${a.status} from ${a.upstream}`)).toEqual([])
    for (const answer of answers.filter((_, i) => i % 2)) {
      expect(JSON.parse(answer.text)?.user?.email).toBe(visitor.email)
    }
    const answeredBy = upstreamsOf(answers)
    expect(answeredBy.size).toBe(INSTANCES)

    // Signing out on one instance ends the session on all of them (it lives in the database).
    const signOut = await call(balancer, '/api/auth/sign-out', {
      method: 'POST',
      origin,
      visitor: session,
      body: {},
    })
    expect(signOut.status).toBe(200)
    for (const instance of cluster.instances) {
      const after = await call(instance.url, '/api/auth/get-session', { visitor: session })
      expect(JSON.parse(after.text), instance.name).toBeNull()
    }
    figures.push(
      `sessions: 30 signed-in requests through the balancer, answered by ${answeredBy.size} ` +
        `instances (${perInstance(answers)}), all as the same user; sign-out ended the session on every instance`,
    )
  })

  it(`a plan added on one instance shows on the others within ${PROPAGATION_LIMIT_MS} ms`, async () => {
    const admin = newVisitor(cluster.nextIp(), cluster.adminEmail)
    await signUp(balancer, origin, admin)
    const [first, ...others] = cluster.instances
    const placeId = 900_000 + Math.floor(Math.random() * 99_999)
    const placeName = `Cluster Char ${randomUUID().slice(0, 6)}`
    const pagePath = `/tour-details/${placeId}`

    // Every instance has the catalogue (and the plan's page) in its caches before the change.
    for (const instance of cluster.instances) {
      const list = await call(instance.url, '/api/places')
      const again = await call(instance.url, '/api/places', {
        headers: { 'if-none-match': list.headers.get('etag') ?? '' },
      })
      expect(again.status, `${instance.name} serves the list from its cache`).toBe(304)
      expect((await call(instance.url, pagePath)).text).not.toContain(placeName)
    }

    const created = await call(first!.url, '/api/place', {
      method: 'POST',
      origin,
      visitor: admin,
      body: {
        placeId,
        placeName,
        description: 'A river island of fishing villages, added by the cluster test.',
        price: 123,
        review: 0,
        duration: 2,
        rating: 4.2,
        parentID: 5,
        image: '/images/places/kuakata.svg',
        divisionName: 'Barishal',
      },
    })
    expect(created.status, created.text).toBe(200)
    const createdAt = performance.now()

    /** Milliseconds until `pathname` on `url` contains (or no longer contains) the plan. */
    const waitFor = async (url: string, pathname: string, present = true) => {
      for (;;) {
        const answer = await call(url, pathname)
        if (answer.text.includes(placeName) === present) return performance.now() - createdAt
        if (performance.now() - createdAt > PROPAGATION_LIMIT_MS) {
          return fail(`${url}${pathname} still stale after ${PROPAGATION_LIMIT_MS} ms`)
        }
        await sleep(5)
      }
    }
    const apiMs = await Promise.all(others.map((i) => waitFor(i.url, '/api/places')))
    const pageMs = await Promise.all(others.map((i) => waitFor(i.url, pagePath)))
    const viaBalancer = await Promise.all(
      Array.from({ length: 6 }, () => call(balancer, '/api/places')),
    )
    expect(viaBalancer.filter((a) => !a.text.includes(placeName))).toEqual([])
    expect(upstreamsOf(viaBalancer).size).toBe(INSTANCES)

    // Deleting it on another instance disappears everywhere the same way.
    const placeIdOnServer = (JSON.parse(created.text) as Place)._id
    const deleted = await call(others[0]!.url, `/api/tour/${placeIdOnServer}`, {
      method: 'DELETE',
      origin,
      visitor: admin,
    })
    expect(deleted.status, deleted.text).toBe(200)
    const deletedAt = performance.now()
    const goneMs = await Promise.all(
      [first!, others[1]!].map(async (i) => {
        await waitFor(i.url, '/api/places', false)
        return performance.now() - deletedAt
      }),
    )

    const ms = (values: number[]) => values.map((v) => `${v.toFixed(0)} ms`).join(', ')
    figures.push(
      `plan propagation (added on instance 1, polled every 5 ms on the others): API ${ms(apiMs)}; ` +
        `server-rendered page ${ms(pageMs)}; deletion on instance 2 seen elsewhere in ${ms(goneMs)}`,
    )
  })

  it('rate limits count across instances (contact form 5/min, sign-in 10/min per client)', async () => {
    const contact = newVisitor(cluster.nextIp())
    const sent = []
    for (let i = 0; i < 6; i++) {
      sent.push(
        await call(balancer, '/api/contact', {
          method: 'POST',
          origin,
          visitor: contact,
          body: { user_name: 'Cluster', user_email: contact.email, message: `Message ${i + 1}` },
        }),
      )
    }
    expect(sent.map((a) => a.status)).toEqual([202, 202, 202, 202, 202, 429])
    // Round robin spread the five allowed ones: each instance alone saw fewer than its limit.
    expect(upstreamsOf(sent.slice(0, 5)).size).toBe(INSTANCES)

    const guesser = newVisitor(cluster.nextIp())
    const attempts = []
    for (let i = 0; i < 11; i++) {
      // A different (unknown) account each time: only the per-client limit applies.
      const target = {
        ...guesser,
        email: `cluster-nobody-${i}-${randomUUID().slice(0, 6)}@example.com`,
      }
      attempts.push(await signIn(balancer, origin, target, 'wrong password 123'))
    }
    expect(attempts.map((a) => a.status)).toEqual([...Array(10).fill(401), 429])
    expect(upstreamsOf(attempts.slice(0, 10)).size).toBe(INSTANCES)

    // The counters are in Redis (the database index of REDIS_URL), under these clients' addresses.
    const keys: string[] = []
    for (const ip of [contact.ip, guesser.ip]) {
      for await (const batch of cluster.redis!.scanStream({ match: `*${ip}*` })) {
        keys.push(...(batch as string[]))
      }
    }
    expect(keys.length).toBeGreaterThanOrEqual(2)
    figures.push(
      `rate limits: contact form 6th → 429 after 5 answered by ${perInstance(sent.slice(0, 5))}; ` +
        `sign-in 11th → 429 after 10 answered by ${perInstance(attempts.slice(0, 10))}; ` +
        `${keys.length} counters in Redis (${cluster.redisUrl})`,
    )
  })

  it(`${BURST} concurrent bookings through the balancer all land exactly once`, async () => {
    const customers: Visitor[] = []
    for (let i = 0; i < BURST_CUSTOMERS; i++) {
      const customer = newVisitor(cluster.nextIp())
      await signUp(balancer, origin, customer)
      customers.push(customer)
    }
    const keys = Array.from({ length: BURST }, (_, i) => `burst-${i}-${randomUUID()}`)
    const startedAt = performance.now()
    const results = await Promise.all(
      keys.map((key, i) => book(balancer, origin, customers[i % customers.length]!, key, tourId)),
    )
    const seconds = (performance.now() - startedAt) / 1000
    const failed = results.filter((r) => r.status !== 201)
    expect(failed.slice(0, 5).map((r) => `${r.status} ${r.networkError ?? ''}`)).toEqual([])
    expect(upstreamsOf(results).size).toBe(INSTANCES)

    const stored = await ordersByKey('burst-%')
    expect(stored.size).toBe(BURST)
    expect([...stored.values()].filter((ids) => ids.length !== 1)).toEqual([])
    for (const [i, key] of keys.entries()) {
      expect(stored.get(key), key).toEqual([results[i]!.order!._id])
    }
    figures.push(
      `burst: ${BURST} concurrent bookings (${BURST_CUSTOMERS} customers) in ${seconds.toFixed(2)} s = ` +
        `${Math.round(BURST / seconds)} bookings/s through the balancer, per instance ${perInstance(results)}; ` +
        `${stored.size} in the database, each key once`,
    )
  })

  it('SIGKILL of one instance mid-load loses no acknowledged booking; the balancer keeps answering', async () => {
    const customers: Visitor[] = []
    for (let i = 0; i < 4; i++) {
      const customer = newVisitor(cluster.nextIp())
      await signUp(balancer, origin, customer)
      customers.push(customer)
    }
    const victim = cluster.instances[1]!
    const attempts: { key: string; customer: Visitor; result: Booking; at: number }[] = []
    let acknowledged = 0
    let killedAt = 0
    let stopAt = Infinity
    let sent = 0
    const loadStartedAt = performance.now()

    async function worker() {
      while (performance.now() < stopAt) {
        const key = `kill-${sent}-${randomUUID()}`
        const customer = customers[sent % customers.length]!
        sent++
        const result = await book(balancer, origin, customer, key, tourId)
        attempts.push({ key, customer, result, at: performance.now() })
        if (result.order) acknowledged++
        if (!killedAt && acknowledged >= KILL_AFTER_ACKNOWLEDGED) {
          killedAt = performance.now()
          stopAt = killedAt + LOAD_AFTER_KILL_MS
          victim.child.kill('SIGKILL')
        }
      }
    }
    await Promise.all(Array.from({ length: KILL_CONCURRENCY }, () => worker()))
    expect(await victim.exited).toBe('SIGKILL')

    const beforeKill = attempts.filter((a) => a.at < killedAt)
    const afterKill = attempts.filter((a) => a.at >= killedAt)
    const errors = attempts.filter((a) => !a.result.order)
    // Before the kill nothing fails; after it the others keep taking bookings.
    expect(beforeKill.filter((a) => !a.result.order).map((a) => a.result.status)).toEqual([])
    const answeredAfter = afterKill.filter((a) => a.result.order)
    expect(answeredAfter.length).toBeGreaterThan(0)
    // Once the in-flight requests are done, the two others answer everything.
    const survivors = cluster.instances
      .filter((i) => i !== victim)
      .map((i) => `127.0.0.1:${i.port}`)
    const lateAnswers = afterKill.filter((a) => a.at > killedAt + 500 && a.result.order)
    expect(upstreamsOf(lateAnswers.map((a) => a.result))).toEqual(new Set(survivors))

    // What the clients saw: 502 from nginx (the instance died with the request), or no answer.
    const errorKinds = new Map<string, number>()
    for (const { result } of errors) {
      const kind = result.status ? String(result.status) : 'no answer'
      errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1)
    }

    // Retried with the same key, each failed request lands once: the order committed before the
    // kill (200) or a new one (201); a second retry returns the same order.
    let committedBeforeKill = 0
    for (const attempt of errors) {
      const retry = await book(balancer, origin, attempt.customer, attempt.key, tourId)
      expect([200, 201], `${attempt.key}: ${retry.status} ${retry.networkError ?? ''}`).toContain(
        retry.status,
      )
      if (retry.status === 200) committedBeforeKill++
      attempt.result = retry
      const again = await book(balancer, origin, attempt.customer, attempt.key, tourId)
      expect(again.status).toBe(200)
      expect(again.order!._id).toBe(retry.order!._id)
    }

    // The database holds exactly one order per key sent, and every acknowledged one.
    const stored = await ordersByKey('kill-%')
    expect(stored.size).toBe(attempts.length)
    expect([...stored.values()].filter((ids) => ids.length !== 1)).toEqual([])
    const lost = attempts.filter((a) => stored.get(a.key)?.[0] !== a.result.order!._id)
    expect(lost.map((a) => a.key)).toEqual([])

    const health = await Promise.all(Array.from({ length: 6 }, () => call(balancer, '/api/health')))
    expect(health.map((a) => a.status)).toEqual(Array(6).fill(200))

    const loadSeconds = (killedAt - loadStartedAt) / 1000
    figures.push(
      `kill: SIGKILL of ${victim.name} after ${KILL_AFTER_ACKNOWLEDGED} acknowledged bookings ` +
        `(${Math.round(beforeKill.length / loadSeconds)} bookings/s with ${KILL_CONCURRENCY} clients); ` +
        `${errors.length} of ${attempts.length} requests failed for their clients around the kill ` +
        `(${[...errorKinds].map(([kind, n]) => `${kind} ×${n}`).join(', ') || 'none'}) ` +
        `(${afterKill.length} sent in the ${LOAD_AFTER_KILL_MS / 1000} s after it, ${answeredAfter.length} answered), ` +
        `retried with their keys: ${committedBeforeKill} had committed before the kill, ` +
        `${errors.length - committedBeforeKill} landed on retry; ${stored.size} orders, each key once, none lost`,
    )
  })

  it('the killed instance, started again, rejoins the balancer', async () => {
    const restartedAt = performance.now()
    const instance = await cluster.restart(1)
    const address = `127.0.0.1:${instance.port}`
    // nginx keeps a failed instance out for fail_timeout (5 s), then tries it again.
    const deadline = performance.now() + 15_000
    let answeredBy = ''
    while (answeredBy !== address) {
      if (performance.now() > deadline) fail(`${address} never answered again`)
      answeredBy = (await call(balancer, '/api/health')).upstream
      await sleep(100)
    }
    figures.push(
      `restart: ${instance.name} healthy and answering through nginx again ` +
        `${((performance.now() - restartedAt) / 1000).toFixed(1)} s after it was started`,
    )
  })
})

/** Orders whose idempotency key matches `pattern`, as key → order ids. */
async function ordersByKey(pattern: string): Promise<Map<string, string[]>> {
  const { rows } = await cluster.pool!.query<{ key: string; ids: string[] }>(
    `select idempotency_key as key, array_agg(id::text) as ids
       from orders where idempotency_key like $1 group by idempotency_key`,
    [pattern],
  )
  return new Map(rows.map((row) => [row.key, row.ids]))
}
