/**
 * The payment reconciler (issue 29 item 4): a payment charged at the provider and never recorded
 * here (the server killed between the charge and its record, the tab closed, the webhook lost)
 * is found by asking the provider and recorded exactly once; an intent still open is asked
 * about again later; a cancelled one no more; and reconcilers racing each other and the
 * customer's own confirmation record each payment once.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '#shared/contracts/orders.ts'
import { sandboxTestCards } from '#shared/contracts/payments.ts'
import {
  auditLog,
  mailOutbox,
  moneyMovements,
  orders,
  paymentChecks,
  sandboxIntents,
} from '#server/db/schema/index.ts'
import { reconcilePayments } from '#server/features/payments/reconcile-payments.ts'
import { sandboxProvider } from '#server/features/payments/sandbox-provider.ts'
import type { Ctx } from '#server/lib/context.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createOrder } from '#tests/factories/orders.ts'
import { createAccount, type TestAccount } from '#tests/support/accounts.ts'
import { createTestApp, systemCtx, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let alice: TestAccount
let tourId: string
let ctx: Ctx

beforeAll(async () => {
  t = await createTestApp()
  const division = await createDivision(t.database.db)
  tourId = (await createPlace(t.database.db, { divisionId: division.id, price: 120 })).id
  alice = await createAccount(t, { name: 'Alice' })
  ctx = systemCtx(t)
})
afterAll(() => t.close())

const inAMinute = () => new Date(Date.now() + 60_000)

async function openPayment(): Promise<{ order: Order; intentId: string }> {
  const order = await createOrder(t.database.db, { user: { ...alice, id: alice.id! }, tourId })
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: { cookie: alice.cookie },
    payload: { orderId: order._id },
  })
  expect(response.statusCode).toBe(200)
  const intentId = String(response.json().clientSecret).split('_secret_')[0]!
  return { order, intentId }
}

/** The charge went through at the provider; our server never heard (killed, tab closed). */
async function chargedUnrecorded(intentId: string) {
  await t.database.db
    .update(sandboxIntents)
    .set({ status: 'succeeded', last4: '4242' })
    .where(eq(sandboxIntents.id, intentId))
}

const ledgerOf = (orderId: string) =>
  t.database.db.select().from(moneyMovements).where(eq(moneyMovements.orderId, orderId))
const rowOf = async (orderId: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!
/** When the reconciler next asks about an intent; null once settled; undefined if never listed. */
const checkOf = async (intentId: string) =>
  (await t.database.db.select().from(paymentChecks).where(eq(paymentChecks.intentId, intentId)))[0]
    ?.checkAt
const receiptsOf = async (orderId: string) =>
  (await t.database.db.select().from(mailOutbox)).filter(
    (mail) => mail.kind === 'receipt' && mail.ref.startsWith(orderId),
  )

describe('the payment reconciler', () => {
  it('records a charged, unrecorded payment once, however many reconcilers race', async () => {
    const { order, intentId } = await openPayment()
    await chargedUnrecorded(intentId)
    const provider = sandboxProvider(t.database.db)
    // Not due yet: an intent opened a moment ago is the browser's to confirm first.
    expect(await reconcilePayments({ ctx, provider })).toEqual({ recorded: 0, checked: 0 })

    const rounds = await Promise.all(
      Array.from({ length: 4 }, () => reconcilePayments({ ctx, provider, now: inAMinute() })),
    )
    expect(rounds.reduce((n, r) => n + r.recorded, 0)).toBe(1)
    expect(rounds.reduce((n, r) => n + r.checked, 0)).toBe(1)
    const row = await rowOf(order._id)
    expect(row).toMatchObject({ isPaid: true, paidCents: 12_000 })
    expect(await checkOf(intentId)).toBeNull()
    expect((await ledgerOf(order._id)).map((m) => [m.kind, m.amountCents, m.intentId])).toEqual([
      ['payment', 12_000, intentId],
    ])
    expect(await receiptsOf(order._id)).toHaveLength(1)
    // Nothing more to ask about.
    expect(await reconcilePayments({ ctx, provider, now: inAMinute() })).toEqual({
      recorded: 0,
      checked: 0,
    })
  })

  it('asks about an open intent again later, and no more once it is cancelled', async () => {
    const { intentId } = await openPayment()
    const provider = sandboxProvider(t.database.db)
    expect(await reconcilePayments({ ctx, provider, now: inAMinute() })).toMatchObject({
      checked: 1,
      recorded: 0,
    })
    const next = await checkOf(intentId)
    expect(next!.getTime()).toBeGreaterThan(inAMinute().getTime() + 20_000)
    // Paid later (the customer came back to the tab): found at the next check.
    await chargedUnrecorded(intentId)
    const later = new Date(next!.getTime() + 1000)
    expect(await reconcilePayments({ ctx, provider, now: later })).toMatchObject({ recorded: 1 })

    const other = await openPayment()
    await provider.cancelIntent(other.intentId)
    await reconcilePayments({ ctx, provider, now: inAMinute() })
    expect(await checkOf(other.intentId)).toBeNull()
  })

  it('leaves a payment the customer confirmed to the confirmation: no second record', async () => {
    const { order, intentId } = await openPayment()
    const { clientSecret } = (
      await t.database.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, intentId))
    )[0]!
    const provider = sandboxProvider(t.database.db)
    const [confirmed] = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/payment/sandbox/confirm',
        headers: { cookie: alice.cookie },
        payload: {
          clientSecret,
          cardNumber: sandboxTestCards.success,
          expiry: '12/34',
          cvc: '123',
        },
      }),
      reconcilePayments({ ctx, provider, now: inAMinute() }),
      reconcilePayments({ ctx, provider, now: inAMinute() }),
    ])
    expect(confirmed.statusCode).toBe(200)
    expect(await ledgerOf(order._id)).toHaveLength(1)
    expect(await receiptsOf(order._id)).toHaveLength(1)
    expect(await reconcilePayments({ ctx, provider, now: inAMinute() })).toEqual({
      recorded: 0,
      checked: 0,
    })
  })

  it('stops asking about a charge it refuses to record, and puts it on the audit log', async () => {
    const { order, intentId } = await openPayment()
    // Charged in a currency this server never asks for: confirmPayment refuses it (400).
    await t.database.db
      .update(sandboxIntents)
      .set({ status: 'succeeded', last4: '4242', currency: 'eur' })
      .where(eq(sandboxIntents.id, intentId))
    const provider = sandboxProvider(t.database.db)
    const errors: unknown[] = []
    const onError = (error: unknown) => errors.push(error)
    expect(await reconcilePayments({ ctx, provider, now: inAMinute(), onError })).toEqual({
      recorded: 0,
      checked: 1,
    })
    expect(errors).toHaveLength(1)
    expect(await rowOf(order._id)).toMatchObject({ isPaid: false })
    expect(await checkOf(intentId)).toBeNull()
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, order._id), eq(auditLog.action, 'payment.unreconciled')))
    expect(entries).toHaveLength(1)
    expect(entries[0]!.after).toMatchObject({ intentId, status: 400 })
    // Not claimed again, however late the next round.
    const inADay = new Date(Date.now() + 86_400_000)
    expect(await reconcilePayments({ ctx, provider, now: inADay })).toEqual({
      recorded: 0,
      checked: 0,
    })
  })

  it("runs in the lifecycle worker's rounds", async () => {
    const { order, intentId } = await openPayment()
    await chargedUnrecorded(intentId)
    // Due now (30 s have passed, as far as the check is concerned).
    await t.database.db
      .update(paymentChecks)
      .set({ checkAt: new Date(Date.now() - 1000) })
      .where(eq(paymentChecks.intentId, intentId))
    t.app.lifecycle.nudge()
    await t.app.lifecycle.idle()
    expect(await rowOf(order._id)).toMatchObject({ isPaid: true })
    expect(await checkOf(intentId)).toBeNull()
    expect(await ledgerOf(order._id)).toHaveLength(1)
  })

  it('finds money paid on an intent the order replaced (a page left open), and refunds what is not owed', async () => {
    const first = await openPayment()
    const provider = sandboxProvider(t.database.db)
    // The customer went elsewhere: the first intent closed, a second one opened for the order.
    await provider.cancelIntent(first.intentId)
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/payment',
      headers: { cookie: alice.cookie },
      payload: { orderId: first.order._id },
    })
    const second = String(again.json().clientSecret).split('_secret_')[0]!
    expect(second).not.toBe(first.intentId)
    expect((await rowOf(first.order._id)).paymentIntentId).toBe(second)
    // Both are paid, as on a gateway's page no one can close and on the card form: the order's
    // current intent is the second, and the first is still on the list.
    await t.database.db
      .update(sandboxIntents)
      .set({ status: 'succeeded', last4: '4242' })
      .where(eq(sandboxIntents.id, first.intentId))
    await chargedUnrecorded(second)
    const round = await reconcilePayments({ ctx, provider, now: inAMinute() })
    expect(round).toEqual({ recorded: 2, checked: 2 })
    // Both recorded once; the second payment is not owed and goes back in full.
    const ledger = (await ledgerOf(first.order._id)).map((m) => [m.kind, m.amountCents])
    expect(ledger.filter(([kind]) => kind === 'payment')).toEqual([
      ['payment', 12_000],
      ['payment', 12_000],
    ])
    expect(ledger.filter(([kind]) => kind === 'refund')).toEqual([['refund', 12_000]])
    expect(await rowOf(first.order._id)).toMatchObject({ isPaid: true, paidCents: 24_000 })
    expect(await checkOf(first.intentId)).toBeNull()
    expect(await checkOf(second)).toBeNull()
  })
})
