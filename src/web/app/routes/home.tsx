/**
 * Home (/ and /Home): banner, 'Recommended Tour Plans', why travel with us, the company's
 * figures, and the 'What Our Clients Says' testimonials. The only page in the entry bundle, so
 * it stays small: the banner comes with it, the rest as it nears the screen (lib/deferred.tsx).
 */
import { staticPageMeta } from '#shared/page-meta.ts'
import { Banner } from '#web/features/site/components/banner.tsx'
import { loadCataloguePart } from '#web/lib/catalogue-parts.ts'
import { deferred } from '#web/lib/deferred.tsx'
import { usePageMeta } from '#web/lib/use-page-meta.ts'

// Below the banner: each part's code comes as it nears the screen (the server's HTML meanwhile),
// with the texts they read beyond the first screen's (lib/catalogue-parts.ts; the recommended
// tours read only the first screen's).
const RecommendedTours = deferred('recommended-tours', () =>
  import('#web/features/catalog/components/recommended-tours.tsx').then((m) => m.RecommendedTours),
)
const WhyTravel = deferred('why-travel', () =>
  Promise.all([
    import('#web/features/site/components/why-travel.tsx'),
    import('#web/features/site/components/stats-strip.tsx'),
    loadCataloguePart('later'),
  ]).then(
    ([{ WhyTravel }, { StatsStrip }]) =>
      function WhyTravelAndFigures() {
        return (
          <>
            <WhyTravel />
            <StatsStrip />
          </>
        )
      },
  ),
)
const Testimonials = deferred('testimonials', () =>
  Promise.all([
    import('#web/features/reviews/components/testimonials.tsx'),
    loadCataloguePart('pages'),
    loadCataloguePart('later'),
  ]).then(([m]) => m.Testimonials),
)

export function HomePage() {
  usePageMeta(staticPageMeta.home)

  return (
    <>
      <Banner />
      <RecommendedTours />
      <WhyTravel />
      <Testimonials />
    </>
  )
}
