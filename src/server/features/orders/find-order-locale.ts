import { eq } from 'drizzle-orm'
import type { Locale } from '#shared/messages.ts'
import type { Db } from '#server/db/client.ts'
import { orders } from '#server/db/schema/index.ts'

/**
 * The language an order was booked in, by its id: where a gateway's returning customer is sent
 * when the gateway cannot be asked which order they paid for (bKash down), the order known from
 * our own list of intents (src/server/features/payments/payment-checks.ts).
 */
export async function findOrderLocale({
  db,
  orderId,
}: {
  db: Db
  orderId: string
}): Promise<{ orderId: string; locale: Locale } | undefined> {
  const [row] = await db
    .select({ orderId: orders.id, locale: orders.locale })
    .from(orders)
    .where(eq(orders.id, orderId))
  return row
}
