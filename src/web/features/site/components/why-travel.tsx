/** Home's "Why travel with us": three promises of the company, each with an icon. */
import { Compass, Leaf, ShieldCheck } from 'lucide-react'
import { messages } from '#shared/messages.ts'

const reasons = [
  { icon: Compass, key: 'guides' },
  { icon: ShieldCheck, key: 'planned' },
  { icon: Leaf, key: 'light' },
] as const

export function WhyTravel() {
  return (
    <section
      aria-labelledby="why-heading"
      className="bg-forest-deep py-20 text-white sm:py-24 on-dark"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-widest text-amber-300 uppercase">
            {messages.whyTravel.eyebrow}
          </p>
          <h2 id="why-heading" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            {messages.whyTravel.heading}
          </h2>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {reasons.map(({ icon: Icon, key }) => (
            <li key={key} className="rounded-2xl bg-white/5 p-7 ring-1 ring-white/10">
              <span className="grid size-12 place-items-center rounded-xl bg-emerald-500/15 text-emerald-300">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-bold">{messages.whyTravel[key].title}</h3>
              <p className="mt-2 leading-relaxed text-emerald-50/90">
                {messages.whyTravel[key].text}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
