/** The one mapping from a promo code's row (with its uses and revenue) to the admins' answer. */
import { inArray, sql } from 'drizzle-orm'
import type { AdminPromoCode, PromoCodeValues } from '#shared/contracts/promo-codes.ts'
import { toMajor, toMinor } from '#shared/money.ts'
import type { Db } from '#server/db/client.ts'
import { orders, type promoCodes } from '#server/db/schema/index.ts'
import { liveUse } from './live-uses.ts'

export type PromoCodeRow = typeof promoCodes.$inferSelect

interface CodeStats {
  uses: number
  revenueMinor: number
}

/** A row read back as the input that would make it (to compare an edit field by field). */
export function asInput(row: PromoCodeRow): PromoCodeValues {
  return {
    code: row.code,
    kind: row.percent !== null ? 'percent' : 'amount',
    percent: row.percent,
    amount: row.amountMinor === null ? null : toMajor(row.amountMinor),
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    tourIds: row.tourIds,
    minSpend: row.minSpendMinor === null ? null : toMajor(row.minSpendMinor),
    paused: row.paused,
  }
}

export function toAdminPromoCode(row: PromoCodeRow, stats: CodeStats | undefined): AdminPromoCode {
  return {
    id: row.id,
    ...asInput(row),
    currency: row.currency,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    uses: stats?.uses ?? 0,
    revenue: toMajor(stats?.revenueMinor ?? 0),
  }
}

/**
 * Each code's uses (as its limits count them) and revenue: what was received less what was
 * refunded on every booking made with it, cancelled ones too (what they kept is revenue).
 */
export async function codeStats(db: Db, ids: string[]): Promise<Map<string, CodeStats>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({
      id: orders.promoCodeId,
      uses: sql<number>`(count(*) filter (where ${liveUse()}))::int`,
      revenue: sql<number>`coalesce(sum(${orders.paidCents} - ${orders.refundedCents}), 0)::int`,
    })
    .from(orders)
    .where(inArray(orders.promoCodeId, ids))
    .groupBy(orders.promoCodeId)
  return new Map(
    rows.map((row) => [row.id!, { uses: Number(row.uses), revenueMinor: Number(row.revenue) }]),
  )
}

/** An admin's input as the row keeps it: minor units; the kind's other value cleared. */
export function rowValues(input: PromoCodeValues) {
  const percent = input.kind === 'percent'
  return {
    code: input.code,
    percent: percent ? input.percent : null,
    amountMinor: !percent && input.amount !== null ? toMinor(input.amount) : null,
    maxUses: input.maxUses,
    maxUsesPerCustomer: input.maxUsesPerCustomer,
    startsOn: input.startsOn,
    endsOn: input.endsOn,
    tourIds: [...new Set(input.tourIds)],
    minSpendMinor: input.minSpend === null ? null : toMinor(input.minSpend),
    paused: input.paused,
  }
}

/**
 * A code's values as the audit log keeps them: amounts named `…Cents` (minor units), which the
 * log shows as money (src/web/features/audit/lib/describe-change.ts).
 */
export function auditValues(values: ReturnType<typeof rowValues>) {
  const { amountMinor, minSpendMinor, ...rest } = values
  return { ...rest, amountCents: amountMinor, minSpendCents: minSpendMinor }
}
