import { eq, sql } from 'drizzle-orm'
import { recordIdSchema, type RecordId } from '#shared/contracts/common.ts'
import { divisions } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'

export type DivisionRef = RecordId | { kind: 'name'; value: string }

/** Reads a free-form division filter ("Dhaka", "1" or a UUID) as a reference. */
export function parseDivisionRef(value: string): DivisionRef {
  const id = recordIdSchema.safeParse(value)
  return id.success ? id.data : { kind: 'name', value }
}

/**
 * A division named by `_id`, numeric id or name (English in any case, or Bangla): its id and
 * names (the Bangla one null when it has none).
 */
export async function findDivision({
  ctx,
  ref,
}: {
  ctx: Ctx
  ref: DivisionRef
}): Promise<{ id: number; divisionName: string; divisionNameBn: string | null } | undefined> {
  const where =
    ref.kind === 'uuid'
      ? eq(divisions.publicId, ref.value)
      : ref.kind === 'number'
        ? eq(divisions.id, ref.value)
        : sql`(lower(${divisions.name}) = lower(${ref.value}) or ${divisions.nameBn} = ${ref.value})`
  const [row] = await ctx.db
    .select({ id: divisions.id, divisionName: divisions.name, divisionNameBn: divisions.nameBn })
    .from(divisions)
    .where(where)
    .limit(1)
  return row
}
