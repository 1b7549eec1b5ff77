/**
 * The global header: brand title to /Home, the main navigation (active link crimson, others
 * white, on a near-black bar) and the account area. Crimson on this background is about 4:1, so
 * nav links are large bold text (19 px bold), where WCAG AA asks 3:1. Below md the navigation
 * folds behind a menu button.
 *
 * Only the signed-out state exists today. When auth lands, a `user` makes navItems() add the
 * Dashboard link and AccountArea show the photo, display name and Logout.
 */
import { Menu, Mountain, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { cx } from '#web/lib/cx.ts'

interface NavItem {
  to: string
  label: string
  /** Other paths that count as this page (Home answers at / and /Home). */
  aliases?: readonly string[]
}

function navItems(signedIn: boolean): NavItem[] {
  const items: NavItem[] = [
    { to: paths.home, label: messages.nav.home, aliases: [paths.root] },
    { to: paths.tourPlans, label: messages.nav.tourPlans },
    { to: paths.contact, label: messages.nav.contact },
    { to: paths.about, label: messages.nav.about },
  ]
  if (signedIn) items.push({ to: paths.dashboard, label: messages.nav.dashboard })
  return items
}

// Routes match case-insensitively, so /home is the Home page too.
function isActive(item: NavItem, pathname: string): boolean {
  const current = pathname.replace(/\/+$/, '').toLowerCase() || '/'
  return [item.to, ...(item.aliases ?? [])].some((path) => path.toLowerCase() === current)
}

function AccountArea() {
  return (
    <Link
      to={paths.login}
      className="inline-flex items-center rounded-full bg-crimson px-5 py-2 text-base font-bold text-white shadow-sm transition hover:bg-crimson-dark"
    >
      {messages.nav.login}
    </Link>
  )
}

export function Header() {
  const { pathname } = useLocation()
  const [menuOpen, setMenuOpen] = useState(false)
  const menuButtonRef = useRef<HTMLButtonElement>(null)
  const items = navItems(false)

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
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:px-6 md:gap-x-8 md:py-4 lg:px-8">
        <Link
          to={paths.home}
          className="mr-auto flex items-center gap-2 text-xl font-extrabold tracking-tight text-white sm:gap-2.5 sm:text-2xl md:mr-0"
        >
          <span
            aria-hidden="true"
            className="grid size-9 place-items-center rounded-xl bg-linear-to-br sm:size-10 from-emerald-500 to-emerald-800 text-white shadow-inner"
          >
            <Mountain className="size-6" strokeWidth={2.25} />
          </span>
          {messages.brand}
        </Link>

        <nav
          id="site-nav"
          aria-label="Main"
          className={cx(
            'order-last w-full md:order-none md:ml-auto md:block md:w-auto',
            menuOpen ? 'block' : 'hidden',
          )}
        >
          <ul className="flex flex-col gap-1 border-t border-white/10 pt-3 pb-2 md:flex-row md:items-center md:gap-8 md:border-0 md:p-0">
            {items.map((item) => {
              const active = isActive(item, pathname)
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={active ? 'page' : undefined}
                    onClick={() => setMenuOpen(false)}
                    className={cx(
                      'relative block py-2 text-[19px] leading-tight font-bold transition-colors md:py-1',
                      'after:absolute after:inset-x-0 after:-bottom-0.5 after:h-0.5 after:rounded-full after:transition-opacity max-md:after:hidden',
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
          </ul>
        </nav>

        <div className="flex items-center gap-3">
          <AccountArea />
          <button
            ref={menuButtonRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls="site-nav"
            onClick={() => setMenuOpen((open) => !open)}
            className="grid size-11 place-items-center rounded-xl text-white ring-1 ring-white/20 transition hover:bg-white/10 md:hidden"
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
            <span className="sr-only">Menu</span>
          </button>
        </div>
      </div>
    </header>
  )
}
