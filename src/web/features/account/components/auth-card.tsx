/** The frame of the signed-out account pages (forgotten and new password): one centred card. */
import type { ReactNode } from 'react'

interface AuthCardProps {
  title: string
  intro?: string
  children: ReactNode
}

export function AuthCard({ title, intro, children }: AuthCardProps) {
  return (
    <div className="bg-linear-to-b from-emerald-50 via-white to-white">
      <div className="mx-auto max-w-xl px-4 py-10 sm:px-6 sm:py-16">
        <div className="rounded-3xl bg-white px-6 py-8 shadow-xl ring-1 shadow-emerald-900/10 ring-slate-200 sm:px-10 sm:py-10">
          <h1 className="text-2xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-3xl">
            {title}
          </h1>
          {intro && <p className="mt-2 text-slate-600">{intro}</p>}
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </div>
  )
}
