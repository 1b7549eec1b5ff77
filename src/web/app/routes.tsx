/**
 * The route table (spec section 2, with its capitalisation). Home is part of the entry bundle;
 * every other page is a lazy chunk, so a first visit to / downloads none of them. Pages that
 * need data start fetching it when their route matches, while their code downloads (the page
 * shows skeletons until it arrives).
 *
 * /TourPlans, division pages (once DivisionGate finds that the address names a division) and
 * /Dashboard/* sit under RequireAuth (login required); the
 * catalogue API itself stays public, only the pages are guarded.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query'
import type { SitePageSlug } from '#shared/contracts/site-pages.ts'
import { isValidElement, lazy, Suspense, type ReactNode } from 'react'
import {
  createRoutesFromElements,
  matchRoutes,
  Route,
  Routes,
  useParams,
  type RouteObject,
} from 'react-router'
import { paths, routePatterns } from '#shared/paths.ts'
import { divisionsQueryOptions } from '#web/features/catalog/api/get-divisions.ts'
import { namesNoDivision } from '#web/features/catalog/lib/division-address.ts'
import {
  divisionPlacesPagesQueryOptions,
  placesPagesQueryOptions,
} from '#web/features/catalog/api/get-places-pages.ts'
import { tourQueryOptions } from '#web/features/catalog/api/get-tour.ts'
import { tourTermsQueryOptions } from '#web/features/catalog/api/get-tour-terms.ts'
import { reviewsQueryOptions } from '#web/features/reviews/api/get-reviews.ts'
import { sitePageQueryOptions } from '#web/features/site-pages/api/get-site-page.ts'
import { tourReviewsQueryOptions } from '#web/features/reviews/api/get-tour-reviews.ts'
import {
  DashboardLayout,
  DashboardHome,
  MyBookingPage,
  ServiceReviewPage,
  PaymentPage,
  PayPage,
  ReceiptPage,
  AddPlanPage,
  ManagePlanPage,
  EditPlanPage,
  DeparturesPage,
  ManifestPage,
  CheckInPage,
  ManageBookingPage,
  ReviewsModerationPage,
  MakeAdminPage,
  ProfilePage,
  MessagesPage,
  AuditLogPage,
  UsersPage,
  SitePagesAdminPage,
  PromoCodesPage,
  PromoCodeUsesPage,
  GiftVouchersAdminPage,
} from './dashboard-pages.tsx'
import { loadCataloguePart } from '#web/lib/catalogue-parts.ts'
import { deferred } from '#web/lib/deferred.tsx'
import { companyQueryOptions } from '#web/lib/company.ts'
import { exchangeRateQueryOptions } from '#web/lib/exchange-rate.ts'
import { Layout } from './layout.tsx'
import { eagerPage, lazyPage, type Page } from './lazy-page.tsx'
import { RequireAdmin, type AdminFeature } from './require-admin.tsx'
import { RequireAuth } from './require-auth.tsx'
import { HomePage } from './routes/home.tsx'

// The first page without a price bound: the one a link to the page opens.
const prefetchPlaces = (_: unknown, client: QueryClient) =>
  client.prefetchInfiniteQuery(placesPagesQueryOptions())
const prefetchTour = (id: string | undefined, client: QueryClient) =>
  id ? client.prefetchQuery(tourQueryOptions(id)) : Promise.resolve()

const Home = eagerPage(HomePage, {
  prefetch: (_, client) =>
    Promise.all([
      client.prefetchQuery(divisionsQueryOptions()),
      client.prefetchQuery(reviewsQueryOptions()),
    ]),
})

const AboutPage = lazyPage(() =>
  import('#web/features/site/pages/about-page.tsx').then((m) => m.AboutPage),
)
const ContactPage = lazyPage(() =>
  import('#web/features/site/pages/contact-page.tsx').then((m) => m.ContactPage),
)
const LoginPage = lazyPage(() =>
  import('#web/features/auth/pages/login-page.tsx').then((m) => m.LoginPage),
)
// Ours (issue 30): the policy pages, one chunk for the three, each with its text fetched ahead.
const sitePage = (slug: SitePageSlug) =>
  lazyPage(
    () =>
      import('#web/features/site-pages/pages/site-page.tsx').then(
        ({ SitePage }) =>
          function SitePageRoute() {
            return <SitePage slug={slug} />
          },
      ),
    { prefetch: (_, client) => client.prefetchQuery(sitePageQueryOptions(slug)) },
  )
const TermsPage = sitePage('terms')
const PrivacyPage = sitePage('privacy')
const RefundPolicyPage = sitePage('refunds')
// Ours (issue 33 item 4): buying a gift voucher, checking one, the ones bought.
const GiftVouchersPage = lazyPage(() =>
  import('#web/features/gift-vouchers/pages/gift-vouchers-page.tsx').then(
    (m) => m.GiftVouchersPage,
  ),
)
// Ours: a forgotten password, and the page its mailed link opens.
const ForgotPasswordPage = lazyPage(() =>
  import('#web/features/account/pages/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage),
)
const ResetPasswordPage = lazyPage(() =>
  import('#web/features/account/pages/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
)
const NotFoundPage = lazyPage(() =>
  import('#web/features/site/pages/not-found-page.tsx').then((m) => m.NotFoundPage),
)
// A tour's page (catalog) with the orders feature's Book Now under its price and the reviews
// feature's travellers' reviews under its description (their first page rendered with it, their
// code loaded as they near the screen). Its cancellation policy (catalog) shows on the page and
// in the booking modal, above Confirm: the modal's copy loads with the modal.
// Its first visit downloads only the texts its first screen reads; the later ones (form checks,
// the policy's tiers, the reviews' texts) come with the parts that read them.
const TourReviews = deferred('tour-reviews', () =>
  Promise.all([
    import('#web/features/reviews/components/tour-reviews.tsx'),
    loadCataloguePart('later'),
  ]).then(([m]) => m.TourReviews),
)
const BookingPolicy = lazy(() =>
  Promise.all([
    import('#web/features/catalog/components/tour-policy.tsx'),
    loadCataloguePart('later'),
  ]).then(([m]) => ({ default: m.BookingPolicy })),
)
const TourDetailsPage = lazyPage(
  () =>
    Promise.all([
      import('#web/features/catalog/pages/tour-details-page.tsx'),
      import('#web/features/orders/components/book-now.tsx'),
    ]).then(
      ([{ TourDetailsPage }, { BookNow }]) =>
        function TourDetailsRoute() {
          return (
            <TourDetailsPage
              bookNow={(tour) => (
                <BookNow
                  tour={tour}
                  policy={
                    <Suspense fallback={null}>
                      <BookingPolicy tourId={tour._id} />
                    </Suspense>
                  }
                />
              )}
              reviews={(tour, refreshTour) => <TourReviews tour={tour} onChange={refreshTour} />}
            />
          )
        },
    ),
  {
    laterTexts: false,
    prefetch: ({ tourId }, client) =>
      tourId
        ? Promise.all([
            prefetchTour(tourId, client),
            client.prefetchQuery(tourTermsQueryOptions(tourId)),
            client.prefetchInfiniteQuery(tourReviewsQueryOptions(tourId)),
          ])
        : Promise.resolve(),
  },
)
const TourPlansPage = lazyPage(
  () => import('#web/features/catalog/pages/tour-plans-page.tsx').then((m) => m.TourPlansPage),
  { prefetch: prefetchPlaces },
)
const DivisionPage = lazyPage(
  () =>
    // With the not-found page's code: the gate or the page may show it instead, and both the
    // server's render and the browser's first one must have it at hand (no suspended part).
    Promise.all([
      import('#web/features/catalog/pages/division-page.tsx'),
      NotFoundPage.preload?.(),
    ]).then(
      ([{ DivisionPage }]) =>
        // A name that is not the division's (/Sylhet/<Dhaka's id>) shows the not-found page.
        function DivisionRoute() {
          return <DivisionPage notFound={<NotFoundPage />} />
        },
    ),
  {
    prefetch: ({ id }, client) =>
      id
        ? Promise.all([
            client.prefetchInfiniteQuery(divisionPlacesPagesQueryOptions(id)),
            client.prefetchQuery(divisionsQueryOptions()),
          ])
        : Promise.resolve(),
  },
)

/**
 * A division page's gate: an address that names no division (`/NoSuchPage/xyz`, a misnamed or
 * unknown id) is the not-found page for everybody, signed in or not, as the server answers 404
 * for it; any other goes on to the login guard and the page.
 */
function DivisionGate() {
  const { divName = '', id = '' } = useParams()
  const divisions = useQuery(divisionsQueryOptions())
  if (namesNoDivision(divisions.data, divName, id)) return <NotFoundPage />
  return <RequireAuth />
}

/** An admin page: customers see that it is for admins instead (named by its sidebar link). */
const admin = (feature: AdminFeature, page: ReactNode) => (
  <RequireAdmin feature={feature}>{page}</RequireAdmin>
)

const appRoutes = (
  <Route element={<Layout />}>
    <Route index element={<Home />} />
    <Route path={paths.home} element={<Home />} />
    <Route path={paths.about} element={<AboutPage />} />
    <Route path={paths.contact} element={<ContactPage />} />
    <Route path={paths.terms} element={<TermsPage />} />
    <Route path={paths.privacy} element={<PrivacyPage />} />
    <Route path={paths.refundPolicy} element={<RefundPolicyPage />} />
    <Route path={paths.giftVouchers} element={<GiftVouchersPage />} />
    <Route path={paths.login} element={<LoginPage />} />
    <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
    <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
    <Route path={routePatterns.tourDetails} element={<TourDetailsPage />} />
    {/* The address is checked before the login: one that names no division is no page. */}
    <Route element={<DivisionGate />}>
      <Route path={routePatterns.division} element={<DivisionPage />} />
    </Route>
    <Route element={<RequireAuth />}>
      <Route path={paths.tourPlans} element={<TourPlansPage />} />
      <Route path={paths.dashboard} element={<DashboardLayout />}>
        <Route index element={<DashboardHome />} />
        <Route path={paths.dashboardPages.myBooking} element={<MyBookingPage />} />
        <Route path={paths.dashboardPages.serviceReview} element={<ServiceReviewPage />} />
        <Route path={paths.dashboardPages.payment} element={<PaymentPage />} />
        <Route path={routePatterns.dashboardPay} element={<PayPage />} />
        {/* Ours (issue 30): a booking's receipt to print or keep. */}
        <Route path={routePatterns.dashboardReceipt} element={<ReceiptPage />} />
        <Route path={paths.dashboardPages.addPlan} element={admin('addPlan', <AddPlanPage />)} />
        <Route
          path={paths.dashboardPages.managePlan}
          element={admin('managePlan', <ManagePlanPage />)}
        />
        {/* Ours: editing one plan, from Manage Plan. */}
        <Route
          path={routePatterns.dashboardEditPlan}
          element={admin('managePlan', <EditPlanPage />)}
        />
        {/* Ours: a plan's departures and a departure's manifest, from Manage Plan. */}
        <Route
          path={routePatterns.dashboardDepartures}
          element={admin('managePlan', <DeparturesPage />)}
        />
        <Route
          path={routePatterns.dashboardManifest}
          element={admin('managePlan', <ManifestPage />)}
        />
        {/* Ours (issue 32 item 7): check-in on the day, from the manifest. */}
        <Route
          path={routePatterns.dashboardCheckIn}
          element={admin('managePlan', <CheckInPage />)}
        />
        <Route
          path={paths.dashboardPages.manageBooking}
          element={admin('manageOrder', <ManageBookingPage />)}
        />
        {/* Ours: review moderation, for admins. */}
        <Route
          path={paths.dashboardPages.reviews}
          element={admin('reviews', <ReviewsModerationPage />)}
        />
        <Route
          path={paths.dashboardPages.makeAdmin}
          element={admin('makeAdmin', <MakeAdminPage />)}
        />
        {/* Ours: contact messages and the mail outbox, for admins. */}
        <Route path={paths.dashboardPages.messages} element={admin('messages', <MessagesPage />)} />
        {/* Ours: who changed what and when, for admins. */}
        <Route path={paths.dashboardPages.audit} element={admin('audit', <AuditLogPage />)} />
        {/* Ours: people, their roles and accounts, for admins. */}
        <Route path={paths.dashboardPages.users} element={admin('users', <UsersPage />)} />
        {/* Ours: the policy pages' texts in both languages, for admins. */}
        <Route
          path={paths.dashboardPages.sitePages}
          element={admin('sitePages', <SitePagesAdminPage />)}
        />
        {/* Ours (issue 33): promo codes and each code's bookings, for admins. */}
        <Route
          path={paths.dashboardPages.promoCodes}
          element={admin('promoCodes', <PromoCodesPage />)}
        />
        <Route
          path={routePatterns.dashboardPromoCodeUses}
          element={admin('promoCodes', <PromoCodeUsesPage />)}
        />
        {/* Ours (issue 33 item 4): gift vouchers and their ledgers, for admins. */}
        <Route
          path={paths.dashboardPages.giftVouchers}
          element={admin('giftVouchers', <GiftVouchersAdminPage />)}
        />
        {/* Ours: the account's own profile, for everyone. */}
        <Route path={paths.dashboardPages.profile} element={<ProfilePage />} />
        {/* Without this, /Dashboard/Anything would match the division pattern /:divName/:id. */}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Route>
    <Route path="*" element={<NotFoundPage />} />
  </Route>
)

export function AppRoutes() {
  return <Routes>{appRoutes}</Routes>
}

let routeObjects: RouteObject[] | undefined

/** The element a route shows: a guard's only child is the page. */
function guardedPage(element: ReactNode): ReactNode {
  if (isValidElement<{ children?: ReactNode }>(element) && element.type === RequireAdmin) {
    return element.props.children
  }
  return element
}

/**
 * The routes an address matches. The server, which renders the same few paths over and over,
 * keeps them per path (entry-server.tsx); a browser asks once a visit.
 */
export function routeMatches(pathname: string): RouteMatches {
  routeObjects ??= createRoutesFromElements(appRoutes)
  return matchRoutes(routeObjects, pathname) ?? []
}
export type RouteMatches = NonNullable<ReturnType<typeof matchRoutes>>

/**
 * Readies the pages an address shows: their code, and with `data` their queries too. The
 * browser awaits the code before its first render (no loading state that the page would then
 * replace and shift); the server awaits both before rendering. Every page's data holds the
 * exchange rate and the company's facts (the site's pricing currency among them): whatever page
 * a visit starts on, prices show in their currency and the other's estimate from the first
 * paint, on it and on the pages the visitor goes on to.
 */
export function preparePages(
  pathname: string,
  client: QueryClient,
  { data, matches = routeMatches(pathname) }: { data: boolean; matches?: RouteMatches },
): Promise<unknown> {
  return Promise.all([
    ...matches.flatMap(({ route, params }) => {
      // The page itself, also inside a guard element (RequireAdmin wraps admin pages).
      const element = guardedPage(route.element)
      const page = (isValidElement(element) ? element.type : undefined) as Page | string | undefined
      if (typeof page !== 'function') return []
      return [page.preload?.(), data ? page.prefetch?.(params, client) : undefined]
    }),
    data ? client.prefetchQuery(exchangeRateQueryOptions()) : undefined,
    data ? client.prefetchQuery(companyQueryOptions()) : undefined,
  ])
}
