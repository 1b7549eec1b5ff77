/** /Dashboard/AddPlan (admins): a new tour plan through the shared plan form (POST /api/place). */
import { Link } from 'react-router'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx'
import { useCreatePlace } from '../api/create-place.ts'
import { PlanForm } from '../components/plan-form.tsx'

export function AddPlanPage() {
  return (
    <DashboardPage
      title={messages.dashboard.addPlan}
      intro="A new tour plan shows on its division's page and in Our All tours plan at once."
    >
      <AddPlanForm />
    </DashboardPage>
  )
}

function AddPlanForm() {
  const createPlace = useCreatePlace()
  return (
    <PlanForm
      submitLabel="Add plan"
      save={(values) => createPlace.mutateAsync(values)}
      savedMessage={(place) => `${place.placeName} was added to ${place.divisionName}.`}
      savedExtra={(place) => (
        <p className="flex flex-wrap gap-x-5 gap-y-1 text-sm font-semibold">
          <Link to={paths.tourDetails(place._id)} className="text-emerald-800 underline">
            See its page
          </Link>
          <Link to={paths.dashboardPages.managePlan} className="text-emerald-800 underline">
            Manage plans
          </Link>
        </p>
      )}
    />
  )
}
