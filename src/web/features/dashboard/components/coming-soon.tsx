/** A plain note for a Dashboard page whose feature is not built yet. */
import { Hourglass } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '#shared/paths.ts'

export function ComingSoon({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-5 rounded-2xl border border-dashed border-emerald-300 bg-emerald-50/60 p-6 sm:flex-row sm:p-8">
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-white text-emerald-700 ring-1 ring-emerald-200">
        <Hourglass aria-hidden="true" className="size-6" />
      </span>
      <div>
        <p className="text-lg font-semibold text-slate-800">{children}</p>
        <p className="mt-2 text-slate-600">
          Meanwhile, browse our{' '}
          <Link to={paths.tourPlans} className="font-semibold text-emerald-800 underline">
            tour plans
          </Link>{' '}
          or{' '}
          <Link to={paths.contact} className="font-semibold text-emerald-800 underline">
            contact us
          </Link>{' '}
          to book by phone.
        </p>
      </div>
    </div>
  )
}
