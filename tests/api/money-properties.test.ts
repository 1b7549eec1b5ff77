/**
 * Property-based tests of the money (fast-check): random schedules of bookings, card payments
 * (in full, deposits and their balances, and the differences a move leaves due), confirmation redeliveries, moves to a
 * cheaper or dearer date, customer and admin cancellations (single and racing), departure
 * cancellations, crashes between a cancellation's commit and its refund, and refund sweeps.
 * After every schedule, for every order:
 *
 * - the ledger's sums are the order's: paid = Σ payments, refunded = Σ refunds not failed;
 * - refunds never exceed what was paid, per order and per payment;
 * - every refund the provider made is one ledger row (its idempotency key), and once swept no
 *   refund is left pending;
 * - the departure's seats equal the travellers of its live bookings;
 * - the audit log has exactly one entry per money event (each payment, each refund).
 *
 * Runs on PGlite and, with DATABASE_URL, on PostgreSQL. `TEST_SEED=N` repeats a run.
 */
import fc from 'fast-check'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '#shared/contracts/orders.ts'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'
import { departures, places } from '#server/db/schema/index.ts'
import { cancelOrder } from '#server/features/orders/cancel-order.ts'
import { sendRefunds } from '#server/features/payments/send-refunds.ts'
import { sandboxProvider } from '#server/features/payments/sandbox-provider.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { createAccount, type TestAccount } from '#tests/support/accounts.ts'
import { readMoneyState } from '#tests/support/money-state.ts'
import { createTestApp, systemCtx, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let customer: TestAccount
let admin: TestAccount
let divisionId: number

beforeAll(async () => {
  // The worker's own timer stays out of the way: the schedule decides when sweeps run.
  t = await createTestApp({ lifecycleEveryMs: 3_600_000 })
  divisionId = (await createDivision(t.database.db)).id
  customer = await createAccount(t)
  admin = await createAccount(t, { role: 'admin' })
})
afterAll(() => t.close())

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' }

function call(who: TestAccount, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie: who.cookie }, payload })
}

type Step =
  | { kind: 'book'; travellers: number }
  | { kind: 'pay'; order: number; twice: boolean; plan: 'full' | 'deposit' }
  | { kind: 'redeliver'; order: number }
  | { kind: 'cancel'; order: number; racing: number }
  | { kind: 'adminFull'; order: number }
  | { kind: 'crashAfterCancel'; order: number }
  | { kind: 'cancelDeparture' }
  | { kind: 'sweep' }
  | { kind: 'move'; order: number }

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('book' as const), travellers: fc.integer({ min: 1, max: 3 }) }),
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      order: fc.nat(3),
      twice: fc.boolean(),
      plan: fc.constantFrom('full' as const, 'deposit' as const),
    }),
  },
  fc.record({ kind: fc.constant('redeliver' as const), order: fc.nat(3) }),
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      order: fc.nat(3),
      racing: fc.integer({ min: 1, max: 3 }),
    }),
  },
  fc.record({ kind: fc.constant('adminFull' as const), order: fc.nat(3) }),
  fc.record({ kind: fc.constant('crashAfterCancel' as const), order: fc.nat(3) }),
  fc.constant({ kind: 'cancelDeparture' as const }),
  fc.constant({ kind: 'sweep' as const }),
  fc.record({ kind: fc.constant('move' as const), order: fc.nat(3) }),
)

interface Booked {
  order: Order
  intentId?: string
}

/** Runs one schedule on a fresh tour and departure; answers the orders it made. */
async function run(daysAhead: number, otherPriceCents: number, steps: Step[]) {
  const tour = await createPlace(t.database.db, { divisionId, price: 37.5 })
  // Deposits allowed (30 %, balance due 14 days before): a schedule may pay in parts.
  await t.database.db
    .update(places)
    .set({ depositPercent: 30, balanceDueDays: 14 })
    .where(eq(places.id, tour.id))
  const departure = await createDeparture(t.database.db, {
    tourId: tour.id,
    date: addDays(dhakaToday(), daysAhead),
    capacity: 12,
  })
  // A second date, dearer or cheaper, that bookings move to and back from.
  const other = await createDeparture(t.database.db, {
    tourId: tour.id,
    date: addDays(dhakaToday(), daysAhead + 1),
    capacity: 6,
    priceCents: otherPriceCents,
  })
  const booked: Booked[] = [] as Booked[]
  const pick = (i: number) => (booked.length ? booked[i % booked.length] : undefined)
  const provider = sandboxProvider(t.database.db)

  for (const s of steps) {
    const target = 'order' in s ? pick(s.order) : undefined
    switch (s.kind) {
      case 'book': {
        const answer = await call(customer, 'POST', '/api/order', {
          tourId: tour.id,
          departureId: departure.id,
          travellers: s.travellers,
          name: 'Property Tester',
          email: customer.email,
          phone: '01712345678',
        })
        // Full, or the departure was cancelled: a clear 4xx, never a 5xx.
        expect([201, 400, 409]).toContain(answer.statusCode)
        if (answer.statusCode === 201) booked.push({ order: answer.json() })
        break
      }
      case 'pay': {
        if (!target) break
        const started = await call(customer, 'POST', '/api/payment', {
          orderId: target.order._id,
          plan: s.plan,
        })
        // 400: a deposit this close to the date is refused (naming the plan).
        expect([200, 400, 409]).toContain(started.statusCode)
        if (started.statusCode !== 200) break
        const clientSecret: string = started.json().clientSecret
        target.intentId = clientSecret.split('_secret_')[0]
        const confirms = Array.from({ length: s.twice ? 2 : 1 }, () =>
          call(customer, 'POST', '/api/payment/sandbox/confirm', { clientSecret, ...card }),
        )
        for (const answer of await Promise.all(confirms)) {
          expect([200, 409]).toContain(answer.statusCode)
        }
        break
      }
      case 'redeliver': {
        if (!target?.intentId) break
        const answer = await call(customer, 'PUT', `/api/cartProducts/${target.order._id}`, {
          paymentIntentId: target.intentId,
        })
        expect(answer.statusCode).toBeLessThan(500)
        break
      }
      case 'cancel': {
        if (!target) break
        const answers = await Promise.all(
          Array.from({ length: s.racing }, () =>
            call(customer, 'POST', `/api/orders/${target.order._id}/cancel`, {}),
          ),
        )
        for (const answer of answers) expect([200, 409]).toContain(answer.statusCode)
        break
      }
      case 'adminFull': {
        if (!target) break
        const answer = await call(admin, 'POST', `/api/orders/${target.order._id}/cancel`, {
          refund: 'full',
        })
        expect([200, 409]).toContain(answer.statusCode)
        break
      }
      case 'crashAfterCancel': {
        if (!target) break
        // The cancellation commits, then the process dies before asking the provider.
        await cancelOrder({
          ctx: systemCtx(t),
          orderId: target.order._id,
          by: 'departure',
          refund: 'full',
        }).catch(() => undefined)
        break
      }
      case 'cancelDeparture': {
        const answer = await call(admin, 'POST', `/api/departures/${departure.id}/cancel`)
        expect(answer.statusCode).toBe(200)
        await t.app.lifecycle.idle()
        break
      }
      case 'sweep':
        await sendRefunds({ db: t.database.db, provider, olderThanSeconds: 0 })
        break
      case 'move': {
        if (!target) break
        const now: Order = (await call(customer, 'GET', `/api/orders/${target.order._id}`)).json()
        const to = now.departureId === other.id ? departure.id : other.id
        const answer = await call(customer, 'POST', `/api/orders/${target.order._id}/reschedule`, {
          departureId: to,
        })
        // Cancelled, full or a cancelled date: a clear 4xx.
        expect([200, 400, 409]).toContain(answer.statusCode)
        break
      }
    }
  }
  // The worker's sweep after the schedule: whatever a crash left pending is sent now.
  await sendRefunds({ db: t.database.db, provider, olderThanSeconds: 0 })
  return { departureIds: [departure.id, other.id], orderIds: booked.map((b) => b.order._id) }
}

async function checkInvariants(departureIds: string[], orderIds: string[]) {
  for (const departureId of departureIds) await checkSeats(departureId)
  await checkMoney(orderIds)
}

async function checkSeats(departureId: string) {
  const db = t.database.db
  const [seats] = await db
    .select({
      kept: departures.seatsTaken,
      counted: sql<number>`(select coalesce(sum(o.travellers), 0)::int from orders o
        where o.departure_id = ${departureId} and o.cancelled_at is null
          and (o.is_paid or o.paid_cents > 0 or o.expired_at is null))`,
    })
    .from(departures)
    .where(eq(departures.id, departureId))
  expect(seats!.kept).toBe(Number(seats!.counted))
}

async function checkMoney(orderIds: string[]) {
  const db = t.database.db
  if (orderIds.length === 0) return

  const state = await readMoneyState(db, orderIds, [
    'payment.received',
    'refund.issued',
    'order.cancelled',
  ])
  const { rows, ledger } = state
  const audit = state.audit.filter((entry) => entry.action !== 'order.cancelled')
  const cancellations = state.audit.filter((entry) => entry.action === 'order.cancelled')
  const providerRefunds = state.cardRefunds

  for (const row of rows) {
    const mine = ledger.filter((m) => m.orderId === row.id)
    const payments = mine.filter((m) => m.kind === 'payment')
    const refunds = mine.filter((m) => m.kind === 'refund')
    const sum = (list: typeof mine) => list.reduce((total, m) => total + m.amountCents, 0)
    expect(row.paidCents).toBe(sum(payments))
    expect(row.refundedCents).toBe(sum(refunds.filter((r) => r.status !== 'failed')))
    expect(row.refundedCents).toBeLessThanOrEqual(row.paidCents)
    // Each payment once (by its intent); each refund from a payment, never beyond it.
    expect(new Set(payments.map((p) => p.intentId)).size).toBe(payments.length)
    for (const payment of payments) {
      const back = refunds.filter((r) => r.intentId === payment.intentId && r.status !== 'failed')
      expect(sum(back)).toBeLessThanOrEqual(payment.amountCents)
    }
    // Swept: nothing pending; every provider refund is exactly one succeeded ledger row.
    expect(refunds.filter((r) => r.status === 'pending')).toEqual([])
    const succeeded = refunds.filter((r) => r.status === 'succeeded')
    const atProvider = providerRefunds.filter(
      (p) => p.status === 'succeeded' && payments.some((m) => m.intentId === p.intentId),
    )
    expect(atProvider.map((p) => p.idempotencyKey).sort()).toEqual(
      succeeded.map((r) => r.id).sort(),
    )
    // One audit entry per money event.
    expect(audit.filter((a) => a.subjectId === row.id)).toHaveLength(mine.length)
    // Cancelled once: one cancellation entry, and at most one cancellation refund per payment.
    expect(cancellations.filter((c) => c.subjectId === row.id)).toHaveLength(
      row.cancelledAt === null ? 0 : 1,
    )
    const cancelRefunds = refunds.filter(
      (r) => r.purpose === 'cancellation' || r.purpose === 'departure-cancelled',
    )
    expect(new Set(cancelRefunds.map((r) => r.intentId)).size).toBe(cancelRefunds.length)
    // A live booking never holds more than its price, and was refunded only by a move (or an
    // overpayment); cancellation refunds belong to cancelled bookings.
    if (row.cancelledAt === null) {
      expect(row.paidCents - row.refundedCents).toBeLessThanOrEqual(row.tourPriceCents)
      for (const refund of refunds) expect(['reschedule', 'overpayment']).toContain(refund.purpose)
    }
  }
}

describe('the money, under random schedules', () => {
  it('never refunds more than was paid, refunds once, keeps seats and the audit log exact', async () => {
    const seed = Number(process.env.TEST_SEED) || undefined
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1_000, max: 8_000 }),
        fc.array(step, { minLength: 3, maxLength: 14 }),
        async (daysAhead, otherPriceCents, steps) => {
          // Two bookings, the first paid, before the random part: most schedules then move
          // money, and the random steps decide what happens to it.
          const { departureIds, orderIds } = await run(daysAhead, otherPriceCents, [
            { kind: 'book', travellers: 2 },
            { kind: 'pay', order: 0, twice: false, plan: 'full' },
            { kind: 'book', travellers: 1 },
            ...steps,
          ])
          await checkInvariants(departureIds, orderIds)
        },
      ),
      { numRuns: Number(process.env.PROPERTY_RUNS) || 40, seed },
    )
  }, 600_000)
})
