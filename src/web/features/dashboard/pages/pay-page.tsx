/** /Dashboard/Pay/:_id: paying one order by card. Not built yet; says so plainly. */
import { ComingSoon } from '../components/coming-soon.tsx'
import { DashboardPage } from '../components/dashboard-page.tsx'

export function PayPage() {
  return (
    <DashboardPage title="Pay for your tour">
      <ComingSoon>Paying by card arrives with online booking — coming soon.</ComingSoon>
    </DashboardPage>
  )
}
