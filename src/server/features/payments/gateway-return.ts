import type { FastifyReply } from 'fastify'
import type { Locale } from '#shared/i18n/catalogue.ts'
import { localePath } from '#shared/locale.ts'
import { paths, type GatewayReturn } from '#shared/paths.ts'

/**
 * The customer's browser back from a hosted gateway's page (SSLCommerz, bKash, the sandbox
 * gateway), sent on in their language: to their order's Pay page saying how it went, or to
 * their bookings when no order of ours is named.
 */
export function sendBackFromGateway(
  reply: FastifyReply,
  { locale, orderId, shown }: { locale: Locale; orderId: string | undefined; shown: GatewayReturn },
) {
  const target = orderId ? paths.dashboardPayReturn(orderId, shown) : paths.dashboardPages.myBooking
  return reply.code(303).redirect(localePath(locale, target))
}
