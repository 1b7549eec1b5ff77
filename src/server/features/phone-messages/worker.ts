/**
 * Sends the phone outbox, as the mail worker sends mail (decision 006): each round claims due
 * rows of the channels it has a provider for with `FOR UPDATE SKIP LOCKED` and a lease, so two
 * instances never send one row and a lease that runs out (an instance died mid-send) makes the
 * row due again. A failure retries with exponential backoff up to a limit, then the row is
 * `failed` until an admin retries it; a number the provider refuses fails at once. Throttling
 * (SSL Wireless's 429, WhatsApp's 130429 and 131056) is not a failure: the row waits what the
 * provider asked (or the backoff) without losing an attempt, and its channel pauses meanwhile.
 */
import { eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '#server/db/client.ts'
import { phoneOutbox, type PhoneChannel } from '#server/db/schema/index.ts'
import { PhoneSendError, type PhoneProvider } from './phone-provider.ts'

export interface PhoneWorkerOptions {
  db: Db
  providers: PhoneProvider[]
  log: FastifyBaseLogger
  pollMs?: number
  /** First retry delay; doubles per attempt, capped at an hour. */
  baseDelayMs?: number
  maxAttempts?: number
  leaseMs?: number
  batchSize?: number
}

export interface PhoneWorker {
  start(): void
  stop(): Promise<void>
  /** One claim-and-send round; resolves with the number of messages sent. */
  runOnce(): Promise<number>
  nudge(): void
}

type Row = typeof phoneOutbox.$inferSelect

export function createPhoneWorker(options: PhoneWorkerOptions): PhoneWorker {
  const {
    db,
    providers,
    log,
    pollMs = 2_000,
    baseDelayMs = 5_000,
    maxAttempts = 8,
    leaseMs = 60_000,
    batchSize = 20,
  } = options
  const byChannel = new Map(providers.map((provider) => [provider.channel, provider]))
  /** Until when a throttled channel sends nothing (this instance's view). */
  const pausedUntil = new Map<PhoneChannel, number>()
  let timer: NodeJS.Timeout | undefined
  let running: Promise<number> | undefined
  let stopped = true

  async function claim(channels: PhoneChannel[]): Promise<Row[]> {
    const result = (await db.execute(sql`
      update phone_outbox set
        status = 'sending',
        attempts = attempts + 1,
        locked_until = now() + make_interval(secs => ${leaseMs / 1000})
      where id in (
        select id from phone_outbox
        where channel in (${sql.join(
          channels.map((channel) => sql`${channel}`),
          sql`, `,
        )})
          and ((status = 'pending' and next_attempt_at <= now())
            or (status = 'sending' and locked_until < now()))
        order by next_attempt_at
        limit ${batchSize}
        for update skip locked
      )
      returning id`)) as unknown as { rows: { id: string }[] }
    if (result.rows.length === 0) return []
    const ids = result.rows.map((r) => r.id)
    return db
      .select()
      .from(phoneOutbox)
      .where(sql`${phoneOutbox.id} in ${ids}`)
      .orderBy(phoneOutbox.nextAttemptAt)
  }

  async function settle(row: Row, error: unknown): Promise<void> {
    const failure = error instanceof PhoneSendError ? error.failure : 'retry'
    const message = (error as Error).message.slice(0, 500)
    const backoff = Math.min(baseDelayMs * 2 ** (row.attempts - 1), 3_600_000)
    if (failure === 'throttled') {
      const wait = Math.max((error as PhoneSendError).retryAfterMs ?? 0, baseDelayMs)
      pausedUntil.set(row.channel, Date.now() + wait)
      await db
        .update(phoneOutbox)
        .set({
          status: 'pending',
          attempts: Math.max(0, row.attempts - 1),
          lockedUntil: null,
          lastError: message,
          nextAttemptAt: new Date(Date.now() + wait),
        })
        .where(eq(phoneOutbox.id, row.id))
      log.info({ phone: row.id, channel: row.channel, waitMs: wait }, 'phone provider throttled')
      return
    }
    const giveUp = failure === 'rejected' || row.attempts >= maxAttempts
    await db
      .update(phoneOutbox)
      .set({
        status: giveUp ? 'failed' : 'pending',
        lockedUntil: null,
        lastError: message,
        nextAttemptAt: new Date(Date.now() + backoff),
      })
      .where(eq(phoneOutbox.id, row.id))
    log.warn({ phone: row.id, attempts: row.attempts, err: message }, 'phone message not sent')
  }

  /** Back to due at once, untouched: claimed in a round its channel was throttled in. */
  async function release(row: Row): Promise<void> {
    await db
      .update(phoneOutbox)
      .set({
        status: 'pending',
        attempts: Math.max(0, row.attempts - 1),
        lockedUntil: null,
        nextAttemptAt: new Date(pausedUntil.get(row.channel) ?? Date.now()),
      })
      .where(eq(phoneOutbox.id, row.id))
  }

  /** Messages whose number's consent ended since they were queued never go (decision 051). */
  async function dropWithoutConsent(): Promise<void> {
    await db.execute(sql`
      update phone_outbox o set status = 'failed', last_error = 'no consent for this number'
      where o.status = 'pending'
        and not exists (
          select 1 from phone_consents c
          where c.phone = o."to" and c.channel = o.channel and c.withdrawn_at is null)`)
  }

  async function round(): Promise<number> {
    await dropWithoutConsent()
    const now = Date.now()
    const channels = [...byChannel.keys()].filter((c) => (pausedUntil.get(c) ?? 0) <= now)
    if (channels.length === 0) return 0
    const rows = await claim(channels)
    let sent = 0
    // One at a time: gateways meter per second, and a throttled answer stops its channel.
    for (const row of rows) {
      if ((pausedUntil.get(row.channel) ?? 0) > Date.now()) {
        await release(row)
        continue
      }
      try {
        const { providerId } = await byChannel.get(row.channel)!.send({
          id: row.id,
          to: row.to,
          text: row.text,
          template: row.template,
        })
        await db
          .update(phoneOutbox)
          .set({
            status: 'sent',
            sentAt: new Date(),
            lockedUntil: null,
            lastError: null,
            providerId,
          })
          .where(eq(phoneOutbox.id, row.id))
        sent += 1
      } catch (error) {
        await settle(row, error)
      }
    }
    return sent
  }

  function schedule(delay: number) {
    if (stopped) return
    clearTimeout(timer)
    timer = setTimeout(tick, delay)
    timer.unref()
  }

  async function tick() {
    if (running || stopped) return
    running = round()
    try {
      const sent = await running
      schedule(sent >= batchSize ? 0 : pollMs)
    } catch (error) {
      log.error({ err: error }, 'phone worker round failed')
      schedule(pollMs)
    } finally {
      running = undefined
    }
  }

  return {
    start() {
      if (byChannel.size === 0) return
      stopped = false
      schedule(0)
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running?.catch(() => {})
    },
    runOnce: round,
    nudge() {
      if (!stopped && !running) schedule(0)
    },
  }
}
