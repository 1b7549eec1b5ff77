/**
 * The route table (spec section 2, with its capitalisation). Home is part of the entry bundle;
 * every other page is a lazy route module, so a first visit to / downloads none of them. Pages
 * that need data start fetching it in their loader, at the same time as their code downloads,
 * without waiting for it (the page shows skeletons until it arrives).
 *
 * /TourPlans, division pages and /Dashboard/* sit under RequireAuth (login required); the
 * catalogue API itself stays public, only the pages are guarded.
 */
import { createBrowserRouter, type RouteObject } from 'react-router'
import { paths, routePatterns } from '#shared/paths.ts'
import { divisionPlacesQueryOptions } from '#web/features/catalog/api/get-division-places.ts'
import { divisionsQueryOptions } from '#web/features/catalog/api/get-divisions.ts'
import { placesQueryOptions } from '#web/features/catalog/api/get-places.ts'
import { tourQueryOptions } from '#web/features/catalog/api/get-tour.ts'
import { queryClient } from '#web/lib/query-client.ts'
import { Layout } from './layout.tsx'
import { RequireAuth } from './require-auth.tsx'
import { RouteError } from './route-error.tsx'
import { RouteFallback } from './route-fallback.tsx'
import { HomePage } from './routes/home.tsx'

function RootError() {
  return (
    <main id="main">
      <RouteError />
    </main>
  )
}

// Each lazy page gets the same fallback while its code loads on a first visit.
const lazyPage = (route: RouteObject): RouteObject => ({ HydrateFallback: RouteFallback, ...route })

const notFoundPage = () =>
  import('#web/features/site/pages/not-found-page.tsx').then((m) => ({
    Component: m.NotFoundPage,
  }))

// The Dashboard's nested pages (spec names). Each is its own small chunk.
const dashboardRoutes: RouteObject[] = (
  [
    {
      index: true,
      lazy: () =>
        import('#web/features/dashboard/pages/welcome-page.tsx').then((m) => ({
          Component: m.WelcomePage,
        })),
    },
    {
      path: paths.dashboardPages.myBooking,
      lazy: () =>
        import('#web/features/orders/pages/my-booking-page.tsx').then((m) => ({
          Component: m.MyBookingPage,
        })),
    },
    {
      path: paths.dashboardPages.serviceReview,
      lazy: () =>
        import('#web/features/reviews/pages/service-review-page.tsx').then((m) => ({
          Component: m.ServiceReviewPage,
        })),
    },
    {
      path: paths.dashboardPages.payment,
      lazy: () =>
        import('#web/features/orders/pages/payment-page.tsx').then((m) => ({
          Component: m.PaymentPage,
        })),
    },
    {
      path: routePatterns.dashboardPay,
      lazy: () =>
        import('#web/features/payments/pages/pay-page.tsx').then((m) => ({
          Component: m.PayPage,
        })),
    },
    {
      path: paths.dashboardPages.addPlan,
      // The Division select's list.
      loader: () => {
        void queryClient.prefetchQuery(divisionsQueryOptions())
        return null
      },
      lazy: () =>
        import('#web/features/plans/pages/add-plan-page.tsx').then((m) => ({
          Component: m.AddPlanPage,
        })),
    },
    {
      path: paths.dashboardPages.managePlan,
      loader: () => {
        void queryClient.prefetchQuery(placesQueryOptions())
        return null
      },
      lazy: () =>
        import('#web/features/plans/pages/manage-plan-page.tsx').then((m) => ({
          Component: m.ManagePlanPage,
        })),
    },
    {
      // Ours: editing one plan, from Manage Plan.
      path: routePatterns.dashboardEditPlan,
      loader: ({ params }) => {
        if (params.id) void queryClient.prefetchQuery(tourQueryOptions(params.id))
        return null
      },
      lazy: () =>
        import('#web/features/plans/pages/edit-plan-page.tsx').then((m) => ({
          Component: m.EditPlanPage,
        })),
    },
    {
      path: paths.dashboardPages.manageBooking,
      lazy: () =>
        import('#web/features/orders/pages/manage-booking-page.tsx').then((m) => ({
          Component: m.ManageBookingPage,
        })),
    },
    {
      path: paths.dashboardPages.makeAdmin,
      lazy: () =>
        import('#web/features/dashboard/pages/make-admin-page.tsx').then((m) => ({
          Component: m.MakeAdminPage,
        })),
    },
    {
      // Ours: contact messages and the mail outbox, for admins.
      path: paths.dashboardPages.messages,
      lazy: () =>
        import('#web/features/messages/pages/messages-page.tsx').then((m) => ({
          Component: m.MessagesPage,
        })),
    },
    // Without this, /Dashboard/Anything would fall through to the division pattern /:divName/:id.
    { path: `${paths.dashboard}/*`, lazy: notFoundPage },
  ] satisfies RouteObject[]
).map(lazyPage)

export const routes: RouteObject[] = [
  {
    path: paths.root,
    Component: Layout,
    errorElement: <RootError />,
    children: [
      {
        // Errors inside a page render within the layout, so the header stays usable.
        errorElement: <RouteError />,
        children: [
          { index: true, Component: HomePage },
          { path: paths.home, Component: HomePage },
          lazyPage({
            path: paths.about,
            lazy: () =>
              import('#web/features/site/pages/about-page.tsx').then((m) => ({
                Component: m.AboutPage,
              })),
          }),
          lazyPage({
            path: paths.contact,
            lazy: () =>
              import('#web/features/site/pages/contact-page.tsx').then((m) => ({
                Component: m.ContactPage,
              })),
          }),
          lazyPage({
            path: paths.login,
            lazy: () =>
              import('#web/features/auth/pages/login-page.tsx').then((m) => ({
                Component: m.LoginPage,
              })),
          }),
          lazyPage({
            path: routePatterns.tourDetails,
            loader: ({ params }) => {
              if (params.tourId) void queryClient.prefetchQuery(tourQueryOptions(params.tourId))
              return null
            },
            lazy: () =>
              import('#web/features/catalog/pages/tour-details-page.tsx').then((m) => ({
                Component: m.TourDetailsPage,
              })),
          }),
          {
            Component: RequireAuth,
            children: [
              lazyPage({
                path: paths.tourPlans,
                loader: () => {
                  void queryClient.prefetchQuery(placesQueryOptions())
                  return null
                },
                lazy: () =>
                  import('#web/features/catalog/pages/tour-plans-page.tsx').then((m) => ({
                    Component: m.TourPlansPage,
                  })),
              }),
              lazyPage({
                path: routePatterns.division,
                loader: ({ params }) => {
                  if (params.id)
                    void queryClient.prefetchQuery(divisionPlacesQueryOptions(params.id))
                  return null
                },
                lazy: () =>
                  import('#web/features/catalog/pages/division-page.tsx').then((m) => ({
                    Component: m.DivisionPage,
                  })),
              }),
              lazyPage({
                path: paths.dashboard,
                lazy: () =>
                  import('#web/features/dashboard/dashboard-layout.tsx').then((m) => ({
                    Component: m.DashboardLayout,
                  })),
                children: dashboardRoutes,
              }),
            ],
          },
          lazyPage({ path: '*', lazy: notFoundPage }),
        ],
      },
    ],
  },
]

export const router = createBrowserRouter(routes)
