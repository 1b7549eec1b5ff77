/**
 * /Terms, /Privacy and /RefundPolicy (issue 30): a policy page as its admins wrote it (or the
 * default text), in the page's language. Plain text: a blank line parts paragraphs, a single
 * line break stays one.
 */
import type { SitePageSlug } from '#shared/contracts/site-pages.ts'
import { dhakaToday, formatLongDate } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { staticPageMeta } from '#shared/page-meta.ts'
import { PageHeader } from '#web/components/page-header.tsx'
import { QueryError } from '#web/components/query-error.tsx'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { useSitePage } from '../api/get-site-page.ts'

const metaOf = {
  terms: () => staticPageMeta.terms,
  privacy: () => staticPageMeta.privacy,
  refunds: () => staticPageMeta.refunds,
} satisfies Record<SitePageSlug, unknown>

const titleOf = {
  terms: () => messages.pageMeta.termsTitle,
  privacy: () => messages.pageMeta.privacyTitle,
  refunds: () => messages.pageMeta.refundsTitle,
} satisfies Record<SitePageSlug, unknown>

/** Its day in Dhaka, whatever the reader's clock: the server's render and the browser's agree. */
const updatedOn = (iso: string) => formatLongDate(dhakaToday(new Date(iso)))

export function SitePage({ slug }: { slug: SitePageSlug }) {
  const meta = metaOf[slug]()
  usePageMeta(meta)
  const page = useSitePage(slug)
  const paragraphs = page.data?.body.split(/\n\s*\n/).filter((text) => text.trim()) ?? []

  return (
    <>
      <PageHeader title={titleOf[slug]()} intro={meta.description} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        {page.isPending ? (
          <p role="status" className="text-slate-600">
            {messages.sitePages.loading}
          </p>
        ) : page.isError ? (
          <QueryError
            message={messages.sitePages.loadFailed}
            onRetry={() => void page.refetch()}
            retrying={page.isFetching}
          />
        ) : (
          <article className="max-w-prose">
            <div className="space-y-5 text-lg leading-relaxed whitespace-pre-line text-slate-700">
              {paragraphs.map((text, index) => (
                <p key={index}>{text.trim()}</p>
              ))}
            </div>
            {page.data.updatedAt && (
              <p className="mt-10 border-t border-slate-200 pt-5 text-sm text-slate-500">
                {messages.sitePages.updated({ date: updatedOn(page.data.updatedAt) })}
              </p>
            )}
          </article>
        )}
      </div>
    </>
  )
}
