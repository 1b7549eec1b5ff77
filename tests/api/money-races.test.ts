/**
 * Money paths without races, on the configured engine (PGlite in memory, or PostgreSQL with
 * DATABASE_URL): one open payment per order however many requests race (sandbox and the Stripe
 * stand-in); deletes, payments, card confirmations and PUT /cartProducts interleaved at random
 * never answer 5xx and leave each order either deleted with no payment taken or paid exactly
 * once; a plan with orders is archived, not deleted.
 */
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Division, Place } from '#shared/contracts/catalog.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { sandboxTestCards } from '#shared/contracts/payments.ts'
import { mailOutbox, orders, places, sandboxIntents } from '#server/db/schema/index.ts'
import { sandboxProvider } from '#server/features/payments/sandbox-provider.ts'
import { stripeProvider } from '#server/features/payments/stripe-provider.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { startStripeStandIn, type StripeStandIn } from '#tests/servers/stripe-stand-in.ts'
import { createAccount, uniqueEmail, type TestAccount } from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
interface Answer {
  statusCode: number
  json(): { error?: { message: string } }
}

const card = { cardNumber: sandboxTestCards.success, expiry: '12/34', cvc: '123' }
const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!

function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

/** The calls of one test app, as a signed-in account. */
function client(t: TestApp) {
  const call = (who: TestAccount | undefined, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} })
  return {
    call,
    async book(who: TestAccount, tourId: string, name = who.name): Promise<Order> {
      const response = await call(who, 'POST', '/api/order', {
        tourId,
        name,
        email: who.email,
        phone: '01712345678',
      })
      expect(response.statusCode).toBe(201)
      return response.json()
    },
    pay: (who: TestAccount, orderId: string) => call(who, 'POST', '/api/payment', { orderId }),
    confirmCard: (who: TestAccount, clientSecret: string) =>
      call(who, 'POST', '/api/payment/sandbox/confirm', { clientSecret, ...card }),
    markPaid: (who: TestAccount, orderId: string, paymentIntentId: string) =>
      call(who, 'PUT', `/api/cartProducts/${orderId}`, { paymentIntentId }),
    deleteOrder: (who: TestAccount, orderId: string) =>
      call(who, 'DELETE', `/api/order/${orderId}`),
  }
}

describe('sandbox provider', () => {
  const ADMIN_EMAIL = uniqueEmail('admin')
  const paidCount = new Map<string, number>()
  let t: TestApp
  let api: ReturnType<typeof client>
  let alice: TestAccount
  let admin: TestAccount
  let division: { id: number }
  let tourId: string

  beforeAll(async () => {
    t = await createTestApp({
      config: { adminEmails: [ADMIN_EMAIL] },
      onOrderPaid: (order) => void paidCount.set(order._id, (paidCount.get(order._id) ?? 0) + 1),
    })
    api = client(t)
    division = await createDivision(t.database.db)
    tourId = (await createPlace(t.database.db, { divisionId: division.id, price: 120 })).id
    ;[alice, admin] = await Promise.all([
      createAccount(t, { name: 'Alice' }),
      createAccount(t, { email: ADMIN_EMAIL, name: 'Admin' }),
    ])
  })
  afterAll(() => t.close())

  const intentsOf = (orderId: string) =>
    t.database.db.select().from(sandboxIntents).where(eq(sandboxIntents.orderId, orderId))
  const orderRow = async (orderId: string) =>
    (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]
  const mailsOf = (kind: string, orderId: string) =>
    t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.ref, orderId)))

  it('20 parallel payments for one order make one intent and answer one client secret', async () => {
    for (let round = 0; round < 3; round++) {
      const order = await api.book(alice, tourId)
      const answers = await Promise.all(Array.from({ length: 20 }, () => api.pay(alice, order._id)))
      expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200))
      const secrets = new Set(answers.map((a) => a.json().clientSecret))
      expect(secrets.size).toBe(1)
      const intents = await intentsOf(order._id)
      expect(intents).toHaveLength(1)
      expect((await orderRow(order._id))!.paymentIntentId).toBe(intents[0]!.id)
      // A later request answers the same open intent, read back from the provider.
      expect((await api.pay(alice, order._id)).json().clientSecret).toBe([...secrets][0])
    }
  })

  it('a sandbox intent for an order deleted meanwhile is a 404, not a database error', async () => {
    const provider = sandboxProvider(t.database.db)
    await expect(
      provider.createIntent({
        orderId: randomUUID(),
        amountCents: 100,
        currency: 'usd',
        payer: { name: 'A', email: 'a@example.com', phone: '', tourName: 'T', locale: 'en' },
      }),
    ).rejects.toMatchObject({ status: 404 })
  })

  it('deleting an order cancels its open payment first; the old card form is refused', async () => {
    const order = await api.book(alice, tourId)
    const { clientSecret } = (await api.pay(alice, order._id)).json()
    const provider = sandboxProvider(t.database.db)
    // The cancel alone (what DELETE does before deleting): the card form is refused, not charged.
    expect(await provider.cancelIntent(intentIdOf(clientSecret))).toBe('canceled')
    const refused = await api.confirmCard(alice, clientSecret)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error?.message).toMatch(/cancelled/)
    // A new payment replaces the cancelled intent, and the order can be deleted.
    const again = (await api.pay(alice, order._id)).json().clientSecret
    expect(again).not.toBe(clientSecret)
    expect((await api.deleteOrder(alice, order._id)).json()).toEqual({ deletedCount: 1 })
    expect((await api.confirmCard(alice, again)).statusCode).toBe(402)
    expect(await orderRow(order._id)).toBeUndefined()
  })

  it('a paid intent stops the delete with a clear 409; the order stays Paid', async () => {
    const order = await api.book(alice, tourId)
    const { clientSecret } = (await api.pay(alice, order._id)).json()
    // The money moves, but the order is not marked yet (as between Stripe and its webhook).
    await t.database.db
      .update(sandboxIntents)
      .set({ status: 'succeeded', last4: '4242' })
      .where(eq(sandboxIntents.id, intentIdOf(clientSecret)))
    const refused = await api.deleteOrder(alice, order._id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error?.message).toMatch(/payment for this order has gone through/)
    expect((await api.pay(alice, order._id)).statusCode).toBe(409)
    const marked = await api.markPaid(alice, order._id, intentIdOf(clientSecret))
    expect(marked.statusCode).toBe(200)
    expect((await orderRow(order._id))!.isPaid).toBe(true)
  })

  it('delete, pay, card confirm and PUT /cartProducts in random interleavings: no 5xx, nothing lost', async () => {
    const random = seeded(20261123)
    const allowed = new Set([200, 201, 402, 404, 409])
    const sleep = () =>
      random() < 0.6
        ? new Promise((resolve) => setTimeout(resolve, Math.floor(random() * 4)))
        : Promise.resolve()
    const outcomes = { deleted: 0, paid: 0 }
    for (let round = 0; round < 30; round++) {
      const order = await api.book(alice, tourId)
      const first = (await api.pay(alice, order._id)).json().clientSecret as string
      const seen: { what: string; answer: Answer }[] = []
      const note = async <T extends Answer>(what: string, answer: Promise<T>): Promise<T> => {
        const settled = await answer
        seen.push({ what, answer: settled })
        return settled
      }
      let succeeded = 0
      /** The browser: the card form, then PUT /cartProducts once the card went through. */
      const payWithCard = async (clientSecret: string) => {
        await sleep()
        const confirmed = await note('confirm', api.confirmCard(alice, clientSecret))
        if (confirmed.statusCode !== 200) return
        succeeded++
        await sleep()
        await note('put', api.markPaid(alice, order._id, intentIdOf(clientSecret)))
      }
      const flows = [
        () => payWithCard(first),
        async () => {
          await sleep()
          const started = await note('pay', api.pay(alice, order._id))
          if (started.statusCode === 200) await payWithCard(started.json().clientSecret)
        },
        async () => {
          await sleep()
          await note('delete', api.deleteOrder(random() < 0.5 ? alice : admin, order._id))
        },
        async () => {
          await sleep()
          await note('pay', api.pay(alice, order._id))
        },
        async () => {
          // A replayed confirmation of the first intent, whenever it lands.
          await sleep()
          const put = await api.markPaid(alice, order._id, intentIdOf(first))
          // Before the card went through it is a 400 naming why; anything else is in the set.
          if (put.statusCode === 400) expect(put.json().error?.message).toMatch(/not succeeded/)
          else seen.push({ what: 'put', answer: put })
        },
      ]
      for (let i = flows.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1))
        ;[flows[i], flows[j]] = [flows[j]!, flows[i]!]
      }
      await Promise.all(flows.map((flow) => flow()))

      for (const { what, answer } of seen) {
        expect(allowed, `${what} answered ${answer.statusCode} in round ${round}`).toContain(
          answer.statusCode,
        )
      }
      let row = await orderRow(order._id)
      if (row && !row.isPaid) {
        // Still unpaid (the delete lost to a payment that then failed): it can still be deleted.
        expect(succeeded).toBe(0)
        expect((await api.deleteOrder(alice, order._id)).statusCode).toBe(200)
        row = await orderRow(order._id)
      }
      if (!row) {
        // Deleted: no card went through, no receipt, nothing marked paid.
        outcomes.deleted++
        expect(succeeded).toBe(0)
        expect(paidCount.get(order._id)).toBeUndefined()
        expect(await mailsOf('receipt', order._id)).toHaveLength(0)
      } else {
        // Paid exactly once, by its one succeeded intent, with one receipt.
        outcomes.paid++
        expect(row.isPaid).toBe(true)
        expect(paidCount.get(order._id)).toBe(1)
        expect(await mailsOf('receipt', order._id)).toHaveLength(1)
        const paid = (await intentsOf(order._id)).filter((i) => i.status === 'succeeded')
        expect(paid.map((i) => i.id)).toEqual([row.transactionRef])
        expect(seen.some((s) => s.what === 'delete' && s.answer.statusCode === 200)).toBe(false)
      }
    }
    // Both endings happen across the rounds.
    expect(outcomes.deleted).toBeGreaterThan(0)
    expect(outcomes.paid).toBeGreaterThan(0)
  }, 180_000)

  describe('deleting a plan that has orders archives it', () => {
    let plan: { id: string; placeId: number }
    let paidOrder: Order
    let openOrder: Order
    let plainOrder: Order
    let openSecret: string
    let divisionTotal: number

    beforeAll(async () => {
      const created = await createPlace(t.database.db, { divisionId: division.id, price: 80 })
      plan = { id: created.id, placeId: created.placeId }
      paidOrder = await api.book(alice, plan.id)
      const paidSecret = (await api.pay(alice, paidOrder._id)).json().clientSecret
      expect((await api.confirmCard(alice, paidSecret)).statusCode).toBe(200)
      openOrder = await api.book(alice, plan.id, 'Alice <b>Bold</b>')
      openSecret = (await api.pay(alice, openOrder._id)).json().clientSecret
      plainOrder = await api.book(alice, plan.id)
      const divisions: Division[] = (await api.call(undefined, 'GET', '/api/divisions')).json()
      divisionTotal = divisions.find((d) => d.id === division.id)!.totalPlace

      const deleted = await api.call(admin, 'DELETE', `/api/tour/${plan.id}`)
      expect(deleted.statusCode).toBe(200)
      expect(deleted.json()).toEqual({ deletedCount: 1, archived: true })
    })

    it('keeps the paid order intact', async () => {
      const order: Order = (await api.call(alice, 'GET', `/api/orders/${paidOrder._id}`)).json()
      expect(order).toMatchObject({ isPaid: true, cancelled: false, tourId: plan.id })
      expect(await mailsOf('cancellation', paidOrder._id)).toHaveLength(0)
    })

    it('cancels the unpaid orders, mails each customer once, and cancels the open payment', async () => {
      for (const order of [openOrder, plainOrder]) {
        const now: Order = (await api.call(alice, 'GET', `/api/orders/${order._id}`)).json()
        expect(now).toMatchObject({ isPaid: false, cancelled: true })
        expect((await orderRow(order._id))!.cancelReason).toMatch(/withdrawn/)
        const mails = await mailsOf('cancellation', order._id)
        expect(mails).toHaveLength(1)
        expect(mails[0]).toMatchObject({ to: alice.email.toLowerCase() })
      }
      const [mail] = await mailsOf('cancellation', openOrder._id)
      expect(mail!.html).toContain('Alice &#60;b&#62;Bold&#60;/b&#62;')
      expect(mail!.html).not.toContain('<b>Bold')
      const [intent] = await intentsOf(openOrder._id)
      expect(intent!.status).toBe('canceled')
    })

    it('a cancelled order can no longer be paid, confirmed or deleted', async () => {
      for (const order of [openOrder, plainOrder]) {
        const pay = await api.pay(alice, order._id)
        expect(pay.statusCode).toBe(409)
        expect(pay.json().error?.message).toMatch(/cancelled/)
        expect((await api.deleteOrder(alice, order._id)).statusCode).toBe(409)
      }
      const confirm = await api.confirmCard(alice, openSecret)
      expect(confirm.statusCode).toBe(409)
      expect((await orderRow(openOrder._id))!.isPaid).toBe(false)
    })

    it('the plan leaves the catalogue, its pages and its division total, and cannot be booked', async () => {
      const listed: Place[] = (await api.call(undefined, 'GET', '/api/places')).json()
      expect(listed.map((p) => p._id)).not.toContain(plan.id)
      const inDivision: Place[] = (
        await api.call(undefined, 'GET', `/api/place/${division.id}`)
      ).json()
      expect(inDivision.map((p) => p._id)).not.toContain(plan.id)
      const divisions: Division[] = (await api.call(undefined, 'GET', '/api/divisions')).json()
      expect(divisions.find((d) => d.id === division.id)!.totalPlace).toBe(divisionTotal - 1)
      for (const id of [plan.id, String(plan.placeId)]) {
        expect((await api.call(undefined, 'GET', `/api/places/${id}`)).statusCode).toBe(404)
      }
      expect((await t.app.inject(`/tour-details/${plan.id}`)).statusCode).toBe(404)
      expect((await t.app.inject('/sitemap.xml')).body).not.toContain(plan.id)
      const booking = await api.call(alice, 'POST', '/api/order', {
        tourId: plan.id,
        name: 'Late',
        email: alice.email,
        phone: '01712345678',
      })
      expect([400, 409]).toContain(booking.statusCode)
      // Gone for admins too: no second delete, no edit.
      expect((await api.call(admin, 'DELETE', `/api/tour/${plan.id}`)).statusCode).toBe(404)
      // The row stays for the paid order's sake.
      const [row] = await t.database.db.select().from(places).where(eq(places.id, plan.id))
      expect(row!.archivedAt).not.toBeNull()
    })

    it('an order on an archived plan that was not cancelled still cannot be paid', async () => {
      // E.g. booked in the instant the plan was withdrawn.
      const late = await api.book(alice, tourId)
      await t.database.db.update(orders).set({ tourId: plan.id }).where(eq(orders.id, late._id))
      const pay = await api.pay(alice, late._id)
      expect(pay.statusCode).toBe(409)
      expect(pay.json().error?.message).toMatch(/withdrawn/)
    })

    it('a plan without orders is really deleted', async () => {
      const lonely = await createPlace(t.database.db, { divisionId: division.id })
      const deleted = await api.call(admin, 'DELETE', `/api/tour/${lonely.id}`)
      expect(deleted.json()).toEqual({ deletedCount: 1 })
      expect(
        await t.database.db.select().from(places).where(eq(places.id, lonely.id)),
      ).toHaveLength(0)
    })
  })
})

describe('Stripe (local stand-in)', () => {
  const ADMIN_EMAIL = uniqueEmail('admin')
  const keys = {
    secretKey: 'sk_test_standin_races',
    publishableKey: 'pk_test_standin_races',
    webhookSecret: 'whsec_standin_races_0123456789',
  }
  let stand: StripeStandIn
  let t: TestApp
  let api: ReturnType<typeof client>
  let customer: TestAccount
  let admin: TestAccount
  let divisionId: number

  beforeAll(async () => {
    stand = await startStripeStandIn()
    t = await createTestApp({
      config: { adminEmails: [ADMIN_EMAIL] },
      paymentProvider: stripeProvider({ ...keys, api: stand.api }),
    })
    api = client(t)
    divisionId = (await createDivision(t.database.db)).id
    ;[customer, admin] = await Promise.all([
      createAccount(t),
      createAccount(t, { email: ADMIN_EMAIL, name: 'Admin' }),
    ])
  })
  afterAll(async () => {
    await t.close()
    await stand.close()
  })

  const intentsFor = (orderId: string) =>
    [...stand.intents.values()].filter((i) => i.metadata.orderId === orderId)
  const newTour = async () => (await createPlace(t.database.db, { divisionId, price: 55 })).id

  it('20 parallel payments for one order make one intent and answer one client secret', async () => {
    const order = await api.book(customer, await newTour())
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api.pay(customer, order._id)),
    )
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200))
    expect(new Set(answers.map((a) => a.json().clientSecret)).size).toBe(1)
    expect(intentsFor(order._id)).toHaveLength(1)
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id))
    expect(row!.paymentIntentId).toBe(intentsFor(order._id)[0]!.id)
  })

  it('deleting an order cancels its intent at Stripe; a paid intent makes the delete 409', async () => {
    const tour = await newTour()
    const open = await api.book(customer, tour)
    const openIntent = intentIdOf((await api.pay(customer, open._id)).json().clientSecret)
    expect((await api.deleteOrder(customer, open._id)).json()).toEqual({ deletedCount: 1 })
    expect(stand.intents.get(openIntent)!.status).toBe('canceled')
    // The customer's card can no longer pay it.
    expect(() => stand.succeed(openIntent)).toThrow(/canceled/)

    const paid = await api.book(customer, tour)
    const paidIntent = intentIdOf((await api.pay(customer, paid._id)).json().clientSecret)
    stand.succeed(paidIntent)
    const refused = await api.deleteOrder(customer, paid._id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error?.message).toMatch(/gone through/)
    expect(stand.intents.get(paidIntent)!.status).toBe('succeeded')
    expect((await api.markPaid(customer, paid._id, paidIntent)).statusCode).toBe(200)
  })

  it('a cancelled intent is replaced by a new one (not replayed by its idempotency key)', async () => {
    const order = await api.book(customer, await newTour())
    const first = intentIdOf((await api.pay(customer, order._id)).json().clientSecret)
    stand.intents.get(first)!.status = 'canceled'
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => api.pay(customer, order._id)),
    )
    const secrets = new Set(answers.map((a) => a.json().clientSecret as string))
    expect(secrets.size).toBe(1)
    const second = intentIdOf([...secrets][0]!)
    expect(second).not.toBe(first)
    expect(stand.intents.get(second)!.status).toBe('requires_payment_method')
    const keys = stand.requests
      .filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents')
      .map((r) => r.headers['idempotency-key'])
    expect(keys).toContain(`order-${order._id}-5500-after-${first}`)
  })

  it('archiving a plan cancels its unpaid orders’ intents at Stripe and keeps the paid one', async () => {
    const tour = await newTour()
    const paid = await api.book(customer, tour)
    const paidIntent = intentIdOf((await api.pay(customer, paid._id)).json().clientSecret)
    stand.succeed(paidIntent)
    expect((await api.markPaid(customer, paid._id, paidIntent)).statusCode).toBe(200)
    const open = await api.book(customer, tour)
    const openIntent = intentIdOf((await api.pay(customer, open._id)).json().clientSecret)

    const deleted = await api.call(admin, 'DELETE', `/api/tour/${tour}`)
    expect(deleted.json()).toEqual({ deletedCount: 1, archived: true })
    expect(stand.intents.get(openIntent)!.status).toBe('canceled')
    expect(stand.intents.get(paidIntent)!.status).toBe('succeeded')
    expect((await api.pay(customer, open._id)).statusCode).toBe(409)
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, paid._id))
    expect(row).toMatchObject({ isPaid: true, cancelledAt: null })
  })
})
