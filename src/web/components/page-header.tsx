/** The band at the top of inner pages: a small eyebrow line, the page's one h1 and an intro. */
import type { ReactNode } from 'react'

interface PageHeaderProps {
  eyebrow?: string
  title: ReactNode
  intro?: ReactNode
}

export function PageHeader({ eyebrow, title, intro }: PageHeaderProps) {
  return (
    <div className="border-b border-emerald-100 bg-linear-to-b from-emerald-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-widest text-emerald-700 uppercase">
            {eyebrow}
          </p>
        )}
        <h1 className="mt-2 max-w-3xl text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
          {title}
        </h1>
        {intro && <p className="mt-4 max-w-2xl text-lg text-slate-600">{intro}</p>}
      </div>
    </div>
  )
}
