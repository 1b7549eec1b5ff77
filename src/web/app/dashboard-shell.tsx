/**
 * The Dashboard's layout with what features add to its sidebar: for admins, the count of
 * unhandled contact messages beside Messages. Composed here, since the layout (a shared
 * component) may not import features.
 */
import { paths } from '#shared/paths.ts'
import { DashboardLayout } from '#web/components/layouts/dashboard-layout.tsx'
import { UnhandledMessagesBadge } from '#web/features/messages/components/unhandled-badge.tsx'
import { useAuth } from '#web/lib/auth/auth-context.ts'

export function DashboardShell() {
  const { admin } = useAuth()
  return (
    <DashboardLayout
      sidebarBadges={
        admin ? { [paths.dashboardPages.messages]: <UnhandledMessagesBadge /> } : undefined
      }
    />
  )
}
