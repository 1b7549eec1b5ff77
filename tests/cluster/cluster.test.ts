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
import { describeFailures, loadAround, retryFailed, type Attempt } from './support/booking-load.ts'
import { book, call, newVisitor, signIn, signUp, type Visitor } from './support/client.ts'
import { Cluster } from './support/cluster.ts'

const INSTANCES = 3
const BURST = 500
const BURST_CUSTOMERS = 10
/** Booking clients while an instance is killed or stopped, and the load before and after. */
const LOAD_CONCURRENCY = 40
const TRIGGER_AFTER_ACKNOWLEDGED = 300
const LOAD_AFTER_TRIGGER_MS = 2_000
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
    // ADMIN_EMAILS counts once the address is verified: open the link mailed at sign-up.
    const { rows } = await cluster.pool!.query<{ text: string }>(
      `select text from mail_outbox where "to" = $1 and kind = 'verify-email'
       order by created_at desc limit 1`,
      [admin.email],
    )
    const link = new URL(/https?:\/\/\S+/.exec(rows[0]?.text ?? '')?.[0] ?? '')
    const verified = await call(balancer, link.pathname + link.search, { visitor: admin })
    expect(verified.status, verified.text).toBe(200)
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
    const customers = await signUpCustomers(BURST_CUSTOMERS)
    const keys = Array.from({ length: BURST }, (_, i) => `burst-${i}-${randomUUID()}`)
    const startedAt = performance.now()
    const results = await Promise.all(
      keys.map((key, i) => book(balancer, origin, customers[i % customers.length]!, key, tourId)),
    )
    const seconds = (performance.now() - startedAt) / 1000
    const failed = results.filter((r) => r.status !== 201)
    expect(failed.slice(0, 5).map((r) => `${r.status} ${r.networkError ?? ''}`)).toEqual([])
    expect(upstreamsOf(results).size).toBe(INSTANCES)

    const stored = await expectEachKeyOnce(
      'burst-%',
      keys.map((key, i) => ({ key, result: results[i]! })),
    )
    figures.push(
      `burst: ${BURST} concurrent bookings (${BURST_CUSTOMERS} customers) in ${seconds.toFixed(2)} s = ` +
        `${Math.round(BURST / seconds)} bookings/s through the balancer, per instance ${perInstance(results)}; ` +
        `${stored} in the database, each key once; ` +
        `${results.reduce((n, r) => n + r.unavailable, 0)} answers were 503 and retried`,
    )
  })

  it('SIGKILL of one instance mid-load loses no acknowledged booking; the balancer keeps answering', async () => {
    const customers = await signUpCustomers(4)
    const victim = cluster.instances[1]!
    const { attempts, startedAt, triggeredAt } = await loadAround({
      baseUrl: balancer,
      origin,
      customers,
      tourId,
      keyPrefix: 'kill',
      concurrency: LOAD_CONCURRENCY,
      triggerAfter: TRIGGER_AFTER_ACKNOWLEDGED,
      action: () => void victim.child.kill('SIGKILL'),
      loadAfterMs: LOAD_AFTER_TRIGGER_MS,
    })
    expect(await victim.exited).toBe('SIGKILL')

    const beforeKill = attempts.filter((a) => a.at < triggeredAt)
    const afterKill = attempts.filter((a) => a.at >= triggeredAt)
    const failed = attempts.filter((a) => !a.result.order)
    // Before the kill nothing fails; after it the others keep taking bookings.
    expect(beforeKill.filter((a) => !a.result.order).map((a) => a.result.status)).toEqual([])
    const answeredAfter = afterKill.filter((a) => a.result.order)
    expect(answeredAfter.length).toBeGreaterThan(0)
    // Once the requests in flight are done, the two others answer everything.
    const survivors = cluster.instances
      .filter((i) => i !== victim)
      .map((i) => `127.0.0.1:${i.port}`)
    const lateAnswers = afterKill.filter((a) => a.at > triggeredAt + 500 && a.result.order)
    expect(upstreamsOf(lateAnswers.map((a) => a.result))).toEqual(new Set(survivors))

    // What the clients saw: 502 from nginx (the instance died under the request) or no answer.
    const failures = describeFailures(failed)
    // Retried with its key, each failed request lands once.
    const problems: string[] = []
    const committedBefore = await retryFailed(balancer, origin, tourId, failed, problems)
    expect(problems).toEqual([])
    const stored = await expectEachKeyOnce('kill-%', attempts)

    const health = await Promise.all(Array.from({ length: 6 }, () => call(balancer, '/api/health')))
    expect(health.map((a) => a.status)).toEqual(Array(6).fill(200))

    const loadSeconds = (triggeredAt - startedAt) / 1000
    figures.push(
      `kill: SIGKILL of ${victim.name} after ${TRIGGER_AFTER_ACKNOWLEDGED} acknowledged bookings ` +
        `(${Math.round(beforeKill.length / loadSeconds)} bookings/s with ${LOAD_CONCURRENCY} clients); ` +
        `${failed.length} of ${attempts.length} requests failed for their clients (${failures}); ` +
        `${afterKill.length} answered in the ${LOAD_AFTER_TRIGGER_MS / 1000} s after the kill, ${answeredAfter.length} of them booked; ` +
        `the failed ones retried with their keys: ${committedBefore} had committed before the kill, ` +
        `${failed.length - committedBefore} landed on retry; ${stored} orders, each key once, none lost`,
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

  it('SIGTERM of one instance under load exits cleanly; what fails lands on retry', async () => {
    const customers = await signUpCustomers(4)
    const leaving = cluster.instances[2]!
    const { attempts, triggeredAt } = await loadAround({
      baseUrl: balancer,
      origin,
      customers,
      tourId,
      keyPrefix: 'term',
      concurrency: LOAD_CONCURRENCY,
      triggerAfter: TRIGGER_AFTER_ACKNOWLEDGED,
      action: () => void leaving.child.kill('SIGTERM'),
      loadAfterMs: LOAD_AFTER_TRIGGER_MS,
    })
    // A graceful stop: requests finished, mail worker stopped, pool closed, exit code 0.
    expect(await leaving.exited).toBe(0)
    const failed = attempts.filter((a) => !a.result.order)
    const failures = describeFailures(failed)
    const problems: string[] = []
    const committedBefore = await retryFailed(balancer, origin, tourId, failed, problems)
    expect(problems).toEqual([])
    const stored = await expectEachKeyOnce('term-%', attempts)
    const afterStop = attempts.filter((a) => a.at >= triggeredAt)
    // Back for the next check (nginx tries it again after fail_timeout).
    await cluster.restart(2)
    figures.push(
      `bare SIGTERM: ${leaving.name} stopped under the same load, without taking it out of nginx first; it exited 0; ` +
        `${failed.length} of ${attempts.length} requests failed for their clients (${failures}), ` +
        `${committedBefore} of them had committed; ${afterStop.length} answered in the ` +
        `${LOAD_AFTER_TRIGGER_MS / 1000} s after the signal; ${stored} orders, each key once`,
    )
  })

  it('a rolling restart (out of nginx, SIGTERM, start, back in) under load: no error answers', async () => {
    const customers = await signUpCustomers(4)
    const index = 0
    const port = cluster.instances[index]!.port
    const steps: string[] = []
    const step = (name: string, since: number) =>
      steps.push(`${name} ${((performance.now() - since) / 1000).toFixed(1)} s`)
    const { attempts, actionDoneAt } = await loadAround({
      baseUrl: balancer,
      origin,
      customers,
      tourId,
      keyPrefix: 'roll',
      concurrency: LOAD_CONCURRENCY,
      triggerAfter: TRIGGER_AFTER_ACKNOWLEDGED,
      action: async () => {
        let since = performance.now()
        await cluster.balancer!.setDown([port])
        step('drain', since)
        since = performance.now()
        const leaving = cluster.instances[index]!
        leaving.child.kill('SIGTERM')
        expect(await leaving.exited).toBe(0)
        step('stop', since)
        since = performance.now()
        await cluster.restart(index)
        step('start', since)
        await cluster.balancer!.setDown([])
      },
      loadAfterMs: LOAD_AFTER_TRIGGER_MS,
    })
    const failed = attempts.filter((a) => !a.result.order)
    const failures = describeFailures(failed)
    // No error answer at all: nothing reached an instance that was going away. What can fail is
    // an idle client connection the old nginx worker closes at a reload while the client sends
    // on it (a browser resends then; this client retries with the key).
    expect(failed.filter((a) => a.result.status !== 0).map((a) => a.result.status)).toEqual([])
    const problems: string[] = []
    const committedBefore = await retryFailed(balancer, origin, tourId, failed, problems)
    expect(problems).toEqual([])
    const stored = await expectEachKeyOnce('roll-%', attempts)
    // Back in rotation: the restarted instance takes bookings again.
    const afterRejoin = attempts.filter((a) => a.at > actionDoneAt + 200)
    expect(upstreamsOf(afterRejoin.map((a) => a.result))).toContain(`127.0.0.1:${port}`)
    figures.push(
      `rolling restart of instance ${index + 1} under the same load (${steps.join(', ')}): ` +
        `no error answers; ${failed.length} of ${attempts.length} requests cut on the client's side ` +
        `(${failures}), ${committedBefore} of them had committed, all landed on retry; ` +
        `${stored} orders, each key once`,
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

async function signUpCustomers(count: number): Promise<Visitor[]> {
  const customers: Visitor[] = []
  for (let i = 0; i < count; i++) {
    const customer = newVisitor(cluster.nextIp())
    await signUp(balancer, origin, customer)
    customers.push(customer)
  }
  return customers
}

/** Exactly one order per key sent, and it is the one the client was answered with. */
async function expectEachKeyOnce(
  pattern: string,
  attempts: Pick<Attempt, 'key' | 'result'>[],
): Promise<number> {
  const stored = await ordersByKey(pattern)
  expect(stored.size).toBe(attempts.length)
  expect([...stored.entries()].filter(([, ids]) => ids.length !== 1)).toEqual([])
  const lost = attempts.filter((a) => stored.get(a.key)?.[0] !== a.result.order?._id)
  expect(lost.map((a) => a.key)).toEqual([])
  return stored.size
}
