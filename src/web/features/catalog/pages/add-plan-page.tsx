/** /Dashboard/AddPlan (admins): a new tour plan through the shared plan form (POST /api/place). */
import { Link } from 'react-router'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx'
import { useCreatePlace } from '../api/create-place.ts'
import { PlanForm } from '../components/plan-form.tsx'

export function AddPlanPage() {
  return (
    <DashboardPage title={messages.dashboard.addPlan} intro={messages.plans.addIntro}>
      <AddPlanForm />
    </DashboardPage>
  )
}

function AddPlanForm() {
  const createPlace = useCreatePlace()
  return (
    <PlanForm
      submitLabel={messages.plans.addSubmit}
      save={(values) => createPlace.mutateAsync(values)}
      savedMessage={(place) =>
        messages.plans.added({ place: place.placeName, division: place.divisionName })
      }
      savedExtra={(place) => (
        <p className="flex flex-wrap gap-x-5 gap-y-1 text-sm font-semibold">
          <Link to={paths.tourDetails(place._id)} className="text-emerald-800 underline">
            {messages.plans.seeItsPage}
          </Link>
          <Link to={paths.dashboardPages.managePlan} className="text-emerald-800 underline">
            {messages.plans.managePlans}
          </Link>
        </p>
      )}
    />
  )
}
