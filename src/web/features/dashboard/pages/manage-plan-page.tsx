/** /Dashboard/ManagePlan (admins): tour plans with delete. Not built yet; says so plainly. */
import { messages } from '#shared/messages.ts'
import { AdminOnly } from '../components/admin-only.tsx'
import { ComingSoon } from '../components/coming-soon.tsx'
import { DashboardPage } from '../components/dashboard-page.tsx'

export function ManagePlanPage() {
  return (
    <DashboardPage title={messages.dashboard.managePlan}>
      <AdminOnly feature={messages.dashboard.managePlan}>
        <ComingSoon>Managing tour plans from here arrives soon.</ComingSoon>
      </AdminOnly>
    </DashboardPage>
  )
}
