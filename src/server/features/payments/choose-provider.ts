import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import type { PaymentProvider } from './provider.ts'
import { sandboxProvider } from './sandbox-provider.ts'
import { stripeProvider } from './stripe-provider.ts'

/** The card processor the configuration names: Stripe, or the built-in sandbox. */
export function chooseProvider(config: Pick<Config, 'payments'>, db: Db): PaymentProvider {
  return config.payments.provider === 'stripe'
    ? stripeProvider(config.payments)
    : sandboxProvider(db)
}
