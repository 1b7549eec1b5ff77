/**
 * Home's banner: the spec's banner image element with a headline (the page's h1) and a call to
 * action. It is the first thing painted, so its image loads with high priority.
 */
import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { buttonClass } from '#web/components/button.tsx'

export function Banner() {
  return (
    <section
      aria-labelledby="banner-heading"
      className="on-dark relative isolate overflow-hidden bg-ink"
    >
      <img
        src="/images/banner.svg"
        alt={messages.banner.imageAlt}
        width={1600}
        height={600}
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-black/60 sm:bg-transparent sm:bg-linear-to-r sm:from-black/80 sm:via-black/55 sm:to-black/10"
      />
      <div className="mx-auto flex min-h-[440px] max-w-7xl flex-col justify-center px-4 py-20 sm:min-h-[520px] sm:px-6 lg:min-h-[600px] lg:px-8">
        <p className="text-sm font-semibold tracking-widest text-amber-300 uppercase">
          {messages.banner.eyebrow({ brand: messages.brand })}
        </p>
        <h1
          id="banner-heading"
          className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-white sm:text-6xl"
        >
          {messages.banner.heading}
        </h1>
        <p className="mt-6 max-w-xl text-lg leading-relaxed text-white/90 sm:text-xl">
          {messages.banner.intro}
        </p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Link
            to={paths.tourPlans}
            className={buttonClass({ variant: 'accent', size: 'lg' }, 'py-3.5 text-base shadow-lg')}
          >
            {messages.banner.explore}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
          <Link
            to={paths.about}
            className="inline-flex items-center rounded-full px-7 py-3.5 text-base font-semibold text-white ring-1 ring-white/60 transition hover:bg-white/10"
          >
            {messages.about.eyebrow}
          </Link>
        </div>
      </div>
    </section>
  )
}
