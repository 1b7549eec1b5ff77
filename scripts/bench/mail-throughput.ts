/**
 * The outbox's throughput (issue 29 item 8): MAILS mails queued at once (a departure cancelled
 * with a thousand bookings), sent by one instance's mail worker to a real SMTP server on
 * 127.0.0.1 that accepts each at once, timed from the worker's start to the last mail received.
 * Exactly once is checked too: every Message-ID arrives once and every row ends `sent`. Runs on
 * the embedded database in memory, or on PostgreSQL in its own new database when DATABASE_URL
 * names a server.
 */
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import Fastify from 'fastify'
import { SMTPServer } from 'smtp-server'
import { prepareDatabase } from '#server/db/prepare.ts'
import { mailOutbox } from '#server/db/schema/index.ts'
import { createMailWorker } from '#server/features/mail/worker.ts'
import { adminQuery } from './production-server.ts'

export interface MailThroughput {
  mails: number
  seconds: number
  mailsPerSecond: number
  /** Message-IDs received more than once, or rows not `sent` at the end: must be 0. */
  duplicates: number
  unsent: number
}

const MAILS = 1000

export async function measureMailThroughput(serverUrl?: string): Promise<MailThroughput> {
  const received = new Map<string, number>()
  let total = 0
  let done: () => void = () => {}
  const allReceived = new Promise<void>((resolve) => (done = resolve))
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      let head = ''
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 4096) head += chunk.toString('latin1')
      })
      stream.on('end', () => {
        const id = /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? ''
        received.set(id, (received.get(id) ?? 0) + 1)
        if (++total >= MAILS) done()
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const port = (smtp.server.address() as { port: number }).port

  const name = `bench_mail_${randomBytes(4).toString('hex')}`
  let databaseUrl: string | undefined
  if (serverUrl) {
    await adminQuery(serverUrl, `create database "${name}"`)
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
  }
  const database = await prepareDatabase({
    databaseUrl,
    inMemory: !databaseUrl,
    dataDir: '',
    seed: 'none',
  })
  try {
    const body = 'Your departure was cancelled; your refund is on its way. '.repeat(20)
    await database.db.insert(mailOutbox).values(
      Array.from({ length: MAILS }, (_, i) => ({
        kind: 'bench',
        ref: `bench-${i}`,
        to: `traveller-${i}@example.com`,
        subject: `Departure cancelled (${i})`,
        text: body,
        html: `<p>${body}</p>`,
      })),
    )
    const worker = createMailWorker({
      db: database.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Bangla Tours <tours@example.com>',
      // Fastify's silent logger: the worker's warnings would be the bench's noise.
      log: Fastify({ logger: false }).log,
    })
    const startedAt = performance.now()
    worker.start()
    await allReceived
    const seconds = (performance.now() - startedAt) / 1000
    await worker.stop()
    const [left] = (
      (await database.db.execute(
        sql`select count(*)::int as n from mail_outbox where status <> 'sent'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows
    return {
      mails: MAILS,
      seconds: Number(seconds.toFixed(2)),
      mailsPerSecond: Math.round(MAILS / seconds),
      duplicates: [...received.values()].filter((n) => n > 1).length,
      unsent: left?.n ?? MAILS,
    }
  } finally {
    await database.close()
    if (serverUrl) await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`)
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
  }
}
