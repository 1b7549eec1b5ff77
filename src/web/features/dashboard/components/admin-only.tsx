/**
 * Shows its children to admins only. A customer who opens an admin page by its address is told
 * plainly that it is for admins (the server refuses the actions anyway).
 */
import { ShieldAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { Spinner } from '#web/components/spinner.tsx'
import { useAuth } from '#web/features/auth/auth-context.ts'

export function AdminOnly({ feature, children }: { feature: string; children: ReactNode }) {
  const { admin, adminPending } = useAuth()
  if (adminPending) return <Spinner label="Loading" />
  if (admin) return children
  return (
    <div className="flex items-start gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-6 text-amber-950">
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-amber-700" />
      <div>
        <p className="font-semibold">{feature} is for admins.</p>
        <p className="mt-1">
          Your account is a customer account. If you run tours with us, ask an admin to make you
          one.
        </p>
      </div>
    </div>
  )
}
