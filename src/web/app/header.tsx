/**
 * The global header: brand title to /Home, the main navigation (active link crimson, others
 * white, on a near-black bar) and the account area. Crimson on this background is about 4:1, so
 * nav links are large bold text (19 px bold), where WCAG AA asks 3:1. Below lg the navigation
 * folds behind a menu button.
 *
 * Signed out: a Login button. Signed in: the Dashboard link, the user's photo (or initials), the
 * display name and Logout (to /Home, like the Dashboard's); on narrow screens the name and Logout
 * sit in the folded menu. While the session loads, a same-sized placeholder stands where the
 * button will be, so nothing flashes.
 */
import { LogOut, Menu, Mountain, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { UserAvatar } from '#web/components/user-avatar.tsx'
import { isSignedIn, useAuth, type AuthUser } from '#web/lib/auth/auth-context.ts'
import { LanguageSwitch } from './language-switch.tsx'
import { cx } from '#web/lib/cx.ts'
import { buttonClass } from '#web/components/button.tsx'

interface NavItem {
  to: string
  label: string
  /** Other paths that count as this page (Home answers at / and /Home). */
  aliases?: readonly string[]
  /** Pages below this path count as this page too (the Dashboard's nested pages). */
  nested?: boolean
}

function navItems(signedIn: boolean): NavItem[] {
  const items: NavItem[] = [
    { to: paths.home, label: messages.nav.home, aliases: [paths.root] },
    { to: paths.tourPlans, label: messages.nav.tourPlans },
    { to: paths.contact, label: messages.nav.contact },
    { to: paths.about, label: messages.nav.about },
  ]
  if (signedIn) items.push({ to: paths.dashboard, label: messages.nav.dashboard, nested: true })
  return items
}

// Routes match case-insensitively, so /home is the Home page too.
function isActive(item: NavItem, pathname: string): boolean {
  const current = pathname.replace(/\/+$/, '').toLowerCase() || '/'
  return [item.to, ...(item.aliases ?? [])].some((path) => {
    const candidate = path.toLowerCase()
    return candidate === current || (item.nested === true && current.startsWith(`${candidate}/`))
  })
}

function LogoutButton({ className }: { className?: string }) {
  const { logout } = useAuth()
  // Busy only while its own request runs, not while the session or Admin flag loads.
  const [leaving, setLeaving] = useState(false)
  return (
    <button
      type="button"
      onClick={async () => {
        setLeaving(true)
        // Home, as from the Dashboard: staying on a page behind login would send one to /login.
        await logout({ redirectTo: paths.home })
        setLeaving(false)
      }}
      disabled={leaving}
      className={cx(
        'inline-flex items-center gap-2 rounded-full px-4 py-2 text-base font-bold text-white ring-1 ring-white/30 transition hover:bg-white/10 disabled:cursor-wait disabled:opacity-70',
        className,
      )}
    >
      <LogOut aria-hidden="true" className="size-4" />
      {messages.nav.logout}
    </button>
  )
}

function AccountArea({ user }: { user: AuthUser | undefined }) {
  const { status } = useAuth()
  if (status === 'pending') {
    // Same size as the Login button: the bar does not jump when the answer arrives.
    return <span aria-hidden="true" className="block h-10 w-[5.25rem] rounded-full bg-white/10" />
  }
  if (!user) {
    return (
      <Link
        to={paths.login}
        className={buttonClass({ variant: 'accent' }, 'h-10 py-0 text-base font-bold')}
      >
        {messages.nav.login}
      </Link>
    )
  }
  return (
    <div className="flex items-center gap-3">
      <UserAvatar name={user.displayName} email={user.email} photoURL={user.photoURL} />
      <span className="hidden max-w-[12rem] truncate text-base font-semibold text-white xl:block">
        {user.displayName}
      </span>
      <LogoutButton className="max-lg:hidden" />
    </div>
  )
}

/** In the folded menu on narrow screens: who is signed in, and Logout. */
function MenuAccount({ user }: { user: AuthUser }) {
  return (
    <li className="mt-2 flex items-center justify-between gap-3 border-t border-white/10 pt-3 lg:hidden">
      <span className="min-w-0 truncate text-base text-white/90">
        {messages.header.signedInAs}{' '}
        <span className="font-semibold text-white">{user.displayName}</span>
      </span>
      <LogoutButton className="shrink-0" />
    </li>
  )
}

export function Header() {
  const { pathname } = useLocation()
  const [menuOpen, setMenuOpen] = useState(false)
  const menuButtonRef = useRef<HTMLButtonElement>(null)
  const { user } = useAuth()
  const signedInUser = isSignedIn(user) ? user : undefined
  const items = navItems(signedInUser !== undefined)

  useEffect(() => {
    if (!menuOpen) return
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      setMenuOpen(false)
      menuButtonRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [menuOpen])

  return (
    <header className="on-dark bg-ink text-white shadow-lg shadow-black/10">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:px-6 lg:gap-x-6 lg:px-8 lg:py-4 xl:gap-x-8">
        <Link
          to={paths.home}
          className="mr-auto flex items-center gap-2 text-xl font-extrabold tracking-tight text-white sm:gap-2.5 sm:text-2xl lg:mr-0"
        >
          <span
            aria-hidden="true"
            className="grid size-9 place-items-center rounded-xl bg-linear-to-br from-emerald-500 to-emerald-800 text-white shadow-inner sm:size-10"
          >
            <Mountain className="size-6" strokeWidth={2.25} />
          </span>
          {messages.brand}
        </Link>

        <nav
          id="site-nav"
          aria-label={messages.header.mainNav}
          className={cx(
            'order-last w-full lg:order-none lg:ml-auto lg:block lg:w-auto',
            menuOpen ? 'block' : 'hidden',
          )}
        >
          <ul className="flex flex-col gap-1 border-t border-white/10 pt-3 pb-2 lg:flex-row lg:items-center lg:gap-5 lg:border-0 lg:p-0 xl:gap-7">
            {items.map((item) => {
              const active = isActive(item, pathname)
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={active ? 'page' : undefined}
                    onClick={() => setMenuOpen(false)}
                    className={cx(
                      'relative block py-2 text-[19px] leading-tight font-bold transition-colors lg:py-1',
                      'after:absolute after:inset-x-0 after:-bottom-0.5 after:h-0.5 after:rounded-full after:transition-opacity max-lg:after:hidden',
                      active
                        ? 'text-crimson after:bg-crimson after:opacity-100'
                        : 'text-white after:opacity-0 hover:text-crimson',
                    )}
                  >
                    {item.label}
                  </Link>
                </li>
              )
            })}
            {/* Phones: the bar has no room for the language switch; the menu has. */}
            {menuOpen && (
              <li className="sm:hidden">
                <LanguageSwitch look="menu" />
              </li>
            )}
            {/* Only while the menu is open, so the name is never in the page twice. */}
            {signedInUser && menuOpen && <MenuAccount user={signedInUser} />}
          </ul>
        </nav>

        <div className="flex items-center gap-3">
          <LanguageSwitch className="max-sm:hidden" />
          <AccountArea user={signedInUser} />
          <button
            ref={menuButtonRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls="site-nav"
            onClick={() => setMenuOpen((open) => !open)}
            className="grid size-11 place-items-center rounded-xl text-white ring-1 ring-white/20 transition hover:bg-white/10 lg:hidden"
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
            <span className="sr-only">{messages.header.menu}</span>
          </button>
        </div>
      </div>
    </header>
  )
}
