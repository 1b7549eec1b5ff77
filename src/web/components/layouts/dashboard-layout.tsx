/**
 * /Dashboard: a 260 px header band (spec section 9) with who is signed in, the sidebar, and the
 * nested page. Only reached through RequireAuth, so a user is always signed in here. On a phone
 * the band is a compact strip (about 100 px: the same picture, name, email and role, smaller) so
 * that every Dashboard page starts on the first screen, not under a banner.
 */
import type { ReactNode } from 'react'
import { Outlet } from 'react-router'
import { messages } from '#shared/messages.ts'
import { UserAvatar } from '#web/components/user-avatar.tsx'
import { isSignedIn, useAuth } from '#web/lib/auth/auth-context.ts'
import { Sidebar } from './sidebar.tsx'

export function DashboardLayout({
  sidebarBadges,
}: {
  /** Shown beside the sidebar's links, by path (app/dashboard-shell.tsx). */
  sidebarBadges?: Partial<Record<string, ReactNode>>
}) {
  const { user, admin } = useAuth()
  if (!isSignedIn(user)) return null

  return (
    <>
      <div
        data-dashboard-band
        className="on-dark relative overflow-hidden bg-forest-deep text-white sm:h-[260px] print:hidden"
      >
        <img
          src="/images/banner.svg"
          alt=""
          className="absolute inset-0 size-full object-cover opacity-60"
        />
        <div className="absolute inset-0 bg-linear-to-r from-forest-deep via-forest-deep/85 to-forest-deep/30" />
        <div className="relative mx-auto flex h-full max-w-7xl items-center gap-4 px-4 py-4 sm:gap-6 sm:px-6 sm:py-0 lg:px-8">
          <UserAvatar
            name={user.displayName}
            email={user.email}
            photoURL={user.photoURL}
            size="lg"
          />
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-widest text-amber-300 uppercase sm:text-sm">
              {messages.nav.dashboard}
            </p>
            <p className="truncate text-xl font-extrabold tracking-tight sm:mt-1 sm:text-4xl">
              {user.displayName}
            </p>
            {/* One line on a phone: the email gives way (truncated) to the role. */}
            <p className="flex items-center gap-x-3 gap-y-1 text-sm text-emerald-50/90 sm:mt-2 sm:flex-wrap sm:text-base">
              <span className="min-w-0 truncate">{user.email}</span>
              <span className="shrink-0 rounded-full bg-white/15 px-2.5 py-0.5 text-xs font-semibold text-white ring-1 ring-white/30 sm:px-3 sm:text-sm">
                {admin ? messages.dashboard.roleAdmin : messages.dashboard.roleCustomer}
              </span>
            </p>
          </div>
        </div>
      </div>

      {/* Printed pages (a departure's manifest) are the page alone: no band, no sidebar. */}
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[16rem_1fr] lg:gap-10 lg:px-8 lg:py-12 print:block print:p-0">
        <div className="contents print:hidden">
          <Sidebar badges={sidebarBadges} />
        </div>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </>
  )
}
