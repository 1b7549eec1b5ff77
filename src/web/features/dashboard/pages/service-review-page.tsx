/** /Dashboard/ServiceReview: the review form. Not built yet; says so plainly. */
import { messages } from '#shared/messages.ts'
import { ComingSoon } from '../components/coming-soon.tsx'
import { DashboardPage } from '../components/dashboard-page.tsx'

export function ServiceReviewPage() {
  return (
    <DashboardPage title={messages.dashboard.review}>
      <ComingSoon>
        Reviews arrive soon — you will rate your trip from 1 to 5 and tell other travellers about
        it.
      </ComingSoon>
    </DashboardPage>
  )
}
