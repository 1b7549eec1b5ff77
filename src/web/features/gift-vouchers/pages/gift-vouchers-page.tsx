/**
 * /GiftVouchers (issue 33 item 4): a gift voucher bought for someone, paid for on the Pay page
 * and sent by email or SMS on the day chosen. A public page: a visitor reads what a voucher is
 * and how it works, and is asked to sign in (coming back here) to buy one or check a balance. A
 * signed-in customer buys, checks a code's balance, and sees the vouchers they bought.
 */
import { Gift, LogIn } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { currentLocale, messages } from '#shared/messages.ts'
import { formatNumber } from '#shared/number-format.ts'
import { staticPageMeta } from '#shared/page-meta.ts'
import { paths } from '#shared/paths.ts'
import { buttonClass } from '#web/components/button.tsx'
import { PageHeader } from '#web/components/page-header.tsx'
import { isSignedIn, useAuth } from '#web/lib/auth/auth-context.ts'
import { useSiteCurrency } from '#web/lib/currency.ts'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { BalanceCheck } from '../components/balance-check.tsx'
import { BuyVoucherForm } from '../components/buy-voucher-form.tsx'
import { OwnVouchers } from '../components/own-vouchers.tsx'

export function GiftVouchersPage() {
  usePageMeta(staticPageMeta.giftVouchers)
  const t = messages.giftVoucherPage
  const { user, status } = useAuth()
  const currency = useSiteCurrency()
  const signedIn = isSignedIn(user)

  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={t.title} intro={t.intro} />

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8">
        <div className="min-w-0">
          {signedIn ? (
            <BuyVoucherForm currency={currency} fromName={user.displayName} />
          ) : status === 'pending' ? (
            <div
              aria-busy="true"
              className="h-[40rem] rounded-2xl bg-slate-100 motion-safe:animate-pulse"
            />
          ) : (
            <SignInFirst />
          )}
        </div>

        <aside className="space-y-6 self-start">
          <HowItWorks />
          <section
            aria-labelledby="check-balance-heading"
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          >
            <h2 id="check-balance-heading" className="text-lg font-bold text-slate-900">
              {t.checkTitle}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t.checkIntro}</p>
            <div className="mt-4">
              {signedIn ? <BalanceCheck /> : <SignInLink text={t.checkSignIn} />}
            </div>
          </section>
        </aside>
      </div>

      {signedIn && (
        <section
          aria-labelledby="own-vouchers-heading"
          className="mx-auto max-w-7xl px-4 pb-4 sm:px-6 lg:px-8"
        >
          <h2
            id="own-vouchers-heading"
            className="mb-6 text-2xl font-extrabold tracking-tight text-slate-900"
          >
            {t.mineTitle}
          </h2>
          <OwnVouchers />
        </section>
      )}
    </>
  )
}

function HowItWorks() {
  const t = messages.giftVoucherPage
  return (
    <section
      aria-labelledby="how-it-works-heading"
      className="on-dark rounded-2xl bg-forest-deep p-6 text-white shadow-lg"
    >
      <h2 id="how-it-works-heading" className="flex items-center gap-2 text-lg font-bold">
        <Gift aria-hidden="true" className="size-5 text-emerald-200" />
        {t.howTitle}
      </h2>
      <ol className="mt-4 space-y-4">
        {[t.howChoose, t.howPay, t.howSend].map((step, index) => (
          <li key={step} className="flex gap-3 text-emerald-50/90">
            <span
              aria-hidden="true"
              className="grid size-7 shrink-0 place-items-center rounded-full bg-white/10 text-sm font-bold text-white"
            >
              {formatNumber(index + 1, currentLocale())}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}

/** A visitor signs in first, and comes back here (the login page reads `state.from`). */
function SignInFirst() {
  const t = messages.giftVoucherPage
  return (
    <section
      aria-labelledby="sign-in-first-heading"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <span className="grid size-12 place-items-center rounded-full bg-emerald-50 text-emerald-700 ring-1 ring-emerald-200">
        <Gift aria-hidden="true" className="size-6" />
      </span>
      <h2 id="sign-in-first-heading" className="mt-4 text-2xl font-bold text-slate-900">
        {t.signInTitle}
      </h2>
      <p className="mt-2 max-w-prose text-slate-600">{t.signInText}</p>
      <SignInButton className="mt-6" />
    </section>
  )
}

function SignInLink({ text }: { text: string }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm text-slate-700">{text}</p>
      <SignInButton variant="outline" />
    </div>
  )
}

function SignInButton({
  variant = 'primary',
  className,
}: {
  variant?: 'primary' | 'outline'
  className?: string
}) {
  const location = useLocation()
  return (
    <Link
      to={paths.login}
      state={{ from: location }}
      className={buttonClass({ variant }, className)}
    >
      <LogIn aria-hidden="true" className="size-4" />
      {messages.giftVoucherPage.signIn}
    </Link>
  )
}
