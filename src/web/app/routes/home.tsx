/**
 * Home (/ and /Home): banner, 'Recommended Tour Plans', why travel with us, the company's
 * figures, and the 'What Our Clients Says' testimonials. The only page in the entry bundle, so
 * it stays small: everything it shows is light markup over two API calls.
 */
import { staticPageMeta } from '#shared/page-meta.ts'
import { RecommendedTours } from '#web/features/catalog/components/recommended-tours.tsx'
import { Testimonials } from '#web/features/reviews/components/testimonials.tsx'
import { Banner } from '#web/features/site/components/banner.tsx'
import { StatsStrip } from '#web/features/site/components/stats-strip.tsx'
import { WhyTravel } from '#web/features/site/components/why-travel.tsx'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { HydrateApart } from '#web/components/hydrate-apart.tsx'

export function HomePage() {
  usePageMeta(staticPageMeta.home)

  return (
    <>
      <Banner />
      {/* Hydrated a part at a time (components/hydrate-apart.tsx): short tasks, the banner's first. */}
      <HydrateApart name="home-tours">
        <RecommendedTours />
      </HydrateApart>
      <HydrateApart name="home-why">
        <WhyTravel />
        <StatsStrip />
      </HydrateApart>
      <HydrateApart name="home-testimonials">
        <Testimonials />
      </HydrateApart>
    </>
  )
}
