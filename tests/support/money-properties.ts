/**
 * What the property tests of the money share (tests/api/money-properties.test.ts for the card
 * sandbox, tests/api/sslcommerz-money-properties.test.ts and
 * tests/api/bkash-money-properties.test.ts for the gateways): the site they run on, a tour with
 * dates, the requests every schedule makes (booking, the card form, moving, cancelling), the
 * worker's rounds, and the invariants every provider keeps, checked after each schedule. What
 * only one provider knows (its own ids, its refunds at the gateway) each test checks itself, on
 * the orders' money `checkMoney` answers.
 */
import { eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { expect } from 'vitest'
import type { Order } from '#shared/contracts/orders.ts'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'
import { departures, places } from '#server/db/schema/index.ts'
import type { PaymentProvider } from '#server/lib/payment-provider.ts'
import { reconcilePayments } from '#server/features/payments/reconcile-payments.ts'
import { sendRefunds } from '#server/features/orders/send-refunds.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { createAccount, type TestAccount } from './accounts.ts'
import { readMoneyState } from './money-state.ts'
import { createTestApp, systemCtx, type TestApp } from './test-app.ts'

/** Requests as a signed-in account, through `app.inject`. */
function caller(t: TestApp) {
  return (who: TestAccount, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie }, payload })
}

export interface MoneySite {
  t: TestApp
  customer: TestAccount
  admin: TestAccount
  divisionId: number
  call: ReturnType<typeof caller>
}

/** The app, a division for the tours, a customer and an admin. */
export async function startMoneySite(
  options: NonNullable<Parameters<typeof createTestApp>[0]> = {},
): Promise<MoneySite> {
  // The worker's own timer stays out of the way: the schedule decides when sweeps run.
  const t = await createTestApp({ lifecycleEveryMs: 3_600_000, ...options })
  return {
    t,
    divisionId: (await createDivision(t.database.db)).id,
    customer: await createAccount(t),
    admin: await createAccount(t, { role: 'admin' }),
    call: caller(t),
  }
}

/**
 * A fresh tour at `price` (major units) a person, deposits allowed when `depositPercent` is
 * set, with a date per entry of `dates` (days ahead of today in Dhaka, seats, and a price of
 * its own in minor units when given). Answers the tour's id and its dates' ids, in order.
 */
export async function createTour(
  site: MoneySite,
  {
    price,
    depositPercent = null,
    dates,
  }: {
    price: number
    depositPercent?: number | null
    dates: Array<{ daysAhead: number; capacity: number; priceCents?: number }>
  },
) {
  const db = site.t.database.db
  const tour = await createPlace(db, { divisionId: site.divisionId, price })
  if (depositPercent !== null) {
    // The balance due 14 days before the date: a deposit is refused closer than that.
    await db
      .update(places)
      .set({ depositPercent, balanceDueDays: 14 })
      .where(eq(places.id, tour.id))
  }
  const departureIds: string[] = []
  for (const { daysAhead, ...rest } of dates) {
    const row = await createDeparture(db, {
      tourId: tour.id,
      date: addDays(dhakaToday(), daysAhead),
      ...rest,
    })
    departureIds.push(row.id)
  }
  return { tourId: tour.id, departureIds }
}

/**
 * The customer books; answers the order, or undefined when refused with a status `accepted`
 * allows (a full or cancelled date: a clear 4xx, never a 5xx).
 */
export async function book(
  site: MoneySite,
  booking: { tourId: string; departureId: string; travellers: number },
  accepted = [201],
): Promise<Order | undefined> {
  const answer = await site.call(site.customer, 'POST', '/api/order', {
    ...booking,
    name: 'Property Tester',
    email: site.customer.email,
    phone: '01712345678',
  })
  expect(accepted, answer.body).toContain(answer.statusCode)
  return answer.statusCode === 201 ? (answer.json() as Order) : undefined
}

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' }

/**
 * The customer opens the card form (closing a gateway's intent); answers its client secret, or
 * undefined when refused: 400 a deposit too close to the date, 409 paid, cancelled or a payment
 * on its way, 503 a gateway not answering while its intent is closed.
 */
export async function openCardForm(
  site: MoneySite,
  orderId: string,
  plan?: 'full' | 'deposit',
): Promise<string | undefined> {
  const answer = await site.call(site.customer, 'POST', '/api/payment', {
    orderId,
    provider: 'sandbox',
    ...(plan && { plan }),
  })
  expect([200, 400, 409, 503], answer.body).toContain(answer.statusCode)
  return answer.statusCode === 200 ? (answer.json().clientSecret as string) : undefined
}

/** The card form's Pay button, `times` at once; 409 when the form was closed meanwhile. */
export async function payByCard(site: MoneySite, clientSecret: string, times = 1) {
  const answers = await Promise.all(
    Array.from({ length: times }, () =>
      site.call(site.customer, 'POST', '/api/payment/sandbox/confirm', { clientSecret, ...card }),
    ),
  )
  for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode)
}

/**
 * What the gateways' schedules draw alike: a booking, how a page is opened, a switch to the card
 * form, a cancellation.
 */
export const draw = {
  book: fc.record({
    kind: fc.constant('book' as const),
    travellers: fc.integer({ min: 1, max: 2 }),
  }),
  open: {
    kind: fc.constant('open' as const),
    twice: fc.constantFrom('no' as const, 'after' as const, 'racing' as const),
  },
  card: { kind: fc.constant('card' as const), pay: fc.boolean(), back: fc.boolean() },
  cancel: {
    kind: fc.constant('cancel' as const),
    by: fc.constantFrom('customer' as const, 'admin' as const),
    racing: fc.integer({ min: 1, max: 2 }),
  },
}

/** A gateway's page opened once, twice one after the other, or twice at once. */
export async function openGateway(open: () => Promise<unknown>, twice: 'no' | 'after' | 'racing') {
  if (twice === 'racing') await Promise.all([open(), open()])
  else {
    await open()
    if (twice === 'after') await open()
  }
}

/**
 * The customer leaves a gateway for the card form (closing the gateway's intent; the page stays
 * open at the gateway), maybe pays on it (409 when that form was closed meanwhile), maybe goes
 * back to the gateway (`reopen`) for a new intent. `booking.cardSecret` keeps the latest form.
 */
export async function switchToCard(
  site: MoneySite,
  booking: { orderId: string; cardSecret?: string },
  { pay, back }: { pay: boolean; back: boolean },
  reopen: () => Promise<unknown>,
) {
  booking.cardSecret = (await openCardForm(site, booking.orderId)) ?? booking.cardSecret
  if (pay && booking.cardSecret) await payByCard(site, booking.cardSecret)
  if (back) await reopen()
}

/** The customer moves the booking to whichever of the two dates it is not on. */
export async function moveBetween(site: MoneySite, orderId: string, dates: [string, string]) {
  const now = (await site.call(site.customer, 'GET', `/api/orders/${orderId}`)).json() as Order
  const to = now.departureId === dates[1] ? dates[0] : dates[1]
  const answer = await site.call(site.customer, 'POST', `/api/orders/${orderId}/reschedule`, {
    departureId: to,
  })
  // Cancelled, full or a cancelled date: a clear 4xx.
  expect([200, 400, 409], answer.body).toContain(answer.statusCode)
}

/**
 * Cancels a booking, `racing` requests at once: the customer (their policy's refund) or an
 * admin (everything back). One cancels; the others answer it as it is, or 409.
 */
export async function cancelAs(
  site: MoneySite,
  orderId: string,
  by: 'customer' | 'admin',
  racing = 1,
) {
  const answers = await Promise.all(
    Array.from({ length: racing }, () =>
      by === 'admin'
        ? site.call(site.admin, 'POST', `/api/orders/${orderId}/cancel`, { refund: 'full' })
        : site.call(site.customer, 'POST', `/api/orders/${orderId}/cancel`, {}),
    ),
  )
  for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode)
}

/**
 * The lifecycle worker's rounds as a schedule runs them. The reconciler's clock runs a minute
 * ahead each round, so every check due within it is asked; `restart` sets it back for a new
 * schedule (a long-running clock would reach the older schedules' checks, slowing every round).
 */
export function moneyWorker(t: TestApp) {
  let aheadMs = 0
  return {
    restart: () => void (aheadMs = 0),
    reconcile(provider: Pick<PaymentProvider, 'retrieveIntent'>) {
      aheadMs += 60_000
      return reconcilePayments({
        ctx: systemCtx(t),
        provider,
        now: new Date(Date.now() + aheadMs),
      })
    },
    /** What is still pending is sent, or asked about. */
    sweep: (provider: Pick<PaymentProvider, 'refund' | 'retrieveRefund'>) =>
      sendRefunds({ db: t.database.db, provider, olderThanSeconds: 0 }),
  }
}

/** Each date's seats taken are the travellers of its live bookings. */
export async function checkSeats(site: MoneySite, departureIds: string[]) {
  for (const departureId of departureIds) {
    const [seats] = await site.t.database.db
      .select({
        kept: departures.seatsTaken,
        counted: sql<number>`(select coalesce(sum(o.travellers), 0)::int from orders o
          where o.departure_id = ${departureId} and o.cancelled_at is null
            and (o.is_paid or o.paid_cents > 0 or o.expired_at is null))`,
      })
      .from(departures)
      .where(eq(departures.id, departureId))
    expect(seats!.kept, departureId).toBe(Number(seats!.counted))
  }
}

type MoneyState = Awaited<ReturnType<typeof readMoneyState>>
type Movement = MoneyState['ledger'][number]

/** One order's money as the ledger has it, for a provider's own checks. */
export interface OrderMoney {
  row: MoneyState['rows'][number]
  payments: Movement[]
  refunds: Movement[]
}

const sumOf = (list: Movement[]) => list.reduce((total, m) => total + m.amountCents, 0)

/**
 * The invariants every provider keeps, for each order: the order's paid/refunded columns are
 * the ledger's sums; each payment once (by its intent), a card one an intent that succeeded at
 * the card sandbox; refunds (not failed) within what was paid, per order and per payment, and
 * none left pending; every card refund that succeeded one refund at the sandbox (its key), and
 * no other; one audit entry per money event; at most one cancellation refund per payment; a
 * live booking holds no more than its price (beyond refunds turned down) and was refunded only
 * a move's difference or an overpayment. `isGateway` tells a gateway's intents from the card
 * sandbox's; `context` names what a failure is about. Answers each order's money.
 */
export async function checkMoney(
  site: MoneySite,
  orderIds: string[],
  {
    isGateway = () => false,
    context = (orderId) => orderId,
  }: { isGateway?: (intentId: string) => boolean; context?: (orderId: string) => string } = {},
): Promise<Map<string, OrderMoney>> {
  const money = new Map<string, OrderMoney>()
  if (orderIds.length === 0) return money
  const { rows, ledger, audit, cardIntents, cardRefunds } = await readMoneyState(
    site.t.database.db,
    orderIds,
    ['payment.received', 'refund.issued', 'refund.failed', 'order.cancelled'],
  )
  for (const row of rows) {
    const about = context(row.id)
    const mine = ledger.filter((m) => m.orderId === row.id)
    const payments = mine.filter((m) => m.kind === 'payment')
    const refunds = mine.filter((m) => m.kind === 'refund')
    const failed = refunds.filter((r) => r.status === 'failed')
    const live = refunds.filter((r) => r.status !== 'failed')

    expect(row.paidCents, about).toBe(sumOf(payments))
    expect(row.refundedCents, about).toBe(sumOf(live))
    expect(row.refundedCents, about).toBeLessThanOrEqual(row.paidCents)
    expect(new Set(payments.map((p) => p.intentId)).size, about).toBe(payments.length)
    for (const payment of payments) {
      const back = live.filter((r) => r.intentId === payment.intentId)
      expect(sumOf(back), about).toBeLessThanOrEqual(payment.amountCents)
      if (!isGateway(payment.intentId)) {
        const intent = cardIntents.find((i) => i.id === payment.intentId)
        expect(intent?.status, about).toBe('succeeded')
      }
    }
    expect(
      refunds.filter((r) => r.status === 'pending'),
      about,
    ).toEqual([])
    const atSandbox = cardRefunds.filter(
      (r) => r.status === 'succeeded' && payments.some((p) => p.intentId === r.intentId),
    )
    expect(atSandbox.map((r) => r.idempotencyKey).sort(), about).toEqual(
      refunds
        .filter((r) => r.status === 'succeeded' && !isGateway(r.intentId))
        .map((r) => r.id)
        .sort(),
    )

    const entries = (action: string) =>
      audit.filter((a) => a.subjectId === row.id && a.action === action)
    expect(entries('payment.received'), about).toHaveLength(payments.length)
    expect(entries('refund.issued'), about).toHaveLength(refunds.length)
    expect(entries('refund.failed'), about).toHaveLength(failed.length)
    expect(entries('order.cancelled'), about).toHaveLength(row.cancelledAt === null ? 0 : 1)

    const cancelRefunds = refunds.filter(
      (r) => r.purpose === 'cancellation' || r.purpose === 'departure-cancelled',
    )
    expect(new Set(cancelRefunds.map((r) => r.intentId)).size, about).toBe(cancelRefunds.length)
    if (row.cancelledAt === null) {
      expect(row.paidCents - row.refundedCents - sumOf(failed), about).toBeLessThanOrEqual(
        row.tourPriceCents,
      )
      for (const refund of refunds)
        expect(['reschedule', 'overpayment'], about).toContain(refund.purpose)
    }
    money.set(row.id, { row, payments, refunds })
  }
  expect(money.size).toBe(orderIds.length)
  return money
}
