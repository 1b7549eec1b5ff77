/**
 * The guard of the admin pages, beside RequireAuth: admins get the page; a customer who opens one
 * by its address is told plainly, in the page's frame, that it is for admins (the server refuses
 * the actions anyway).
 */
import { ShieldAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { messages } from '#shared/messages.ts'
import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx'
import { useAuth } from '#web/lib/auth/auth-context.ts'

/** The admin pages, by the name of their link in the sidebar (`messages.dashboard`). */
export type AdminFeature =
  | 'addPlan'
  | 'managePlan'
  | 'manageOrder'
  | 'reviews'
  | 'makeAdmin'
  | 'messages'
  | 'audit'
  | 'users'
  | 'sitePages'
  | 'promoCodes'
  | 'giftVouchers'

export function RequireAdmin({
  feature: featureKey,
  children,
}: {
  feature: AdminFeature
  children: ReactNode
}) {
  const feature = messages.dashboard[featureKey]
  const { admin } = useAuth()
  if (admin) return children
  return (
    <DashboardPage title={feature}>
      <div className="flex items-start gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-6 text-amber-950">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-amber-700" />
        <div>
          <p className="font-semibold">{messages.requireAdmin.title({ feature })}</p>
          <p className="mt-1">{messages.requireAdmin.text}</p>
        </div>
      </div>
    </DashboardPage>
  )
}
