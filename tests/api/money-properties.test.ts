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
 * - the audit log has exactly one entry per money event (each payment, each refund, each
 *   cancellation).
 *
 * The site, the requests and these checks are tests/support/money-properties.ts's, shared with
 * the gateways' property tests. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 * `TEST_SEED=N` repeats a run; `PROPERTY_RUNS=N` runs more.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cancelOrder } from '#server/features/orders/cancel-order.ts'
import { sandboxProvider } from '#server/features/payments/sandbox-provider.ts'
import * as money from '#tests/support/money-properties.ts'
import { systemCtx } from '#tests/support/test-app.ts'

let site: money.MoneySite

beforeAll(async () => {
  site = await money.startMoneySite()
})
afterAll(() => site.t.close())

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
  orderId: string
  intentId?: string
}

/** Runs one schedule on a fresh tour and two dates; answers the orders it made. */
async function run(daysAhead: number, otherPriceCents: number, steps: Step[]) {
  const t = site.t
  // Deposits allowed: a schedule may pay in parts. A second date, dearer or cheaper, that
  // bookings move to and back from.
  const { tourId, departureIds } = await money.createTour(site, {
    price: 37.5,
    depositPercent: 30,
    dates: [
      { daysAhead, capacity: 12 },
      { daysAhead: daysAhead + 1, capacity: 6, priceCents: otherPriceCents },
    ],
  })
  const [departureId] = departureIds as [string, string]
  const booked: Booked[] = []
  const pick = (i: number) => (booked.length ? booked[i % booked.length] : undefined)
  const provider = sandboxProvider(t.database.db)
  const worker = money.moneyWorker(t)

  for (const s of steps) {
    const target = 'order' in s ? pick(s.order) : undefined
    switch (s.kind) {
      case 'book': {
        // Full, or the departure was cancelled: a clear 4xx, never a 5xx.
        const order = await money.book(
          site,
          { tourId, departureId, travellers: s.travellers },
          [201, 400, 409],
        )
        if (order) booked.push({ orderId: order._id })
        break
      }
      case 'pay': {
        if (!target) break
        // Refused (a deposit this close to the date, naming the plan; paid; cancelled): no form.
        const clientSecret = await money.openCardForm(site, target.orderId, s.plan)
        if (!clientSecret) break
        target.intentId = clientSecret.split('_secret_')[0]
        await money.payByCard(site, clientSecret, s.twice ? 2 : 1)
        break
      }
      case 'redeliver': {
        if (!target?.intentId) break
        const answer = await site.call(
          site.customer,
          'PUT',
          `/api/cartProducts/${target.orderId}`,
          { paymentIntentId: target.intentId },
        )
        expect(answer.statusCode).toBeLessThan(500)
        break
      }
      case 'cancel':
        if (target) await money.cancelAs(site, target.orderId, 'customer', s.racing)
        break
      case 'adminFull':
        if (target) await money.cancelAs(site, target.orderId, 'admin')
        break
      case 'crashAfterCancel': {
        if (!target) break
        // The cancellation commits, then the process dies before asking the provider.
        await cancelOrder({
          ctx: systemCtx(t),
          orderId: target.orderId,
          by: 'departure',
          refund: 'full',
        }).catch(() => undefined)
        break
      }
      case 'cancelDeparture': {
        const answer = await site.call(site.admin, 'POST', `/api/departures/${departureId}/cancel`)
        expect(answer.statusCode).toBe(200)
        await t.app.lifecycle.idle()
        break
      }
      case 'sweep':
        await worker.sweep(provider)
        break
      case 'move':
        if (target) await money.moveBetween(site, target.orderId, departureIds as [string, string])
        break
    }
  }
  // The worker's sweep after the schedule: whatever a crash left pending is sent now.
  await worker.sweep(provider)
  return { departureIds, orderIds: booked.map((b) => b.orderId) }
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
          await money.checkSeats(site, departureIds)
          await money.checkMoney(site, orderIds)
        },
      ),
      { numRuns: Number(process.env.PROPERTY_RUNS) || 40, seed },
    )
  }, 600_000)
})
