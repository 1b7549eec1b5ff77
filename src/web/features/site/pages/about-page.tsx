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

const claims = [
  { icon: Users, text: messages.about.guests },
  { icon: Star, text: messages.about.rating },
  { icon: Award, text: messages.about.awards },
  { icon: Globe, text: messages.about.reach },
] as const

const services = [
  'Guided tours in all eight divisions, from day trips to two-week journeys',
  'River cruises through the Sundarbans and the haors of Sylhet',
  'Hill and tribal-culture trips in the Chittagong Hill Tracts',
  'Custom itineraries for families, schools and company groups',
] as const

export function AboutPage() {
  usePageMeta(staticPageMeta.about)

  return (
    <>
      <PageHeader
        eyebrow="About us"
        title={`The people behind ${messages.brand}`}
        intro="A Bangladeshi tour company that shows guests the country's rivers, forests, hills and cities through the eyes of those who live there."
      />

      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <img
          src="/images/about.svg"
          alt="Travellers with backpacks following a guide along a path through a hillside tea garden"
          width={1200}
          height={600}
          loading="lazy"
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
                Our story
              </h2>
              <div className="mt-4 max-w-prose space-y-4 text-lg leading-relaxed text-slate-700">
                <p>
                  {messages.brand} began with a handful of boat trips out of Dhaka, run by friends
                  who wanted visitors to see the Bangladesh they grew up in: tidal forests,
                  tea-covered hills, one of the longest sea beaches in the world and cities full of
                  history.
                </p>
                <p>
                  Word spread. In 2019 we welcomed more than 3500 guests, kept a perfect 5/5 rating,
                  and our work was recognised with awards in 2019 and 2020. Today we serve guests
                  across Asia, from Nepal to the Maldives.
                </p>
              </div>
            </section>

            <section aria-labelledby="what-heading">
              <h2
                id="what-heading"
                className="text-3xl font-extrabold tracking-tight text-slate-900"
              >
                What we do
              </h2>
              <ul className="mt-5 grid gap-3 sm:grid-cols-2">
                {services.map((service) => (
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
                  Our mission
                </h2>
                <p className="mt-3 leading-relaxed text-slate-700">
                  To make travel in Bangladesh easy, safe and memorable, while sharing its benefits
                  with the guides, boatmen, cooks and families who host our guests.
                </p>
              </section>
              <section
                aria-labelledby="vision-heading"
                className="rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200"
              >
                <h2 id="vision-heading" className="text-2xl font-bold text-slate-900">
                  Our vision
                </h2>
                <p className="mt-3 leading-relaxed text-slate-700">
                  A Bangladesh that travellers across Asia put at the top of their list, known as
                  much for its welcome as for its rivers, forests and food.
                </p>
              </section>
            </div>
          </div>

          <div>
            <section
              aria-labelledby="glance-heading"
              className="rounded-2xl bg-forest-deep p-7 text-white shadow-lg lg:sticky lg:top-6 on-dark"
            >
              <h2 id="glance-heading" className="text-xl font-bold">
                At a glance
              </h2>
              <ul className="mt-5 space-y-4">
                {claims.map(({ icon: Icon, text }) => (
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
                Browse tour plans
              </Link>
            </section>
          </div>
        </div>
      </div>
    </>
  )
}
