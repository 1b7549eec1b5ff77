/**
 * Sends the outbox. Each round claims due rows with `FOR UPDATE SKIP LOCKED` and a lease, so
 * several server instances on one PostgreSQL never send the same row; a lease that runs out
 * (an instance died mid-send) makes the row due again. Failures retry with exponential backoff
 * up to a limit, then the row is `failed` until an admin retries it. Each mail carries a
 * Message-ID made from its row id, so a receiver can drop the rare duplicate of a crash between
 * "SMTP accepted" and "marked sent".
 */
import { eq, sql } from 'drizzle-orm'
import pLimit from 'p-limit'
import type { Transporter } from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '#server/db/client.ts'
import { mailOutbox } from '#server/db/schema/index.ts'

export interface MailWorkerOptions {
  db: Db
  smtpUrl: string | undefined
  from: string
  log: FastifyBaseLogger
  /** How often to look for due mail when idle. */
  pollMs?: number
  /** First retry delay; doubles per attempt, capped at an hour. */
  baseDelayMs?: number
  maxAttempts?: number
  leaseMs?: number
  batchSize?: number
  /** SMTP connections kept open and mails sent at once (a pooled transport). */
  connections?: number
}

export interface MailWorker {
  start(): void
  /** Finishes the round in progress, then stops. */
  stop(): Promise<void>
  /** One claim-and-send round; resolves with the number of mails sent. */
  runOnce(): Promise<number>
  /** Ask for a round soon (after enqueueing). */
  nudge(): void
}

type OutboxRow = typeof mailOutbox.$inferSelect

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const {
    db,
    smtpUrl,
    from,
    log,
    pollMs = 2_000,
    baseDelayMs = 5_000,
    maxAttempts = 8,
    leaseMs = 60_000,
    batchSize = 50,
    connections = 5,
  } = options
  // nodemailer loads with the first round that has mail to send, not at every start (60 ms of
  // the cold start; a server without SMTP_URL never needs it). Pooled: a few connections stay
  // open and carry one mail after another, instead of a connection (and its greeting, EHLO and
  // TLS) per mail, which held the outbox to about 8 mails a second.
  let transport: Promise<Transporter> | undefined
  const transporter = (url: string) =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url, pool: true, maxConnections: connections }),
    ))
  const sending = pLimit(connections)
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost'
  let timer: NodeJS.Timeout | undefined
  let running: Promise<number> | undefined
  let stopped = true

  async function claim(): Promise<OutboxRow[]> {
    const result = (await db.execute(sql`
      update mail_outbox set
        status = 'sending',
        attempts = attempts + 1,
        locked_until = now() + make_interval(secs => ${leaseMs / 1000})
      where id in (
        select id from mail_outbox
        where (status = 'pending' and next_attempt_at <= now())
           or (status = 'sending' and locked_until < now())
        order by next_attempt_at
        limit ${batchSize}
        for update skip locked
      )
      returning id`)) as unknown as { rows: { id: string }[] }
    if (result.rows.length === 0) return []
    const ids = result.rows.map((r) => r.id)
    return db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.id} in ${ids}`)
  }

  async function send(row: OutboxRow, url: string): Promise<boolean> {
    try {
      await (
        await transporter(url)
      ).sendMail({
        from,
        to: row.to,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.text,
        html: row.html,
        attachments: row.attachments?.map(({ filename, contentType, content, encoding }) => ({
          filename,
          contentType,
          content,
          ...(encoding ? { encoding } : {}),
        })),
        messageId: `<${row.id}@${domain}>`,
        disableFileAccess: true,
        disableUrlAccess: true,
      })
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null })
        .where(eq(mailOutbox.id, row.id))
      return true
    } catch (error) {
      const message = (error as Error).message.slice(0, 500)
      const giveUp = row.attempts >= maxAttempts
      const delay = Math.min(baseDelayMs * 2 ** (row.attempts - 1), 3_600_000)
      await db
        .update(mailOutbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lockedUntil: null,
          lastError: message,
          nextAttemptAt: new Date(Date.now() + delay),
        })
        .where(eq(mailOutbox.id, row.id))
      log.warn({ mail: row.id, attempts: row.attempts, err: message }, 'mail not sent; will retry')
      return false
    }
  }

  async function round(): Promise<number> {
    if (!smtpUrl) return 0
    const rows = await claim()
    // As many at once as the pool has connections; each row's outcome is its own.
    const outcomes = await Promise.all(rows.map((row) => sending(() => send(row, smtpUrl))))
    return outcomes.filter(Boolean).length
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
      // A full batch means more may be due: go again at once.
      schedule(sent >= batchSize ? 0 : pollMs)
    } catch (error) {
      log.error({ err: error }, 'mail worker round failed')
      schedule(pollMs)
    } finally {
      running = undefined
    }
  }

  return {
    start() {
      if (!smtpUrl) {
        log.info(
          'SMTP_URL is not set: mail stays in the outbox (admins see it on the Messages page)',
        )
        return
      }
      stopped = false
      schedule(0)
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running?.catch(() => {})
      const made = await transport?.catch(() => undefined)
      transport = undefined
      made?.close()
    },
    runOnce: round,
    nudge() {
      if (!stopped && !running) schedule(0)
    },
  }
}
