/**
 * The Dashboard's sidebar (spec section 2): My Booking, Review and Payment for customers; Add
 * Plan, Manage Plan, Manage Order, our Reviews (moderation) and Make Admin for admins, then our
 * Messages (contact messages and the mail outbox), Audit log, Users, Site pages, Promo codes and Gift vouchers; our Profile and Logout (to
 * /Home) for everyone.
 * The Admin flag comes with the session, so an admin never sees the customer's links flash by. A
 * column on wide screens, rows of pills on narrow ones, and on a phone one row that scrolls
 * sideways (the current page's pill scrolled into view), so the page starts on the first screen.
 */
import {
  CalendarCheck,
  ClipboardList,
  CreditCard,
  FileText,
  Gift,
  ListChecks,
  LogOut,
  Mail,
  MessageSquareHeart,
  MessageSquareText,
  ScrollText,
  SquarePlus,
  TicketPercent,
  UserPlus,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { NavLink, useLocation } from 'react-router'
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
  { to: paths.dashboardPages.sitePages, label: messages.dashboard.sitePages, Icon: FileText },
  {
    to: paths.dashboardPages.promoCodes,
    label: messages.dashboard.promoCodes,
    Icon: TicketPercent,
  },
  { to: paths.dashboardPages.giftVouchers, label: messages.dashboard.giftVouchers, Icon: Gift },
]

// Ours: everyone's own account, last before Logout.
const profileLink = (): SidebarLink => ({
  to: paths.dashboardPages.profile,
  label: messages.account.profile,
  Icon: UserRound,
})

const itemClass =
  'flex w-full items-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold whitespace-nowrap transition sm:gap-3 sm:px-4 sm:py-2.5 sm:text-base lg:py-3'

/**
 * `badges`: something to show beside a link, by its path (the unhandled messages' count), given
 * by the app, which composes the features that know it.
 */
export function Sidebar({ badges = {} }: { badges?: Partial<Record<string, ReactNode>> }) {
  const { admin, logout } = useAuth()
  const links = [...(admin ? adminLinks() : customerLinks()), profileLink()]
  // Busy only while its own request runs.
  const [leaving, setLeaving] = useState(false)
  const listRef = useRef<HTMLUListElement>(null)
  const { pathname } = useLocation()

  useEffect(() => {
    // A phone's one row: bring the current page's pill into view (sideways only).
    const list = listRef.current
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!list || !current || list.scrollWidth <= list.clientWidth) return
    const at = current.getBoundingClientRect()
    const box = list.getBoundingClientRect()
    list.scrollLeft += at.left - box.left - (list.clientWidth - at.width) / 2
  }, [pathname])

  return (
    <nav aria-label={messages.nav.dashboard} className="min-w-0 lg:sticky lg:top-6 lg:self-start">
      <ul
        ref={listRef}
        className="relative flex gap-1.5 overflow-x-auto rounded-2xl bg-white p-2 shadow-sm ring-1 ring-slate-200 sm:flex-wrap sm:gap-2 sm:overflow-visible lg:flex-col lg:gap-1 lg:p-3"
      >
        {links.map(({ to, label, Icon }) => (
          <li key={to} className="shrink-0">
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
        <li className="shrink-0 lg:mt-2 lg:border-t lg:border-slate-200 lg:pt-2">
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
