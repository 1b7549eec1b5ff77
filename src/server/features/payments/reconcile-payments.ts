/**
 * The payment reconciler: every payment the server opened and has not recorded is asked about
 * at the provider, and recorded exactly once when it went through. It finds what a crash between
 * the provider's charge and our record, a customer who closed the tab, or a lost webhook left
 * behind: the browser's confirmation and the webhook are the fast paths, this is the sure one.
 *
 * Every intent opened is on the list (payment_checks, src/server/features/payments/payment-checks.ts),
 * the order's current one and any it replaced that a customer could still pay (a gateway's page
 * left open). A check is due 30 s after its intent opened; the lifecycle worker runs a round
 * every 30 s, so a charged payment is recorded within about a minute of the
 * charge. An intent still open is asked about every 30 s for its first half hour (a checkout's
 * life: a charge then is recorded within a minute), then less often as it ages (a quarter of
 * its age, at most an hour), and no more after seven days. Recording goes through
 * confirmPayment, the confirmation's own path (the ledger's key per intent makes it once), so a
 * reconciler racing a confirmation, a webhook or another instance's reconciler records nothing
 * twice. Only the provider's read (`retrieveIntent`) is needed: it works for every provider.
 * A charge the server refuses to record (confirmPayment's 4xx) is not asked about again: it
 * goes on the audit log as `payment.unreconciled`, for an admin to settle.
 */
import { recordAudit } from '#server/features/audit/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { AppError } from '#server/lib/errors.ts'
import { confirmPayment } from './confirm-payment.ts'
import { claimPaymentChecks, schedulePaymentCheck } from './payment-checks.ts'
import type { PaymentProvider } from '#server/lib/payment-provider.ts'

const MIN_RECHECK_MS = 30_000
/** An intent this young is asked about every MIN_RECHECK_MS. */
const CHECKOUT_MS = 30 * 60_000
const MAX_RECHECK_MS = 3_600_000
const GIVE_UP_AFTER_MS = 7 * 24 * 3_600_000
/** How long a claimed check is another instance's to leave alone. */
const CLAIM_MS = 120_000

export type ReconcileProvider = Pick<PaymentProvider, 'retrieveIntent'>

export interface ReconcileOutcome {
  /** Payments found charged and recorded by this round. */
  recorded: number
  /** Intents asked about. */
  checked: number
}

export async function reconcilePayments({
  ctx,
  provider,
  now = new Date(),
  limit = 100,
  onError = () => {},
}: {
  ctx: Ctx
  provider: ReconcileProvider
  now?: Date
  limit?: number
  onError?: (error: unknown, orderId: string) => void
}): Promise<ReconcileOutcome> {
  const checks = await claimPaymentChecks({ db: ctx.db, now, limit, claimMs: CLAIM_MS })
  let recorded = 0
  for (const { orderId, intentId } of checks) {
    try {
      const intent = await provider.retrieveIntent(intentId)
      let next: Date | null = null
      if (intent?.status === 'succeeded') {
        const { transitioned } = await confirmPayment({ ctx, provider, orderId, intentId })
        if (transitioned) recorded += 1
      } else if (intent && intent.status !== 'canceled') {
        const ageMs = now.getTime() - intent.created * 1000
        if (ageMs < GIVE_UP_AFTER_MS) {
          const wait =
            ageMs < CHECKOUT_MS
              ? MIN_RECHECK_MS
              : Math.min(MAX_RECHECK_MS, Math.max(MIN_RECHECK_MS, ageMs / 4))
          next = new Date(now.getTime() + wait)
        }
      }
      await schedulePaymentCheck(ctx.db, { intentId, at: next })
    } catch (error) {
      onError(error, orderId)
      // A refusal (an AppError: a 4xx of confirmPayment's) is the same on every retry: the
      // check ends, and the audit log shows it to admins to settle by hand. Anything else (the
      // provider or the database unreachable) leaves the check claimed, to be asked again once
      // the claim runs out.
      if (error instanceof AppError)
        await giveUp(ctx, { orderId, intentId }, error).catch((e: unknown) => onError(e, orderId))
    }
  }
  return { recorded, checked: checks.length }
}

/** Ends the checks of an intent the server refuses to record, on the admins' audit log. */
async function giveUp(
  ctx: Ctx,
  { orderId, intentId }: { orderId: string; intentId: string },
  refusal: AppError,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await schedulePaymentCheck(tx, { intentId, at: null })
    await recordAudit(tx, null, {
      action: 'payment.unreconciled',
      subject: { type: 'order', id: orderId },
      before: null,
      after: { intentId, status: refusal.status, reason: refusal.message },
    })
  })
}
