/**
 * The global footer: the spec's four columns (About, Shop, Community, Our Address) with static
 * link text, a placeholder address and a contact phone button, 150 px below the page content.
 * Every item under Shop and Community leads to a page of the site (issue 33 item 5): gift
 * vouchers, the tour list for a group, the travellers' testimonials on the home page.
 * Its bottom band links the policy pages (issue 30), which the payment gateways require on
 * every page, and names the company's trade licence and BIN when the operator configured them.
 */
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { ContactDetails } from '#web/components/contact-details.tsx'
import { useCompany } from '#web/lib/company.ts'

const linkClass = 'text-emerald-50/90 transition hover:text-white hover:underline'

/** The id of the home page's testimonials (src/web/features/reviews/components/testimonials.tsx). */
const TESTIMONIALS_ANCHOR = '#testimonials'

const policyLinks = () => [
  { to: paths.terms, label: messages.pageMeta.termsTitle },
  { to: paths.privacy, label: messages.pageMeta.privacyTitle },
  { to: paths.refundPolicy, label: messages.pageMeta.refundsTitle },
]

function Column({
  title,
  children,
  wide = false,
}: {
  title: string
  children: ReactNode
  wide?: boolean
}) {
  return (
    <div className={wide ? 'col-span-2 lg:col-span-1' : undefined}>
      <h2 className="text-sm font-bold tracking-widest text-white uppercase">{title}</h2>
      <div className="mt-5">{children}</div>
    </div>
  )
}

export function Footer() {
  const company = useCompany()
  const registration = [
    company?.tradeLicence ? messages.footer.tradeLicence({ number: company.tradeLicence }) : null,
    company?.bin ? messages.footer.bin({ bin: company.bin }) : null,
  ].filter((line) => line !== null)
  return (
    <footer className="on-dark mt-[150px] bg-forest-deep text-emerald-50">
      <div className="mx-auto max-w-7xl px-4 pt-16 pb-10 sm:px-6 lg:px-8">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
          <Column title={messages.footer.about}>
            <ul className="space-y-3">
              <li>
                <Link to={paths.about} className={linkClass}>
                  {messages.about.storyTitle}
                </Link>
              </li>
              <li>
                <Link to={paths.tourPlans} className={linkClass}>
                  {messages.tourPlans.eyebrow}
                </Link>
              </li>
              <li>
                <Link to={paths.contact} className={linkClass}>
                  {messages.footer.contactUs}
                </Link>
              </li>
            </ul>
          </Column>
          {/* Issue 33 item 5: each item is a link to a page of the site; what had none is gone. */}
          <Column title={messages.footer.shop}>
            <ul className="space-y-3">
              <li>
                <Link to={paths.giftVouchers} className={linkClass}>
                  {messages.footer.giftVouchers}
                </Link>
              </li>
              <li>
                <Link to={paths.tourPlans} className={linkClass}>
                  {messages.footer.groupPackages}
                </Link>
              </li>
            </ul>
          </Column>
          <Column title={messages.footer.community}>
            <ul className="space-y-3">
              <li>
                {/* The home page's testimonials: a document load, so the browser scrolls there. */}
                <Link
                  to={{ pathname: paths.root, hash: TESTIMONIALS_ANCHOR }}
                  reloadDocument
                  className={linkClass}
                >
                  {messages.footer.travellerStories}
                </Link>
              </li>
            </ul>
          </Column>
          <Column title={messages.footer.address} wide>
            <ContactDetails tone="dark" />
          </Column>
        </div>

        <nav aria-label={messages.footer.policies} className="mt-14 border-t border-white/10 pt-8">
          <ul className="flex flex-wrap gap-x-6 gap-y-3 text-sm">
            {policyLinks().map(({ to, label }) => (
              <li key={to}>
                <Link to={to} className={linkClass}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 flex flex-col gap-2 text-sm text-emerald-50/80 sm:flex-row sm:justify-between">
          <p>
            {messages.footer.copyright({ year: new Date().getFullYear(), brand: messages.brand })}
            {registration.length > 0 && (
              <span className="block sm:inline"> {registration.join(' · ')}</span>
            )}
          </p>
          <p>{messages.about.reach}.</p>
        </div>
      </div>
    </footer>
  )
}
