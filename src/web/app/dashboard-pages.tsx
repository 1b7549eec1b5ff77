/**
 * The Dashboard and its nested pages (spec names). Each is its own small chunk; the layout
 * brings the Dashboard's texts (lib/catalogue-parts.ts), which no nested page renders without.
 * Only these chunks may read the Dashboard's sections of the catalogue (`npm run lint:i18n`
 * checks that no page reachable otherwise does).
 */
import type { QueryClient } from '@tanstack/react-query'
import { divisionsQueryOptions } from '#web/features/catalog/api/get-divisions.ts'
import {
  MANAGE_PLAN_PAGE_SIZE,
  placesPagesQueryOptions,
} from '#web/features/catalog/api/get-places-pages.ts'
import { planValuesQueryOptions } from '#web/features/catalog/api/get-plan-values.ts'
import { overviewQueryOptions } from '#web/features/overview/api/get-overview.ts'
import { useAuth } from '#web/lib/auth/auth-context.ts'
import { loadCataloguePart } from '#web/lib/catalogue-parts.ts'
import { lazyPage, type Page } from './lazy-page.tsx'

// Manage Plan's first page, unsearched.
const prefetchPlaces = (_: unknown, client: QueryClient) =>
  client.prefetchInfiniteQuery(placesPagesQueryOptions({}, MANAGE_PLAN_PAGE_SIZE))

export const DashboardLayout = lazyPage(() =>
  Promise.all([import('./dashboard-shell.tsx'), loadCataloguePart('console')]).then(
    ([m]) => m.DashboardShell,
  ),
)
const WelcomePage = lazyPage(() =>
  import('#web/features/dashboard/pages/welcome-page.tsx').then((m) => m.WelcomePage),
)
// Ours: the admins' overview with its charts; recharts is in this chunk only.
const OverviewPage = lazyPage(
  () => import('#web/features/overview/pages/overview-page.tsx').then((m) => m.OverviewPage),
  { prefetch: (_, client) => client.prefetchQuery(overviewQueryOptions()) },
)

/**
 * /Dashboard: the overview for admins, the welcome for customers (who never download the
 * overview's code). Readied ahead is the welcome only: the overview's chunk is an admin's alone.
 */
function DashboardHomePage() {
  const { admin } = useAuth()
  return admin ? <OverviewPage /> : <WelcomePage />
}
export const DashboardHome: Page = Object.assign(DashboardHomePage, {
  preload: () => WelcomePage.preload?.() ?? Promise.resolve(),
})
export const MyBookingPage = lazyPage(() =>
  import('#web/features/orders/pages/my-booking-page.tsx').then((m) => m.MyBookingPage),
)
export const ServiceReviewPage = lazyPage(() =>
  import('#web/features/reviews/pages/service-review-page.tsx').then((m) => m.ServiceReviewPage),
)
export const PaymentPage = lazyPage(() =>
  import('#web/features/orders/pages/payment-page.tsx').then((m) => m.PaymentPage),
)
export const PayPage = lazyPage(() =>
  import('#web/features/orders/pages/pay-page.tsx').then((m) => m.PayPage),
)
// Ours (issue 30): a booking's receipt to print or keep.
export const ReceiptPage = lazyPage(() =>
  import('#web/features/orders/pages/receipt-page.tsx').then((m) => m.ReceiptPage),
)
export const AddPlanPage = lazyPage(
  () => import('#web/features/catalog/pages/add-plan-page.tsx').then((m) => m.AddPlanPage),
  // The Division select's list.
  { prefetch: (_, client) => client.prefetchQuery(divisionsQueryOptions()) },
)
export const ManagePlanPage = lazyPage(
  () => import('#web/features/catalog/pages/manage-plan-page.tsx').then((m) => m.ManagePlanPage),
  { prefetch: prefetchPlaces },
)
export const EditPlanPage = lazyPage(
  () => import('#web/features/catalog/pages/edit-plan-page.tsx').then((m) => m.EditPlanPage),
  {
    prefetch: ({ id }, client) =>
      id ? client.prefetchQuery(planValuesQueryOptions(id)) : Promise.resolve(),
  },
)
// Ours: one plan's departures, and one departure's manifest (admins).
export const DeparturesPage = lazyPage(() =>
  import('#web/features/departures/pages/departures-page.tsx').then((m) => m.DeparturesPage),
)
export const ManifestPage = lazyPage(() =>
  import('#web/features/departures/pages/manifest-page.tsx').then((m) => m.ManifestPage),
)
// Ours (issue 32 item 7): a guide's check-in on the day.
export const CheckInPage = lazyPage(() =>
  import('#web/features/departures/pages/check-in-page.tsx').then((m) => m.CheckInPage),
)
export const ManageBookingPage = lazyPage(() =>
  import('#web/features/orders/pages/manage-booking-page.tsx').then((m) => m.ManageBookingPage),
)
export const ReviewsModerationPage = lazyPage(() =>
  import('#web/features/reviews/pages/reviews-moderation-page.tsx').then(
    (m) => m.ReviewsModerationPage,
  ),
)
export const MakeAdminPage = lazyPage(() =>
  import('#web/features/dashboard/pages/make-admin-page.tsx').then((m) => m.MakeAdminPage),
)
// Ours: the signed-in account's own profile.
export const ProfilePage = lazyPage(() =>
  import('#web/features/account/pages/profile-page.tsx').then((m) => m.ProfilePage),
)
export const MessagesPage = lazyPage(() =>
  import('#web/features/messages/pages/messages-page.tsx').then((m) => m.MessagesPage),
)
// Ours: the audit log (admins). Its filters are in the query string, so nothing to prefetch.
export const AuditLogPage = lazyPage(() =>
  import('#web/features/audit/pages/audit-log-page.tsx').then((m) => m.AuditLogPage),
)
// Ours: people, their roles and accounts, for admins.
export const UsersPage = lazyPage(() =>
  import('#web/features/people/pages/users-page.tsx').then((m) => m.UsersPage),
)
// Ours (issue 33): promo codes, and one code's bookings (admins).
export const PromoCodesPage = lazyPage(() =>
  import('#web/features/promo-codes/pages/promo-codes-page.tsx').then((m) => m.PromoCodesPage),
)
export const PromoCodeUsesPage = lazyPage(() =>
  import('#web/features/promo-codes/pages/promo-code-uses-page.tsx').then(
    (m) => m.PromoCodeUsesPage,
  ),
)
// Ours (issue 33 item 4): gift vouchers, sold and issued, and their ledgers (admins).
export const GiftVouchersAdminPage = lazyPage(() =>
  import('#web/features/gift-vouchers/admin/pages/gift-vouchers-admin-page.tsx').then(
    (m) => m.GiftVouchersAdminPage,
  ),
)
// Ours (issue 30): the policy pages' texts in both languages (admins).
export const SitePagesAdminPage = lazyPage(() =>
  import('#web/features/site-pages/pages/site-pages-admin-page.tsx').then(
    (m) => m.SitePagesAdminPage,
  ),
)
