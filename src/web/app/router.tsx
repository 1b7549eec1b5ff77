/**
 * The route table (spec section 2, with its capitalisation). Home is part of the entry bundle;
 * every other page is a lazy route module, so a first visit to / downloads none of them. Pages
 * that need data start fetching it in their loader, at the same time as their code downloads,
 * without waiting for it (the page shows skeletons until it arrives).
 */
import { createBrowserRouter, type RouteObject } from 'react-router'
import { paths, routePatterns } from '#shared/paths.ts'
import { divisionPlacesQueryOptions } from '#web/features/catalog/api/get-division-places.ts'
import { placesQueryOptions } from '#web/features/catalog/api/get-places.ts'
import { tourQueryOptions } from '#web/features/catalog/api/get-tour.ts'
import { queryClient } from '#web/lib/query-client.ts'
import { Layout } from './layout.tsx'
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
              import('#web/features/site/pages/login-page.tsx').then((m) => ({
                Component: m.LoginPage,
              })),
          }),
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
          lazyPage({
            path: routePatterns.division,
            loader: ({ params }) => {
              if (params.id) void queryClient.prefetchQuery(divisionPlacesQueryOptions(params.id))
              return null
            },
            lazy: () =>
              import('#web/features/catalog/pages/division-page.tsx').then((m) => ({
                Component: m.DivisionPage,
              })),
          }),
          lazyPage({
            path: '*',
            lazy: () =>
              import('#web/features/site/pages/not-found-page.tsx').then((m) => ({
                Component: m.NotFoundPage,
              })),
          }),
        ],
      },
    ],
  },
]

export const router = createBrowserRouter(routes)
