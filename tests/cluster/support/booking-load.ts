/**
 * A steady booking load through the balancer with something done to the cluster in the middle
 * (an instance killed or stopped): `concurrency` clients book one after another, each with a
 * fresh Idempotency-Key; after `triggerAfter` acknowledged bookings `action` runs once, and the
 * load goes on until `loadAfterMs` after it is done. Every attempt is kept with its outcome,
 * for the checks.
 */
import { randomUUID } from 'node:crypto'
import { book, type Booking, type Visitor } from './client.ts'

export interface Attempt {
  key: string
  customer: Visitor
  result: Booking
  /** When its answer (or failure) came back. */
  at: number
}

export interface LoadRun {
  attempts: Attempt[]
  startedAt: number
  triggeredAt: number
  /** When the action had finished. */
  actionDoneAt: number
}

export async function loadAround({
  baseUrl,
  origin,
  customers,
  tourId,
  keyPrefix,
  concurrency,
  triggerAfter,
  action,
  loadAfterMs,
}: {
  baseUrl: string
  origin: string
  customers: Visitor[]
  tourId: string
  keyPrefix: string
  concurrency: number
  triggerAfter: number
  action: () => void | Promise<void>
  loadAfterMs: number
}): Promise<LoadRun> {
  const attempts: Attempt[] = []
  const startedAt = performance.now()
  let acknowledged = 0
  let triggeredAt = 0
  let actionDoneAt = 0
  let pending: Promise<void> | undefined
  let sent = 0
  const running = () => !actionDoneAt || performance.now() < actionDoneAt + loadAfterMs

  async function client() {
    while (running()) {
      const key = `${keyPrefix}-${sent}-${randomUUID()}`
      const customer = customers[sent % customers.length]!
      sent++
      const result = await book(baseUrl, origin, customer, key, tourId)
      attempts.push({ key, customer, result, at: performance.now() })
      if (result.order) acknowledged++
      if (!triggeredAt && acknowledged >= triggerAfter) {
        triggeredAt = performance.now()
        pending = Promise.resolve(action()).finally(() => (actionDoneAt = performance.now()))
        // Its failure is reported by the `await` below, once the clients have stopped.
        pending.catch(() => {})
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, () => client()))
  await pending
  return { attempts, startedAt, triggeredAt, actionDoneAt }
}

/** "502 ×3, no answer ×1": what the clients of the failed attempts saw. */
export function describeFailures(failed: Attempt[]): string {
  const kinds = new Map<string, number>()
  for (const { result } of failed) {
    const kind = result.status ? String(result.status) : `no answer (${result.networkError})`
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1)
  }
  return [...kinds].map(([kind, n]) => `${kind} ×${n}`).join(', ') || 'none'
}

/**
 * Retries each failed attempt with its own key, twice: the first retry must return the order
 * that committed before the failure (200) or make it (201), the second the same order (200).
 * Returns how many had committed before; problems go to `problems`.
 */
export async function retryFailed(
  baseUrl: string,
  origin: string,
  tourId: string,
  failed: Attempt[],
  problems: string[],
): Promise<number> {
  let committedBefore = 0
  for (const attempt of failed) {
    const retry = await book(baseUrl, origin, attempt.customer, attempt.key, tourId)
    if (!retry.order) {
      problems.push(`retry of ${attempt.key}: ${retry.status} ${retry.networkError ?? ''}`)
      continue
    }
    if (retry.status === 200) committedBefore++
    attempt.result = retry
    const again = await book(baseUrl, origin, attempt.customer, attempt.key, tourId)
    if (again.status !== 200 || again.order?._id !== retry.order._id) {
      problems.push(`second retry of ${attempt.key}: ${again.status}, not the same order`)
    }
  }
  return committedBefore
}
