/**
 * The Dashboard's sidebar (spec section 2): My Booking, Review and Payment for customers; Add
 * Plan, Manage Plan, Manage Order, our Reviews (moderation) and Make Admin for admins, then our
 * Messages (contact messages and the mail outbox) and Audit log; our Profile and Logout (to
 * /Home) for everyone.
 * The Admin flag comes with the session, so an admin never sees the customer's links flash by. A
 * column on wide screens, a row of pills on narrow ones.
 */
import {
  CalendarCheck,
  ClipboardList,
  CreditCard,
  ListChecks,
  LogOut,
  Mail,
  MessageSquareHeart,
  MessageSquareText,
  ScrollText,
  SquarePlus,
  UserPlus,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { NavLink } from 'react-router'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { useAuth } from '#web/lib/auth/auth-context.ts'
import { cx } from '#web/lib/cx.ts'

interface SidebarLink {
  to: string
  label: string
  Icon: LucideIcon
}

const customerLinks = (): SidebarLink[] => [
  { to: paths.dashboardPages.myBooking, label: messages.dashboard.myBooking, Icon: CalendarCheck },
  {
    to: paths.dashboardPages.serviceReview,
    label: messages.dashboard.review,
    Icon: MessageSquareHeart,
  },
  { to: paths.dashboardPages.payment, label: messages.dashboard.payment, Icon: CreditCard },
]

const adminLinks = (): SidebarLink[] => [
  { to: paths.dashboardPages.addPlan, label: messages.dashboard.addPlan, Icon: SquarePlus },
  { to: paths.dashboardPages.managePlan, label: messages.dashboard.managePlan, Icon: ListChecks },
  {
    to: paths.dashboardPages.manageBooking,
    label: messages.dashboard.manageOrder,
    Icon: ClipboardList,
  },
  { to: paths.dashboardPages.reviews, label: messages.dashboard.reviews, Icon: MessageSquareText },
  { to: paths.dashboardPages.makeAdmin, label: messages.dashboard.makeAdmin, Icon: UserPlus },
  { to: paths.dashboardPages.messages, label: messages.dashboard.messages, Icon: Mail },
  { to: paths.dashboardPages.audit, label: messages.dashboard.audit, Icon: ScrollText },
  { to: paths.dashboardPages.users, label: messages.dashboard.users, Icon: Users },
]

// Ours: everyone's own account, last before Logout.
const profileLink = (): SidebarLink => ({
  to: paths.dashboardPages.profile,
  label: messages.account.profile,
  Icon: UserRound,
})

const itemClass =
  'flex w-full items-center gap-3 rounded-xl px-4 py-2.5 font-semibold transition lg:py-3'

/**
 * `badges`: something to show beside a link, by its path (the unhandled messages' count), given
 * by the app, which composes the features that know it.
 */
export function Sidebar({ badges = {} }: { badges?: Partial<Record<string, ReactNode>> }) {
  const { admin, logout } = useAuth()
  const links = [...(admin ? adminLinks() : customerLinks()), profileLink()]
  // Busy only while its own request runs.
  const [leaving, setLeaving] = useState(false)

  return (
    <nav aria-label={messages.nav.dashboard} className="lg:sticky lg:top-6 lg:self-start">
      <ul className="flex flex-wrap gap-2 rounded-2xl bg-white p-2 shadow-sm ring-1 ring-slate-200 lg:flex-col lg:gap-1 lg:p-3">
        {links.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                cx(
                  itemClass,
                  isActive
                    ? 'bg-emerald-700 text-white shadow-sm'
                    : 'text-slate-700 hover:bg-emerald-50 hover:text-emerald-900',
                )
              }
            >
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              {label}
              {badges[to]}
            </NavLink>
          </li>
        ))}
        <li className="lg:mt-2 lg:border-t lg:border-slate-200 lg:pt-2">
          <button
            type="button"
            onClick={async () => {
              setLeaving(true)
              await logout({ redirectTo: paths.home })
              setLeaving(false)
            }}
            disabled={leaving}
            className={cx(
              itemClass,
              'text-red-700 hover:bg-red-50 disabled:cursor-wait disabled:opacity-70',
            )}
          >
            <LogOut aria-hidden="true" className="size-5 shrink-0" />
            {messages.nav.logout}
          </button>
        </li>
      </ul>
    </nav>
  )
}
