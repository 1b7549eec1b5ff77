/**
 * /About: the company's story, what it does, its mission and vision, and the spec's claims
 * (3500+ guests a year in 2019, 5/5 rating, awards in 2019 and 2020, Nepal to the Maldives).
 */
import { Award, Globe, Star, Users } from 'lucide-react'
import { Link } from 'react-router'
import { messages } from '#shared/messages.ts'
import { staticPageMeta } from '#shared/page-meta.ts'
import { paths } from '#shared/paths.ts'
import { PageHeader } from '#web/components/page-header.tsx'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { buttonClass } from '#web/components/button.tsx'

const claims = () =>
  [
    { icon: Users, text: messages.about.guests },
    { icon: Star, text: messages.about.rating },
    { icon: Award, text: messages.about.awards },
    { icon: Globe, text: messages.about.reach },
  ] as const

const services = () => messages.about.services

export function AboutPage() {
  usePageMeta(staticPageMeta.about)

  return (
    <>
      <PageHeader
        eyebrow={messages.about.eyebrow}
        title={messages.about.heading({ brand: messages.brand })}
        intro={messages.about.intro}
      />

      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <img
          src="/images/about.svg"
          alt={messages.about.imageAlt}
          width={1200}
          height={600}
          // On a phone it is the first screen's largest paint: asked for with the HTML, not
          // after layout as a lazy image would be.
          decoding="async"
          className="aspect-[2/1] w-full rounded-3xl bg-emerald-900 object-cover shadow-lg"
        />

        <div className="mt-16 grid gap-12 lg:grid-cols-[1fr_22rem]">
          <div className="space-y-14">
            <section aria-labelledby="story-heading">
              <h2
                id="story-heading"
                className="text-3xl font-extrabold tracking-tight text-slate-900"
              >
                {messages.about.storyTitle}
              </h2>
              <div className="mt-4 max-w-prose space-y-4 text-lg leading-relaxed text-slate-700">
                <p>{messages.about.story1({ brand: messages.brand })}</p>
                <p>{messages.about.story2}</p>
              </div>
            </section>

            <section aria-labelledby="what-heading">
              <h2
                id="what-heading"
                className="text-3xl font-extrabold tracking-tight text-slate-900"
              >
                {messages.about.whatTitle}
              </h2>
              <ul className="mt-5 grid gap-3 sm:grid-cols-2">
                {services().map((service) => (
                  <li
                    key={service}
                    className="rounded-xl bg-emerald-50 px-5 py-4 leading-relaxed text-slate-800 ring-1 ring-emerald-100"
                  >
                    {service}
                  </li>
                ))}
              </ul>
            </section>

            <div className="grid gap-6 md:grid-cols-2">
              <section
                aria-labelledby="mission-heading"
                className="rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200"
              >
                <h2 id="mission-heading" className="text-2xl font-bold text-slate-900">
                  {messages.about.missionTitle}
                </h2>
                <p className="mt-3 leading-relaxed text-slate-700">{messages.about.mission}</p>
              </section>
              <section
                aria-labelledby="vision-heading"
                className="rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200"
              >
                <h2 id="vision-heading" className="text-2xl font-bold text-slate-900">
                  {messages.about.visionTitle}
                </h2>
                <p className="mt-3 leading-relaxed text-slate-700">{messages.about.vision}</p>
              </section>
            </div>
          </div>

          <div>
            <section
              aria-labelledby="glance-heading"
              className="rounded-2xl bg-forest-deep p-7 text-white shadow-lg lg:sticky lg:top-6 on-dark"
            >
              <h2 id="glance-heading" className="text-xl font-bold">
                {messages.about.glanceTitle}
              </h2>
              <ul className="mt-5 space-y-4">
                {claims().map(({ icon: Icon, text }) => (
                  <li key={text} className="flex items-center gap-3">
                    <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-white/10">
                      <Icon aria-hidden="true" className="size-5 text-amber-300" />
                    </span>
                    <span className="font-semibold">{text}</span>
                  </li>
                ))}
              </ul>
              <Link
                to={paths.tourPlans}
                className={buttonClass({ variant: 'accent', size: 'lg' }, 'mt-8 w-full')}
              >
                {messages.about.browse}
              </Link>
            </section>
          </div>
        </div>
      </div>
    </>
  )
}
