/** Any unknown path: the spec's 'page not found 404' heading and a way back home. */
import { Compass } from 'lucide-react'
import { Link } from 'react-router'
import { messages } from '#shared/messages.ts'
import { staticPageMeta } from '#shared/page-meta.ts'
import { paths } from '#shared/paths.ts'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { buttonClass } from '#web/components/button.tsx'

export function NotFoundPage() {
  usePageMeta(staticPageMeta.notFound)

  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:px-6 sm:py-32">
      <span className="grid size-20 place-items-center rounded-full bg-emerald-50 text-emerald-700 ring-1 ring-emerald-100">
        <Compass aria-hidden="true" className="size-10" />
      </span>
      <h1 className="mt-8 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
        {messages.notFound}
      </h1>
      <p className="mt-4 text-lg text-slate-600">{messages.notFoundPage.text}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        <Link to={paths.home} className={buttonClass({ variant: 'accent', size: 'lg' })}>
          {messages.notFoundPage.home}
        </Link>
        <Link
          to={paths.tourPlans}
          className="rounded-full px-7 py-3 font-semibold text-emerald-800 ring-1 ring-emerald-700/40 transition hover:bg-emerald-50"
        >
          {messages.notFoundPage.tourPlans}
        </Link>
      </div>
    </div>
  )
}
