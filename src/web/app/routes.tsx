/**
 * The route table (spec section 2, with its capitalisation). Home is part of the entry bundle;
 * every other page is a lazy chunk, so a first visit to / downloads none of them. Pages that
 * need data start fetching it when their route matches, while their code downloads (the page
 * shows skeletons until it arrives).
 *
 * /TourPlans, division pages and /Dashboard/* sit under RequireAuth (login required); the
 * catalogue API itself stays public, only the pages are guarded.
 */
import { isValidElement } from 'react'
import { createRoutesFromElements, matchRoutes, Route, Routes } from 'react-router'
import { paths, routePatterns } from '#shared/paths.ts'
import { divisionPlacesQueryOptions } from '#web/features/catalog/api/get-division-places.ts'
import { divisionsQueryOptions } from '#web/features/catalog/api/get-divisions.ts'
import { placesQueryOptions } from '#web/features/catalog/api/get-places.ts'
import { tourQueryOptions } from '#web/features/catalog/api/get-tour.ts'
import { queryClient } from '#web/lib/query-client.ts'
import { Layout } from './layout.tsx'
import { lazyPage, type LazyPage } from './lazy-page.tsx'
import { RequireAuth } from './require-auth.tsx'
import { HomePage } from './routes/home.tsx'

const prefetchPlaces = () => void queryClient.prefetchQuery(placesQueryOptions())
const prefetchTour = (id: string | undefined) => {
  if (id) void queryClient.prefetchQuery(tourQueryOptions(id))
}

const AboutPage = lazyPage(() =>
  import('#web/features/site/pages/about-page.tsx').then((m) => m.AboutPage),
)
const ContactPage = lazyPage(() =>
  import('#web/features/site/pages/contact-page.tsx').then((m) => m.ContactPage),
)
const LoginPage = lazyPage(() =>
  import('#web/features/auth/pages/login-page.tsx').then((m) => m.LoginPage),
)
const NotFoundPage = lazyPage(() =>
  import('#web/features/site/pages/not-found-page.tsx').then((m) => m.NotFoundPage),
)
const TourDetailsPage = lazyPage(
  () => import('#web/features/catalog/pages/tour-details-page.tsx').then((m) => m.TourDetailsPage),
  { prefetch: ({ tourId }) => prefetchTour(tourId) },
)
const TourPlansPage = lazyPage(
  () => import('#web/features/catalog/pages/tour-plans-page.tsx').then((m) => m.TourPlansPage),
  { prefetch: prefetchPlaces },
)
const DivisionPage = lazyPage(
  () => import('#web/features/catalog/pages/division-page.tsx').then((m) => m.DivisionPage),
  {
    prefetch: ({ id }) => {
      if (id) void queryClient.prefetchQuery(divisionPlacesQueryOptions(id))
    },
  },
)

// The Dashboard and its nested pages (spec names). Each is its own small chunk.
const DashboardLayout = lazyPage(() =>
  import('#web/features/dashboard/dashboard-layout.tsx').then((m) => m.DashboardLayout),
)
const WelcomePage = lazyPage(() =>
  import('#web/features/dashboard/pages/welcome-page.tsx').then((m) => m.WelcomePage),
)
const MyBookingPage = lazyPage(() =>
  import('#web/features/orders/pages/my-booking-page.tsx').then((m) => m.MyBookingPage),
)
const ServiceReviewPage = lazyPage(() =>
  import('#web/features/reviews/pages/service-review-page.tsx').then((m) => m.ServiceReviewPage),
)
const PaymentPage = lazyPage(() =>
  import('#web/features/orders/pages/payment-page.tsx').then((m) => m.PaymentPage),
)
const PayPage = lazyPage(() =>
  import('#web/features/payments/pages/pay-page.tsx').then((m) => m.PayPage),
)
const AddPlanPage = lazyPage(
  () => import('#web/features/plans/pages/add-plan-page.tsx').then((m) => m.AddPlanPage),
  // The Division select's list.
  { prefetch: () => void queryClient.prefetchQuery(divisionsQueryOptions()) },
)
const ManagePlanPage = lazyPage(
  () => import('#web/features/plans/pages/manage-plan-page.tsx').then((m) => m.ManagePlanPage),
  { prefetch: prefetchPlaces },
)
const EditPlanPage = lazyPage(
  () => import('#web/features/plans/pages/edit-plan-page.tsx').then((m) => m.EditPlanPage),
  { prefetch: ({ id }) => prefetchTour(id) },
)
const ManageBookingPage = lazyPage(() =>
  import('#web/features/orders/pages/manage-booking-page.tsx').then((m) => m.ManageBookingPage),
)
const MakeAdminPage = lazyPage(() =>
  import('#web/features/dashboard/pages/make-admin-page.tsx').then((m) => m.MakeAdminPage),
)
const MessagesPage = lazyPage(() =>
  import('#web/features/messages/pages/messages-page.tsx').then((m) => m.MessagesPage),
)

const appRoutes = (
  <Route element={<Layout />}>
    <Route index element={<HomePage />} />
    <Route path={paths.home} element={<HomePage />} />
    <Route path={paths.about} element={<AboutPage />} />
    <Route path={paths.contact} element={<ContactPage />} />
    <Route path={paths.login} element={<LoginPage />} />
    <Route path={routePatterns.tourDetails} element={<TourDetailsPage />} />
    <Route element={<RequireAuth />}>
      <Route path={paths.tourPlans} element={<TourPlansPage />} />
      <Route path={routePatterns.division} element={<DivisionPage />} />
      <Route path={paths.dashboard} element={<DashboardLayout />}>
        <Route index element={<WelcomePage />} />
        <Route path={paths.dashboardPages.myBooking} element={<MyBookingPage />} />
        <Route path={paths.dashboardPages.serviceReview} element={<ServiceReviewPage />} />
        <Route path={paths.dashboardPages.payment} element={<PaymentPage />} />
        <Route path={routePatterns.dashboardPay} element={<PayPage />} />
        <Route path={paths.dashboardPages.addPlan} element={<AddPlanPage />} />
        <Route path={paths.dashboardPages.managePlan} element={<ManagePlanPage />} />
        {/* Ours: editing one plan, from Manage Plan. */}
        <Route path={routePatterns.dashboardEditPlan} element={<EditPlanPage />} />
        <Route path={paths.dashboardPages.manageBooking} element={<ManageBookingPage />} />
        <Route path={paths.dashboardPages.makeAdmin} element={<MakeAdminPage />} />
        {/* Ours: contact messages and the mail outbox, for admins. */}
        <Route path={paths.dashboardPages.messages} element={<MessagesPage />} />
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

/**
 * Fetches the code of the pages the address shows, so the first render has them and shows no
 * loading state that would then shift the page (main.tsx awaits it before rendering).
 */
export function preloadPages(pathname: string): Promise<unknown> {
  const matches = matchRoutes(createRoutesFromElements(appRoutes), pathname) ?? []
  return Promise.all(
    matches.map(({ route }) => {
      const type = isValidElement(route.element) ? route.element.type : undefined
      return typeof type === 'function' && 'preload' in type
        ? (type as LazyPage).preload()
        : undefined
    }),
  )
}
