/**
 * Runs the mail worker (worker.ts) with the app: it starts when the app is ready and, before the
 * database closes, finishes the mail being sent and sends no more. `app.mailWorker.nudge()` asks
 * for a round at once after mail is queued.
 */
import fp from 'fastify-plugin'
import type { Db } from '#server/db/client.ts'
import { createMailWorker, type MailWorker, type MailWorkerOptions } from './worker.ts'

declare module 'fastify' {
  interface FastifyInstance {
    mailWorker: MailWorker
  }
}

export type MailWorkerPluginOptions = { db: Db; smtpUrl: string | undefined; from: string } & Pick<
  MailWorkerOptions,
  'pollMs' | 'baseDelayMs' | 'maxAttempts' | 'leaseMs'
>

export const mailWorkerPlugin = fp<MailWorkerPluginOptions>(
  async (app, options) => {
    const worker = createMailWorker({ ...options, log: app.log })
    app.decorate('mailWorker', worker)
    app.addHook('onReady', async () => worker.start())
    app.addHook('preClose', async () => worker.stop())
  },
  { name: 'mail-worker' },
)
