/**
 * /Dashboard/Pay/:_id: paying one order by card (spec sections 2 and 4). The page shows the order,
 * starts the payment on arrival (a spinner until the client secret is there), and hands the card
 * to the provider's form: the sandbox's own fields offline, Stripe's CardElement in production
 * (loaded only here, on demand). 'Pay $ {price}' stays disabled until the provider is ready.
 *
 * When the tour takes deposits and nothing was paid yet, the customer chooses first: in full, or
 * a deposit now and the balance by its due date (figures from the tour's terms; each choice asks
 * the server for an intent of its own, and the card form shows the amount the server answers).
 * A booking with a deposit paid (or moved to a dearer date) pays its balance here.
 *
 * Success says 'your payment is done' and shows the receipt; the order is Paid because the server
 * read the payment back, never because the page said so. A refused card shows the provider's
 * sentence in a red alert and the order stays unpaid, ready for another try.
 *
 * Where the site also takes SSLCommerz (bKash, Nagad, Rocket, local cards), the customer first
 * chooses how to pay. The gateway is paid on its own page: the button asks the server for a
 * session and goes there; the customer comes back here with `?gateway=` saying how it went
 * (success, pending while the server confirms it, fail or cancel), and the page shows that,
 * asking for the order again every few seconds while the payment is being confirmed. Offline
 * (no gateway configured), the sandbox gateway's test page is offered the same way, after the
 * card form, which stays the first choice.
 *
 * A gift voucher (issue 33 item 4) pays what is due in part or whole: its code under "Pay with a
 * gift voucher"; the rest is then paid as a balance (the summary shows the price, the part paid
 * with the voucher and what is left), and a voucher that paid it all shows the paid booking. A
 * voucher's own sale offers no voucher, and no date or travellers.
 */
import { TravellersDisclosure } from '../components/travellers-dialog.tsx'
import { GiftVoucherField, redeemedMessage } from '../components/gift-voucher-field.tsx'
import { isGiftVoucherSale } from '../lib/gift-voucher-sale.ts'
import { formatShortDate } from '#shared/dhaka-date.ts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  ArrowLeft,
  Ban,
  CalendarCheck,
  CircleCheck,
  Gift,
  Lock,
  ReceiptText,
  SearchX,
  type LucideIcon,
} from 'lucide-react'
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'
import type { Order } from '#shared/contracts/orders.ts'
import { messages } from '#shared/messages.ts'
import { formatMoney, fromMajor, money, toMinor, type Money } from '#shared/money.ts'
import { gatewayReturns, paths, type GatewayReturn } from '#shared/paths.ts'
import { Button, buttonClass } from '#web/components/button.tsx'
import { QueryError } from '#web/components/query-error.tsx'
import { Spinner } from '#web/components/spinner.tsx'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx'
import { orderKeys, paymentKeys } from '#web/features/orders/api/keys.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { cx } from '#web/lib/cx.ts'
import { useConfirmPayment } from '../api/confirm-payment.ts'
import { createPayment, usePaymentIntent, type PaymentPlan } from '../api/create-payment.ts'
import { usePaymentMethods } from '../api/get-payment-methods.ts'
import { useBookingTerms } from '../api/get-booking-terms.ts'
import { orderQueryOptions, useOrder } from '../api/get-order.ts'
import type { CardFormProps } from '../components/card-form-props.ts'
import { useReceipt } from '../api/get-receipt.ts'
import { ReceiptPanel } from '../components/receipt-details.tsx'
import { SandboxCardForm } from '../components/sandbox-card-form.tsx'
import { formatPaidAt, payButtonText } from '../lib/payment-format.ts'
import { paymentFailureText } from '../lib/payment-failed.ts'
import { depositOffer, owesBalance, type DepositOffer } from '../lib/deposit.ts'
import { fieldErrorOf } from '#web/lib/field-error.ts'

// Stripe's code (and Stripe.js from js.stripe.com) loads only when Stripe takes the card.
const StripeCardForm = lazy(() => import('../components/stripe-card-form.tsx'))

export function PayPage() {
  const { _id: orderId = '' } = useParams()
  // The same query as the page's own (one request): a gift voucher's sale is no tour.
  const order = useOrder(orderId)
  return (
    <DashboardPage
      title={
        order.data && isGiftVoucherSale(order.data)
          ? messages.giftVoucherPage.payTitle
          : messages.pay.title
      }
    >
      {/* A new order id starts afresh: no success or error carried over from another order. */}
      <PayOrder key={orderId} orderId={orderId} />
    </DashboardPage>
  )
}

/** While a gateway's payment is confirmed: ask again this often, for at most this long. */
const CONFIRM_POLL_MS = 3_000
const CONFIRM_POLL_FOR_MS = 120_000

function PayOrder({ orderId }: { orderId: string }) {
  const order = useOrder(orderId)
  const queryClient = useQueryClient()
  const [search] = useSearchParams()
  const returned = search.get('gateway') ?? ''
  const gateway = gatewayReturns.find((how) => how === returned) ?? null
  // Paid in this visit (here, or on the gateway's page just now): the page says it is done.
  const [paidHere, setPaidHere] = useState(gateway === 'success' || gateway === 'pending')
  // What a gift voucher paid in this visit, said again when it paid it all.
  const [voucherNote, setVoucherNote] = useState<string | null>(null)
  const waiting = gateway === 'pending' && order.data !== undefined && !order.data.isPaid
  useEffect(() => {
    if (!waiting) return
    const started = Date.now()
    const timer = setInterval(() => {
      if (Date.now() - started > CONFIRM_POLL_FOR_MS) clearInterval(timer)
      else void queryClient.invalidateQueries({ queryKey: paymentKeys.order(orderId) })
    }, CONFIRM_POLL_MS)
    return () => clearInterval(timer)
  }, [waiting, orderId, queryClient])

  if (order.isPending) return <PaySkeleton />
  if (order.isError) {
    const error = order.error
    if (isApiError(error) && (error.isNotFound || error.status === 403)) return <OrderNotFound />
    return (
      <QueryError
        message={messages.pay.loadFailed}
        onRetry={() => void order.refetch()}
        retrying={order.isFetching}
      />
    )
  }
  if (paidHere && (order.data.isPaid || !gateway)) {
    return <PaymentDone order={order.data} note={voucherNote} />
  }
  if (order.data.isPaid) return <AlreadyPaid order={order.data} />
  if (order.data.cancelled) return <OrderCancelled order={order.data} />
  return (
    <Checkout
      order={order.data}
      gateway={gateway}
      onPaid={() => setPaidHere(true)}
      onVoucherPaidAll={(note) => {
        setVoucherNote(note)
        setPaidHere(true)
      }}
    />
  )
}

function Checkout({
  order,
  gateway,
  onPaid,
  onVoucherPaidAll,
}: {
  order: Order
  gateway: GatewayReturn | null
  onPaid: () => void
  /** A gift voucher paid what was due (the order was asked for again): its sentence. */
  onVoucherPaidAll: (note: string) => void
}) {
  const queryClient = useQueryClient()
  const balance = owesBalance(order)
  const terms = useBookingTerms(order.paidAmount === 0 ? order.tourId : null)
  const offer = terms.data ? depositOffer(order, terms.data) : null
  const [chosenPlan, setPlan] = useState<PaymentPlan>('full')
  const plan = offer ? chosenPlan : 'full'
  const methods = usePaymentMethods()
  // The hosted gateways the site offers, bKash first (the wallet most customers here use); the
  // sandbox gateway (offline only) last, after the card form.
  const gateways = GATEWAYS.filter((name) => methods.data?.providers.includes(name))
  // Back from a gateway: the one left for stays chosen, to try again there.
  const [chosenMethod, setMethod] = useState<Method>(() =>
    gateway ? (lastGateway(order._id) ?? 'sslcommerz') : 'card',
  )
  const method: Method =
    chosenMethod === 'card' || gateways.includes(chosenMethod)
      ? chosenMethod
      : (gateways[0] ?? 'card')
  // The card form's intent is asked for on arrival; the gateway's only when the customer goes.
  const intent = usePaymentIntent(order._id, method === 'card', plan)
  const toGateway = useMutation({
    mutationFn: (via: Gateway) => createPayment(order._id, plan, via),
    onSuccess: (answer, via) => {
      rememberGateway(order._id, via)
      if (answer.redirectUrl) window.location.assign(answer.redirectUrl)
    },
  })
  // Another plan asks for a new intent: the card form stays (unusable until it comes), so what
  // was typed is kept and nothing jumps.
  const [lastIntent, setLastIntent] = useState(intent.data)
  if (intent.data && intent.data !== lastIntent) setLastIntent(intent.data)
  const provider = intent.data ?? (intent.isPending ? lastIntent : undefined)
  const confirm = useConfirmPayment(order._id)
  const [paying, setPaying] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  // 409: the order was paid meanwhile (another tab, the webhook). Reload it: the page then says so.
  const alreadyPaid = isApiError(intent.error) && intent.error.status === 409
  // 400 naming the plan: a deposit is not possible (any more); said under the choice.
  const planRefusal = fieldErrorOf(intent.error)
  const planError = planRefusal?.field === 'plan' ? planRefusal.message : null
  const expected = balance
    ? fromMajor(order.balanceDue, order.currency)
    : plan === 'deposit' && offer
      ? offer.deposit
      : fromMajor(order.tourPrice, order.currency)
  // What the server will charge, in the currency it says, once it has answered.
  const amount = intent.data ? fromMajor(intent.data.amount, intent.data.currency) : expected
  useEffect(() => {
    if (alreadyPaid) void queryClient.invalidateQueries({ queryKey: orderKeys.all })
  }, [alreadyPaid, queryClient])

  async function pay(attempt: () => Promise<string>) {
    setPaying(true)
    setFailure(null)
    let paymentIntentId: string | undefined
    try {
      paymentIntentId = await attempt()
      await confirm.mutateAsync(paymentIntentId)
      onPaid()
    } catch (error) {
      if (paymentIntentId && (await paidAfterAll())) return onPaid()
      setFailure(paymentIntentId ? messages.pay.notConfirmedYet : paymentFailureText(error))
    } finally {
      setPaying(false)
    }
  }

  /** The provider took the card but our confirmation failed: the server may have applied it. */
  async function paidAfterAll(): Promise<boolean> {
    try {
      const fresh = await queryClient.fetchQuery({ ...orderQueryOptions(order._id), retry: 2 })
      // A deposit or a balance leaves more paid than before, Paid or not.
      if (!fresh.isPaid && fresh.paidAmount <= order.paidAmount) return false
      await queryClient.invalidateQueries({ queryKey: orderKeys.all })
      return true
    } catch {
      return false
    }
  }

  const formProps: CardFormProps = {
    clientSecret: intent.data?.clientSecret,
    payLabel: payButtonText(amount),
    paying,
    onPay: (attempt) => void pay(attempt),
    status: (
      <>
        {failure && <StatusAlert tone="error" message={failure} className="mt-6" />}
        {/* The button's spinner is silent: say it once for screen readers too. */}
        <span role="status" className="sr-only">
          {paying ? messages.pay.processing : ''}
        </span>
      </>
    ),
  }

  let form: ReactNode
  if (method !== 'card') {
    const going = toGateway.isPending || toGateway.isSuccess
    const t = gatewayTexts(method)
    form = (
      <>
        {gateway && gateway !== 'success' && !toGateway.isPending && (
          <StatusAlert
            tone={gateway === 'pending' ? 'info' : 'error'}
            message={
              gateway === 'pending' ? t.pending : gateway === 'fail' ? t.failed : t.cancelled
            }
            className="mb-6"
          />
        )}
        {toGateway.isError && (
          <StatusAlert
            tone="error"
            message={paymentFailureText(toGateway.error)}
            className="mb-6"
          />
        )}
        <Button
          size="lg"
          className="w-full text-lg"
          disabled={going || Boolean(planError)}
          onClick={() => toGateway.mutate(method)}
        >
          {going && <Spinner label={t.redirecting} />}
          {going ? t.redirecting : t.button({ amount: formatMoney(expected) })}
        </Button>
      </>
    )
  } else if (planError) {
    form = (
      <Button size="lg" className="w-full text-lg" disabled>
        {formProps.payLabel}
      </Button>
    )
  } else if (intent.isError && !alreadyPaid) {
    const refused = isApiError(intent.error) && intent.error.status === 403
    form = refused ? (
      <StatusAlert tone="error" message={intent.error.message} />
    ) : (
      <QueryError
        message={messages.pay.startFailed}
        onRetry={() => void intent.refetch()}
        retrying={intent.isFetching}
      />
    )
  } else if (provider?.provider === 'stripe' && provider.publishableKey) {
    form = (
      <Suspense fallback={<PreparingPayment label={messages.pay.loadingCardForm} />}>
        <StripeCardForm publishableKey={provider.publishableKey} {...formProps} />
      </Suspense>
    )
  } else if (provider) {
    form = <SandboxCardForm {...formProps} />
  } else {
    form = (
      <>
        <PreparingPayment label={messages.pay.preparing} />
        <Button size="lg" className="mt-6 w-full text-lg" disabled>
          {formProps.payLabel}
        </Button>
      </>
    )
  }

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_19rem] xl:items-start">
      <OrderSummary order={order} amount={amount} className="xl:order-last" />
      <section
        aria-labelledby="card-payment-heading"
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
      >
        <div className="mb-6 flex flex-wrap items-center justify-between gap-2">
          <h2 id="card-payment-heading" className="text-xl font-bold text-slate-900">
            {method === 'card' ? messages.pay.cardPayment : gatewayTexts(method).heading}
          </h2>
          <span className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600">
            <Lock aria-hidden="true" className="size-4 text-emerald-700" />
            {order.currency === 'bdt' ? messages.pay.secureTaka : messages.pay.secure}
          </span>
        </div>
        {balance ? (
          <p className="mb-6 rounded-xl bg-amber-50 px-4 py-3 font-semibold text-amber-950 ring-1 ring-amber-200">
            {order.holdExpiresAt
              ? // Paid in part (a gift voucher's): the hold still runs (decision 054).
                messages.deposits.payRestBy({
                  amount: formatMoney(fromMajor(order.balanceDue, order.currency)),
                  time: formatPaidAt(order.holdExpiresAt),
                })
              : messages.deposits.payBalance({
                  amount: formatMoney(fromMajor(order.balanceDue, order.currency)),
                  date: order.balanceDueOn ? formatShortDate(order.balanceDueOn) : null,
                })}
          </p>
        ) : (
          offer && (
            <PlanChoice
              order={order}
              offer={offer}
              plan={plan}
              onPlan={setPlan}
              disabled={paying}
              error={planError}
            />
          )
        )}
        {/* A voucher pays tours, not another voucher. */}
        {!isGiftVoucherSale(order) && (
          <GiftVoucherField
            orderId={order._id}
            disabled={paying || toGateway.isPending}
            onRedeemed={(redeemed) => {
              if (redeemed.isPaid) onVoucherPaidAll(redeemedMessage(redeemed))
            }}
            className="mb-6"
          />
        )}
        {gateways.length > 0 && (
          <MethodChoice
            gateways={gateways}
            method={method}
            onMethod={setMethod}
            disabled={paying || toGateway.isPending}
          />
        )}
        {form}
        <AcceptPolicies />
        {!isGiftVoucherSale(order) && (
          <TravellersDisclosure
            orderId={order._id}
            className="mt-8 border-t border-slate-200 pt-6"
          />
        )}
      </section>
    </div>
  )
}

/** Under the pay button: paying accepts the Terms and the Refund policy (issue 30), linked. */
function AcceptPolicies() {
  const link = 'font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-950'
  return (
    <p className="mt-4 text-center text-sm text-slate-600">
      {messages.pay.acceptBefore}
      <Link to={paths.terms} className={link}>
        {messages.pageMeta.termsTitle}
      </Link>
      {messages.pay.acceptBetween}
      <Link to={paths.refundPolicy} className={link}>
        {messages.pageMeta.refundsTitle}
      </Link>
      {messages.pay.acceptAfter}
    </p>
  )
}

function PreparingPayment({ label }: { label: string }) {
  return (
    <div className="grid min-h-56 place-items-center rounded-xl bg-slate-50 ring-1 ring-slate-200">
      <div className="flex flex-col items-center gap-3">
        <Spinner label={label} />
        <p aria-hidden="true" className="text-sm font-medium text-slate-700">
          {label}…
        </p>
      </div>
    </div>
  )
}

const GATEWAYS = ['bkash', 'sslcommerz', 'sandbox-gateway'] as const
type Gateway = (typeof GATEWAYS)[number]
type Method = 'card' | Gateway

/** Each gateway's own words: its name on the heading, the button, and what came back. */
function gatewayTexts(gateway: Gateway) {
  const p = messages.pay
  switch (gateway) {
    case 'bkash':
      return {
        heading: p.bkashPayment,
        button: p.bkashButton,
        redirecting: p.bkashRedirecting,
        pending: p.bkashPending,
        failed: p.bkashFailed,
        cancelled: p.bkashCancelled,
      }
    case 'sandbox-gateway':
      return {
        heading: p.sandboxGatewayPayment,
        button: p.sandboxGatewayButton,
        redirecting: p.sandboxGatewayRedirecting,
        pending: p.sandboxGatewayPending,
        failed: p.sandboxGatewayFailed,
        cancelled: p.sandboxGatewayCancelled,
      }
    case 'sslcommerz':
      return {
        heading: p.gatewayPayment,
        button: p.gatewayButton,
        redirecting: p.redirecting,
        pending: p.gatewayPending,
        failed: p.gatewayFailed,
        cancelled: p.gatewayCancelled,
      }
  }
}

/**
 * Which gateway this tab last left for, per order: coming back (`?gateway=`) it stays chosen.
 * Session storage: the tab's own, gone with it; unavailable (a locked-down browser), SSLCommerz.
 */
const gatewayKey = (orderId: string) => `pay-gateway:${orderId}`
function rememberGateway(orderId: string, gateway: Gateway) {
  try {
    sessionStorage.setItem(gatewayKey(orderId), gateway)
  } catch {
    // Not kept: the page falls back to the first gateway.
  }
}
function lastGateway(orderId: string): Gateway | null {
  try {
    const kept = sessionStorage.getItem(gatewayKey(orderId))
    return GATEWAYS.find((name) => name === kept) ?? null
  } catch {
    return null
  }
}

/**
 * The card form here, or a gateway's page: bKash's own checkout, and SSLCommerz for the rest
 * (Nagad, Rocket, Bangladeshi cards; bKash too when bKash's own is not offered). Offline, the
 * sandbox gateway comes after the card: an extra way to try, not the site's own.
 */
function MethodChoice({
  gateways,
  method,
  onMethod,
  disabled,
}: {
  gateways: readonly Gateway[]
  method: Method
  onMethod: (method: Method) => void
  disabled: boolean
}) {
  const p = messages.pay
  const withBkash = gateways.includes('bkash')
  const option = (gateway: Gateway) =>
    gateway === 'bkash'
      ? { value: gateway, label: p.methodBkash, note: p.methodBkashNote }
      : gateway === 'sslcommerz'
        ? {
            value: gateway,
            label: withBkash ? p.methodGatewayOthers : p.methodGateway,
            note: p.methodGatewayNote,
          }
        : { value: gateway, label: p.methodSandboxGateway, note: p.methodSandboxGatewayNote }
  return (
    <ChoiceCards
      legend={p.methodLegend}
      value={method}
      onChange={onMethod}
      disabled={disabled}
      columns
      options={[
        ...gateways.filter((gateway) => gateway !== 'sandbox-gateway').map(option),
        { value: 'card' as const, label: p.methodCard, note: p.methodCardNote },
        ...gateways.filter((gateway) => gateway === 'sandbox-gateway').map(option),
      ]}
    />
  )
}

/** In full or a deposit: a radio group; the server's refusal of a deposit shows under it. */
function PlanChoice({
  order,
  offer,
  plan,
  onPlan,
  disabled,
  error,
}: {
  order: Order
  offer: DepositOffer
  plan: PaymentPlan
  onPlan: (plan: PaymentPlan) => void
  disabled: boolean
  error: string | null
}) {
  return (
    <ChoiceCards
      legend={messages.deposits.planLegend}
      value={plan}
      onChange={onPlan}
      disabled={disabled}
      error={error}
      options={[
        {
          value: 'full',
          label: messages.deposits.payInFull({
            amount: formatMoney(fromMajor(order.tourPrice, order.currency)),
          }),
        },
        {
          value: 'deposit',
          label: messages.deposits.payDeposit({
            deposit: formatMoney(offer.deposit),
            balance: formatMoney(offer.balance),
            date: formatShortDate(offer.dueBy),
          }),
        },
      ]}
    />
  )
}

/**
 * A radio group drawn as cards (the chosen one outlined), each with an optional note; an error
 * shows under it and describes the group.
 */
function ChoiceCards<T extends string>({
  legend,
  options,
  value,
  onChange,
  disabled,
  error = null,
  columns = false,
}: {
  legend: string
  options: Array<{ value: T; label: string; note?: string }>
  value: T
  onChange: (value: T) => void
  disabled: boolean
  error?: string | null
  /** Side by side from small screens up (short labels). */
  columns?: boolean
}) {
  const name = useId()
  const errorId = useId()
  return (
    <fieldset
      disabled={disabled}
      aria-describedby={error ? errorId : undefined}
      className="mb-6 min-w-0"
    >
      <legend className="font-semibold text-slate-800">{legend}</legend>
      <div className={cx('mt-2 gap-2', columns ? 'grid sm:grid-cols-2' : 'space-y-2')}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cx(
              'grid cursor-pointer grid-cols-[auto_minmax(0,1fr)] content-start items-start gap-x-3 rounded-xl px-4 py-3 ring-1 transition',
              value === option.value
                ? 'bg-emerald-50 ring-2 ring-emerald-700'
                : 'bg-white ring-slate-300 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-1 size-4 shrink-0 accent-emerald-700"
            />
            <span className="font-medium text-slate-900">{option.label}</span>
            {option.note && (
              <span className="col-start-2 mt-0.5 text-sm text-slate-600">{option.note}</span>
            )}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}

function OrderSummary({
  order,
  amount,
  className,
}: {
  order: Order
  amount: Money
  className?: string
}) {
  return (
    <section
      aria-labelledby="order-summary-heading"
      className={cx('rounded-2xl bg-emerald-50/70 p-5 ring-1 ring-emerald-100 sm:p-6', className)}
    >
      <h2 id="order-summary-heading" className="text-sm font-semibold text-slate-600">
        {messages.pay.yourOrder}
      </h2>
      <p className="mt-1 text-lg font-bold text-slate-900">
        {order.tourId ? (
          <Link
            to={paths.tourDetails(order.tourId)}
            className="underline decoration-emerald-300 underline-offset-4 hover:text-emerald-800 hover:decoration-emerald-700"
          >
            {order.tourName}
          </Link>
        ) : (
          order.tourName
        )}
      </p>
      <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-slate-600">{messages.dates.reference}</dt>
        <dd className="font-mono font-semibold tracking-wide text-slate-900">{order.reference}</dd>
        {/* A gift voucher's sale has no date and no travellers. */}
        {!isGiftVoucherSale(order) && (
          <>
            <dt className="text-slate-600">{messages.dates.date}</dt>
            <dd className="text-slate-900">
              {order.departureDate ? (
                <time dateTime={order.departureDate}>{formatShortDate(order.departureDate)}</time>
              ) : (
                messages.dates.toBeArranged
              )}
            </dd>
            {order.departureDate && (
              <>
                <dt className="text-slate-600">{messages.dates.travellers}</dt>
                <dd className="text-slate-900">{order.travellers}</dd>
              </>
            )}
            <dt className="text-slate-600">{messages.pay.traveller}</dt>
            <dd className="font-medium break-words text-slate-900">{order.name}</dd>
          </>
        )}
        <dt className="text-slate-600">{messages.orders.booked}</dt>
        <dd className="text-slate-900">
          <time dateTime={order.createdAt}>{formatPaidAt(order.createdAt)}</time>
        </dd>
      </dl>
      {owesBalance(order) && <PaidSoFar order={order} />}
      <div className="mt-5 flex items-baseline justify-between gap-3 border-t border-emerald-200 pt-4">
        <span className="font-medium text-slate-700">
          {owesBalance(order) ? messages.pay.leftToPay : messages.pay.amountToPay}
        </span>
        <span className="text-3xl font-extrabold tracking-tight text-slate-900 tabular-nums">
          {formatMoney(amount)}
        </span>
      </div>
    </section>
  )
}

/**
 * A booking partly paid (a gift voucher, a deposit): its price and what was paid, the voucher's
 * part on a line of its own (from the receipt's ledger lines, once read), so that what is left
 * to pay adds up.
 */
function PaidSoFar({ order }: { order: Order }) {
  const receipt = useReceipt(order._id)
  if (receipt.isPending) return null
  const shown = (minor: number) => formatMoney(money(minor, order.currency))
  // Net of refunds back to a voucher; none known when the receipt could not be read.
  const fromVoucher = (receipt.data?.lines ?? [])
    .filter((line) => line.giftVoucher)
    .reduce((sum, line) => sum + (line.kind === 'refund' ? -1 : 1) * toMinor(line.amount), 0)
  const otherwise = toMinor(order.paidAmount) - toMinor(order.refundedAmount) - fromVoucher
  const paid: Array<[string, number]> = [
    [messages.pay.paidByVoucher, fromVoucher],
    [messages.pay.paidSoFar, otherwise],
  ]
  return (
    <dl className="mt-4 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1.5 border-t border-emerald-200 pt-4 text-sm">
      <dt className="text-slate-600">{messages.pay.price}</dt>
      <dd className="text-right font-medium text-slate-900 tabular-nums">
        {shown(toMinor(order.tourPrice))}
      </dd>
      {paid
        .filter(([, minor]) => minor > 0)
        .map(([term, minor]) => (
          <div key={term} className="contents">
            <dt className="text-slate-600">{term}</dt>
            <dd className="text-right font-medium text-emerald-800 tabular-nums">
              {`−${shown(minor)}`}
            </dd>
          </div>
        ))}
    </dl>
  )
}

function PaymentDone({ order, note = null }: { order: Order; note?: string | null }) {
  const heading = useRef<HTMLDivElement>(null)
  // The form that had focus is gone: start reading at the outcome.
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className="max-w-2xl">
      <div
        ref={heading}
        tabIndex={-1}
        className="flex items-start gap-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-900 outline-none sm:p-6"
      >
        <CircleCheck aria-hidden="true" className="size-8 shrink-0 text-emerald-700" />
        <div>
          <p role="status" className="text-xl font-bold">
            {messages.payment.done}
          </p>
          <p className="mt-1">
            {order.status === 'deposit_paid'
              ? messages.deposits.depositDone({
                  deposit: formatMoney(
                    fromMajor(order.paidAmount - order.refundedAmount, order.currency),
                  ),
                  balance: formatMoney(fromMajor(order.balanceDue, order.currency)),
                  date: order.balanceDueOn ? formatShortDate(order.balanceDueOn) : null,
                })
              : order.depositAmount !== null
                ? messages.deposits.balanceDone({ tour: order.tourName })
                : isGiftVoucherSale(order)
                  ? messages.giftVoucherPage.saleDone({
                      amount: formatMoney(
                        fromMajor(order.amount ?? order.tourPrice, order.currency),
                      ),
                    })
                  : messages.pay.paidSummary({
                      tour: order.tourName,
                      amount: formatMoney(
                        fromMajor(order.amount ?? order.tourPrice, order.currency),
                      ),
                    })}
          </p>
          {note && <p className="mt-1">{note}</p>}
        </div>
      </div>
      <ReceiptSection orderId={order._id} />
      <NextSteps sale={isGiftVoucherSale(order)} />
    </div>
  )
}

/** Its plan was withdrawn: the server refuses a payment (409), so no card form is offered. */
function OrderCancelled({ order }: { order: Order }) {
  return (
    <div className="max-w-2xl">
      <div className="flex items-start gap-4 rounded-2xl border border-slate-300 bg-slate-50 p-5 text-slate-900 sm:p-6">
        <Ban aria-hidden="true" className="size-7 shrink-0 text-slate-600" />
        <div>
          <p className="text-lg font-bold">{messages.pay.cancelledTitle}</p>
          <p className="mt-1">{messages.pay.cancelled({ tour: order.tourName })}</p>
        </div>
      </div>
    </div>
  )
}

function AlreadyPaid({ order }: { order: Order }) {
  return (
    <div className="max-w-2xl">
      <div className="flex items-start gap-4 rounded-2xl border border-sky-200 bg-sky-50 p-5 text-sky-950 sm:p-6">
        <CircleCheck aria-hidden="true" className="size-7 shrink-0 text-sky-800" />
        <div>
          <p className="text-lg font-bold">{messages.errors.orderAlreadyPaid}</p>
          <p className="mt-1">
            {messages.pay.alreadyPaid({
              tour: order.tourName,
              amount: formatMoney(fromMajor(order.amount ?? order.tourPrice, order.currency)),
              paidAt: order.created ? formatPaidAt(order.created) : null,
            })}
          </p>
        </div>
      </div>
      <ReceiptSection orderId={order._id} onFile={Boolean(order.transaction)} />
      <NextSteps sale={isGiftVoucherSale(order)} />
    </div>
  )
}

function ReceiptSection({ orderId, onFile = true }: { orderId: string; onFile?: boolean }) {
  return (
    <section aria-labelledby="receipt-heading" className="mt-8">
      <h2 id="receipt-heading" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <ReceiptText aria-hidden="true" className="size-5 text-emerald-700" />
        {messages.orders.receipt}
      </h2>
      <ReceiptPanel orderId={orderId} onFile={onFile} className="mt-3" />
    </section>
  )
}

function NextSteps({ sale = false }: { sale?: boolean }) {
  return (
    <div className="mt-8 flex flex-wrap items-center gap-3">
      {/* A gift voucher's sale: its code and delivery are on the Gift vouchers page. */}
      {sale && (
        <ActionLink to={paths.giftVouchers} Icon={Gift} primary>
          {messages.giftVoucherPage.seeBought}
        </ActionLink>
      )}
      <ActionLink to={paths.dashboardPages.myBooking} Icon={CalendarCheck} primary={!sale}>
        {messages.pay.goTo({ page: messages.dashboard.myBooking })}
      </ActionLink>
      <ActionLink to={paths.dashboardPages.payment} Icon={ArrowLeft}>
        {messages.pay.backTo({ page: messages.dashboard.payment })}
      </ActionLink>
    </div>
  )
}

function ActionLink({
  to,
  Icon,
  primary = false,
  children,
}: {
  to: string
  Icon: LucideIcon
  primary?: boolean
  children: ReactNode
}) {
  return (
    <Link to={to} className={buttonClass({ variant: primary ? 'primary' : 'outline' })}>
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </Link>
  )
}

function OrderNotFound() {
  return (
    <div className="flex max-w-2xl flex-col items-start gap-4 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6 sm:flex-row sm:p-8">
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-white text-slate-600 ring-1 ring-slate-200">
        <SearchX aria-hidden="true" className="size-6" />
      </span>
      <div>
        <h2 className="text-lg font-bold text-slate-900">{messages.pay.notFoundTitle}</h2>
        <p className="mt-1 text-slate-600">{messages.pay.notFound}</p>
        <div className="mt-4">
          <ActionLink to={paths.dashboardPages.payment} Icon={ArrowLeft}>
            {messages.pay.backTo({ page: messages.dashboard.payment })}
          </ActionLink>
        </div>
      </div>
    </div>
  )
}

function PaySkeleton() {
  return (
    <div aria-busy="true" className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_19rem]">
      <span role="status" className="sr-only">
        {messages.pay.loading}
      </span>
      <div
        aria-hidden="true"
        className="h-40 rounded-2xl bg-slate-100 motion-safe:animate-pulse xl:order-last"
      />
      <div aria-hidden="true" className="h-96 rounded-2xl bg-slate-100 motion-safe:animate-pulse" />
    </div>
  )
}
