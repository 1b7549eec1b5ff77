/**
 * /Dashboard/SitePages (admins, issue 30): the Terms and Conditions, Privacy policy and Refund
 * policy in both languages, each with its own form, so saving one never touches the others.
 */
import { SITE_PAGE_SLUGS, type SitePageSlug } from '#shared/contracts/site-pages.ts'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx'
import { QueryError } from '#web/components/query-error.tsx'
import { useSitePageEdit } from '../api/get-site-page-edit.ts'
import { SitePageForm } from '../components/site-page-form.tsx'

const pageOf = {
  terms: () => ({ title: messages.pageMeta.termsTitle, href: paths.terms }),
  privacy: () => ({ title: messages.pageMeta.privacyTitle, href: paths.privacy }),
  refunds: () => ({ title: messages.pageMeta.refundsTitle, href: paths.refundPolicy }),
} satisfies Record<SitePageSlug, unknown>

function EditSitePage({ slug }: { slug: SitePageSlug }) {
  const page = useSitePageEdit(slug)
  const { title, href } = pageOf[slug]()
  if (page.isPending) {
    return (
      <p role="status" className="rounded-2xl bg-white p-6 text-slate-600 ring-1 ring-slate-200">
        {messages.sitePagesAdmin.loading}
      </p>
    )
  }
  if (page.isError) {
    return (
      <QueryError
        message={messages.sitePagesAdmin.loadFailed}
        onRetry={() => void page.refetch()}
        retrying={page.isFetching}
      />
    )
  }
  return <SitePageForm page={page.data} title={title} href={href} />
}

export function SitePagesAdminPage() {
  return (
    <DashboardPage title={messages.dashboard.sitePages} intro={messages.sitePagesAdmin.intro}>
      <div className="space-y-8">
        {SITE_PAGE_SLUGS.map((slug) => (
          <EditSitePage key={slug} slug={slug} />
        ))}
      </div>
    </DashboardPage>
  )
}
