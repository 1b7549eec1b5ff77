/**
 * The company's claims (spec section 9) as a strip of figures: guests in 2019, the 5/5 rating,
 * the 2019 and 2020 awards and the service range from Nepal to the Maldives.
 */
import { Award, Globe, Star, Users } from 'lucide-react'
import { messages } from '#shared/messages.ts'

const stats = [
  { icon: Users, key: 'guests' },
  { icon: Star, key: 'rating' },
  { icon: Award, key: 'awards' },
  { icon: Globe, key: 'reach' },
] as const

export function StatsStrip({ heading = messages.stats.heading }: { heading?: string }) {
  return (
    <section aria-labelledby="stats-heading" className="py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2
          id="stats-heading"
          className="text-center text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
        >
          {heading}
        </h2>
        <ul className="mt-12 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {stats.map(({ icon: Icon, key }) => (
            <li
              key={key}
              className="flex flex-col items-center rounded-2xl bg-white px-4 py-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-7"
            >
              <Icon aria-hidden="true" className="size-7 text-crimson" />
              <p className="mt-3 text-xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-2xl">
                {messages.stats[key].value}
              </p>
              <p className="mt-1 text-sm font-medium text-slate-600">{messages.stats[key].label}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
