/**
 * Home (/ and /Home): banner, 'Recommended Tour Plans', why travel with us, the company's
 * figures, and the 'What Our Clients Says' testimonials. The only page in the entry bundle, so
 * it stays small: everything it shows is light markup over two API calls.
 */
import { Suspense } from 'react'
import { staticPageMeta } from '#shared/page-meta.ts'
import { RecommendedTours } from '#web/features/catalog/components/recommended-tours.tsx'
import { Testimonials } from '#web/features/reviews/components/testimonials.tsx'
import { Banner } from '#web/features/site/components/banner.tsx'
import { StatsStrip } from '#web/features/site/components/stats-strip.tsx'
import { WhyTravel } from '#web/features/site/components/why-travel.tsx'
import { usePageMeta } from '#web/lib/use-page-meta.ts'

export function HomePage() {
  usePageMeta(staticPageMeta.home)

  return (
    <>
      <Banner />
      {/* Below the banner, each part hydrates apart in short slices (Suspense boundaries). */}
      <Suspense fallback={null}>
        <RecommendedTours />
      </Suspense>
      <Suspense fallback={null}>
        <WhyTravel />
        <StatsStrip />
      </Suspense>
      <Suspense fallback={null}>
        <Testimonials />
      </Suspense>
    </>
  )
}
