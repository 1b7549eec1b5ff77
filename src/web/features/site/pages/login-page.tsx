/**
 * /login placeholder. Sign-in and sign-up (the spec's sliding panel) arrive in a later issue;
 * the route exists now so the header's Login button leads somewhere honest.
 */
import { LogIn } from 'lucide-react'
import { Link } from 'react-router'
import { messages } from '#shared/messages.ts'
import { staticPageMeta } from '#shared/page-meta.ts'
import { paths } from '#shared/paths.ts'
import { usePageMeta } from '#web/lib/use-page-meta.ts'

export function LoginPage() {
  usePageMeta(staticPageMeta.login)

  return (
    <div className="mx-auto max-w-xl px-4 py-24 sm:px-6">
      <div className="rounded-3xl bg-white p-8 text-center shadow-lg ring-1 ring-slate-200 sm:p-12">
        <span className="mx-auto grid size-16 place-items-center rounded-full bg-emerald-50 text-emerald-700">
          <LogIn aria-hidden="true" className="size-8" />
        </span>
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900">
          {messages.nav.login}
        </h1>
        <p className="mt-4 text-lg text-slate-600">
          Accounts arrive soon. You will be able to sign in, book tours and pay online here shortly.
        </p>
        <Link
          to={paths.home}
          className="mt-8 inline-flex rounded-full bg-emerald-700 px-7 py-3 font-bold text-white transition hover:bg-emerald-800"
        >
          Back to Home
        </Link>
      </div>
    </div>
  )
}
