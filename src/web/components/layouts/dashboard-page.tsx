/** The frame of one Dashboard page: its title (the page's one h1, and the tab title) and body. */
import type { ReactNode } from 'react'
import { pageTitle, staticPageMeta } from '#shared/page-meta.ts'
import { usePageMeta } from '#web/lib/use-page-meta.ts'

interface DashboardPageProps {
  title: string
  intro?: ReactNode
  children?: ReactNode
}

export function DashboardPage({ title, intro, children }: DashboardPageProps) {
  usePageMeta({ title: pageTitle(title), description: staticPageMeta.dashboard.description })
  return (
    <div>
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {intro && <p className="mt-3 max-w-2xl text-lg text-slate-600">{intro}</p>}
      <div className="mt-8">{children}</div>
    </div>
  )
}
