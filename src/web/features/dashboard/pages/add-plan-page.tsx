/** /Dashboard/AddPlan (admins): the new tour plan form. Not built yet; says so plainly. */
import { messages } from '#shared/messages.ts'
import { AdminOnly } from '../components/admin-only.tsx'
import { ComingSoon } from '../components/coming-soon.tsx'
import { DashboardPage } from '../components/dashboard-page.tsx'

export function AddPlanPage() {
  return (
    <DashboardPage title={messages.dashboard.addPlan}>
      <AdminOnly feature={messages.dashboard.addPlan}>
        <ComingSoon>Adding tour plans from here arrives soon.</ComingSoon>
      </AdminOnly>
    </DashboardPage>
  )
}
