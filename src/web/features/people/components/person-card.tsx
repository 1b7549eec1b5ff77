/**
 * One person on the Users page: who they are, their role and state, their bookings (with a
 * link to them on Manage Order), and the actions an admin may take on them. Each action opens
 * the page's one confirm dialog; the server has the last word (last admin, yourself).
 */
import { Ban, CircleCheck, ShieldCheck, ShieldOff, ShieldPlus } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { AdminUser } from '#shared/contracts/users.ts'
import { formatMoment } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { Button } from '#web/components/button.tsx'
import { cx } from '#web/lib/cx.ts'

const t = messages.people

export type PersonAction = 'promote' | 'revoke' | 'disable' | 'enable'

/** What an admin can do to this person from here (the server refuses the rest anyway). */
export function actionsFor(user: AdminUser, self: boolean): PersonAction[] {
  const actions: PersonAction[] = []
  if (!user.isAdmin && !user.disabled) actions.push('promote')
  if (user.isAdmin && !user.adminByConfig) actions.push('revoke')
  if (user.disabled) actions.push('enable')
  else if (!self) actions.push('disable')
  return actions
}

const actionLabel: Record<PersonAction, () => string> = {
  promote: () => t.promote,
  revoke: () => t.revoke,
  disable: () => t.disable,
  enable: () => t.enable,
}
const actionIcon = { promote: ShieldPlus, revoke: ShieldOff, disable: Ban, enable: CircleCheck }

function Badge({
  tone,
  children,
}: {
  tone: 'admin' | 'plain' | 'bad' | 'warn'
  children: ReactNode
}) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1',
        tone === 'admin' && 'bg-emerald-50 text-emerald-900 ring-emerald-200',
        tone === 'plain' && 'bg-slate-50 text-slate-700 ring-slate-200',
        tone === 'bad' && 'bg-red-50 text-red-800 ring-red-200',
        tone === 'warn' && 'bg-amber-50 text-amber-900 ring-amber-200',
      )}
    >
      {children}
    </span>
  )
}

export function PersonCard({
  user,
  self,
  onAction,
}: {
  user: AdminUser
  self: boolean
  onAction: (action: PersonAction, button: HTMLElement) => void
}) {
  return (
    <li
      data-person={user.id}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="flex flex-wrap items-center gap-2 text-lg font-bold text-slate-900">
            <span className="break-words">{user.name}</span>
            {self && <Badge tone="plain">{t.you}</Badge>}
          </h2>
          <p className="[overflow-wrap:anywhere] text-slate-700">{user.email}</p>
          {user.phone && <p className="text-slate-700">{user.phone}</p>}
          <p className="mt-1 text-sm text-slate-600">
            {t.joined({ date: formatMoment(user.createdAt, 'medium') })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 sm:justify-end">
          {user.isAdmin ? (
            <Badge tone="admin">
              <ShieldCheck aria-hidden="true" className="size-4" />
              {user.adminByConfig ? t.adminByConfig : t.admin}
            </Badge>
          ) : (
            <Badge tone="plain">{t.customer}</Badge>
          )}
          {user.disabled ? (
            <Badge tone="bad">{t.disabled}</Badge>
          ) : (
            <Badge tone="plain">{t.active}</Badge>
          )}
          {!user.emailVerified && <Badge tone="warn">{t.unverified}</Badge>}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-slate-700">
          <span className="font-semibold">{t.bookings({ n: user.bookings })}</span>
          {user.lastBookingAt && (
            <span className="text-sm text-slate-600">
              {t.lastBooking({ date: formatMoment(user.lastBookingAt, 'medium') })}
            </span>
          )}
          {user.bookings > 0 && (
            <Link
              to={`${paths.dashboardPages.manageBooking}?userId=${encodeURIComponent(user.id)}`}
              aria-label={t.seeBookingsOf({ name: user.name })}
              className="font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-950"
            >
              {t.seeBookings}
            </Link>
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          {actionsFor(user, self).map((action) => {
            const Icon = actionIcon[action]
            const harmful = action === 'revoke' || action === 'disable'
            return (
              <Button
                key={action}
                variant={harmful ? 'danger-outline' : 'outline'}
                size="sm"
                aria-label={t.actionFor({ action: actionLabel[action](), name: user.name })}
                onClick={(event) => onAction(action, event.currentTarget)}
              >
                <Icon aria-hidden="true" className="size-4" />
                {actionLabel[action]()}
              </Button>
            )
          })}
        </div>
      </div>
    </li>
  )
}
