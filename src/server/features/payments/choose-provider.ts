import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { createBkashClient } from './bkash/client.ts'
import { bkashProvider } from './bkash/provider.ts'
import { giftVoucherProvider } from '#server/features/gift-vouchers/index.ts'
import { combineProviders, type PaymentProviders } from './payment-providers.ts'
import type { PaymentProvider } from '#server/lib/payment-provider.ts'
import { sandboxGatewayProvider } from './sandbox-gateway/provider.ts'
import { sandboxProvider } from './sandbox-provider.ts'
import { sslCommerzClient } from './sslcommerz/client.ts'
import { sslCommerzProvider } from './sslcommerz/provider.ts'
import { stripeProvider } from './stripe-provider.ts'

/**
 * The providers the configuration names: the card processor (Stripe, or the built-in sandbox;
 * `card` replaces it, as tests do), SSLCommerz when its store is set, and bKash when its
 * merchant is set on a site that prices in taka (bKash takes nothing else: a dollar site does
 * not offer it, whatever is configured). A site with the sandbox for cards and no gateway set
 * up (the offline default) gets the sandbox gateway instead, so the redirect flow can be walked
 * without any account; one with a real gateway configured offers only the real ones.
 */
export function chooseProviders(
  config: Pick<Config, 'payments' | 'sslcommerz' | 'bkash' | 'pricingCurrency' | 'publicUrl'>,
  db: Db,
  card?: PaymentProvider,
): PaymentProviders {
  const gateways: PaymentProvider[] = []
  if (config.sslcommerz) {
    gateways.push(
      sslCommerzProvider({
        client: sslCommerzClient(config.sslcommerz),
        publicUrl: config.publicUrl,
      }),
    )
  }
  if (config.bkash && config.pricingCurrency === 'bdt') {
    gateways.push(
      bkashProvider({ client: createBkashClient(config.bkash), publicUrl: config.publicUrl }),
    )
  }
  const cardProvider =
    card ??
    (config.payments.provider === 'stripe' ? stripeProvider(config.payments) : sandboxProvider(db))
  if (cardProvider.name === 'sandbox' && !config.sslcommerz && !config.bkash) {
    gateways.push(sandboxGatewayProvider({ db, publicUrl: config.publicUrl }))
  }
  return combineProviders(cardProvider, gateways, [giftVoucherProvider(db)])
}
