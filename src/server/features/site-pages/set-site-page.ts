/**
 * PUT /admin/pages/:slug — an admin saves a policy page in both languages. One row per page,
 * replaced in place (the audit log keeps what it said before), in the same transaction as its
 * audit entry. Rendered pages are kept until the catalogue changes: the table's trigger (migration
 * 0026) empties them on every instance, and this instance at once.
 */
import type { SitePageEdit, SitePageInput, SitePageSlug } from '#shared/contracts/site-pages.ts'
import { sitePages } from '#server/db/schema/index.ts'
import { changedFields, recordAudit } from '#server/features/audit/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { getSitePageEdit } from './get-site-page.ts'

export async function setSitePage({
  ctx,
  slug,
  input,
}: {
  ctx: UserCtx
  slug: SitePageSlug
  /** Already parsed: trimmed, each 1 to 20,000 characters. */
  input: Required<SitePageInput>
}): Promise<SitePageEdit> {
  const page = await ctx.db.transaction(async (tx) => {
    const before = await getSitePageEdit({ db: tx, slug })
    const values = { bodyEn: input.bodyEn, bodyBn: input.bodyBn, updatedBy: ctx.user.id }
    const [row] = await tx
      .insert(sitePages)
      .values({ slug, ...values })
      .onConflictDoUpdate({ target: sitePages.slug, set: { ...values, updatedAt: new Date() } })
      .returning()
    const now: SitePageEdit = {
      slug,
      bodyEn: row!.bodyEn,
      bodyBn: row!.bodyBn,
      updatedAt: row!.updatedAt.toISOString(),
    }
    await recordAudit(tx, ctx.user, {
      action: 'page.updated',
      subject: { type: 'page', id: slug },
      ...changedFields(
        { bodyEn: before.bodyEn, bodyBn: before.bodyBn },
        { bodyEn: now.bodyEn, bodyBn: now.bodyBn },
      ),
    })
    return now
  })
  // The trigger's notification empties the caches too, but maybe after the answer.
  ctx.catalogCache.invalidate()
  return page
}
