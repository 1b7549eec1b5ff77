/**
 * Runs the phone worker (worker.ts) with the app, with a provider per configured channel; with
 * none configured it does nothing (and nothing is queued: `ctx.phoneChannels` is empty).
 */
import fp from 'fastify-plugin'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import type { PhoneProvider } from './phone-provider.ts'
import { sslWirelessProvider } from './ssl-wireless.ts'
import { whatsAppProvider } from './whatsapp-cloud.ts'
import { createPhoneWorker, type PhoneWorker, type PhoneWorkerOptions } from './worker.ts'

declare module 'fastify' {
  interface FastifyInstance {
    phoneWorker: PhoneWorker
  }
}

/** The providers the configuration names. */
export function phoneProviders(phone: Config['phone']): PhoneProvider[] {
  return [
    ...(phone.sms ? [sslWirelessProvider(phone.sms)] : []),
    ...(phone.whatsapp ? [whatsAppProvider(phone.whatsapp)] : []),
  ]
}

export type PhoneWorkerPluginOptions = { db: Db; providers: PhoneProvider[] } & Pick<
  PhoneWorkerOptions,
  'pollMs' | 'baseDelayMs' | 'maxAttempts' | 'leaseMs'
>

export const phoneWorkerPlugin = fp<PhoneWorkerPluginOptions>(
  async (app, options) => {
    const worker = createPhoneWorker({ ...options, log: app.log })
    app.decorate('phoneWorker', worker)
    app.addHook('onReady', async () => {
      if (options.providers.length === 0) {
        app.log.info('No SMS or WhatsApp provider configured: no messages to phones are queued')
      }
      worker.start()
    })
    app.addHook('preClose', async () => worker.stop())
  },
  { name: 'phone-worker' },
)
