/**
 * The booking modal of a tour's page (spec section 2, Dashboard: Booking modal): the user's name
 * and email prefilled, a phone number (the profile's, when it has one), and, read-only, the
 * tour's name and price (with its taka) beside the chosen date, the travellers and the total. Internal ids (the
 * tour's, the departure's, the account's) are never shown: they ride in the request, and the
 * server knows the account from the session. Above 'Confirm Booking' the tour's cancellation
 * policy (given by the page), which booking accepts. A promo code, once the server accepted it
 * for this booking, shows as a discount line on the total (decision 050). 'Confirm Booking'
 * sends the tour, the date, the travellers, the contact details and the code; the server prices
 * the order. Where the tour has a private-group price and nobody has booked the date yet, the
 * whole departure may be taken privately at that price, extras on top (decision 053); the total
 * then says so. The tour page loads this
 * module on demand, so forms and zod stay out of its first load.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import type { Place } from '#shared/contracts/catalog.ts'
import type { Departure } from '#shared/contracts/departures.ts'
import { addDays, formatLongDate, formatShortDate } from '#shared/dhaka-date.ts'
import { orderInputSchema, type Order, type OrderInput } from '#shared/contracts/orders.ts'
import { currentLocale, formatCount, messages } from '#shared/messages.ts'
import { localDigits } from '#shared/number-format.ts'
import { money, toMinor } from '#shared/money.ts'
import type { ExtraChoice, PartyInput } from '#shared/contracts/tour-pricing.ts'
import { isPartyProblem, priceParty, pricingValuesOf } from '#shared/party-price.ts'
import { adultsOnlyParty, extrasText, partyText } from '#shared/party-text.ts'
import { Modal } from '#web/components/modal.tsx'
import { Price, usePriceFormat } from '#web/components/price.tsx'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { SubmitButton } from '#web/components/submit-button.tsx'
import { TextField } from '#web/components/text-field.tsx'
import { useSiteCurrency, useSiteMoney } from '#web/lib/currency.ts'
import { errorMessage } from '#web/lib/error-message.ts'
import { fieldErrorOf } from '#web/lib/field-error.ts'
import { randomId } from '#web/lib/random-id.ts'
import type { PromoQuote } from '#shared/contracts/promo-codes.ts'
import type { PhoneChannelName } from '#shared/contracts/phone-messages.ts'
import { checkPromoCode } from '../api/check-promo-code.ts'
import { useCreateOrder } from '../api/create-order.ts'
import { PromoCodeField } from './promo-code-field.tsx'
import { PhoneChannelsField } from './phone-channels-field.tsx'

export interface BookingUser {
  email: string
  displayName: string
  /** The account's profile phone, which the form starts with. */
  phone?: string | null
}

interface BookingDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  tour: Place
  /** The chosen date; none for a tour without dates (to be arranged). */
  departure: Departure | undefined
  /** Who travels and the extras chosen on the page (party-picker.tsx). */
  party: PartyInput
  extras: ExtraChoice[]
  user: BookingUser
  /** The cancellation policy the booking accepts, shown above Confirm Booking. */
  policy?: ReactNode
  onBooked: (order: Order) => void
}

export function BookingDialog({ open, onOpenChange, ...form }: BookingDialogProps) {
  const { tour } = form
  const [busy, setBusy] = useState(false)
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      locked={busy}
      closeButton
      title={messages.booking.title({ place: tour.placeName })}
      description={messages.booking.intro}
    >
      {/* The form lives only while the modal is open: each opening starts fresh, new key. */}
      <BookingForm {...form} onBusyChange={setBusy} />
    </Modal>
  )
}

type OrderValues = z.output<typeof orderInputSchema>
const FORM_FIELDS = ['name', 'email', 'phone'] as const
type FormField = (typeof FORM_FIELDS)[number]
const isFormField = (field: string): field is FormField =>
  (FORM_FIELDS as readonly string[]).includes(field)

function BookingForm({
  tour,
  departure,
  party,
  extras,
  user,
  policy,
  onBooked,
  onBusyChange,
}: Omit<BookingDialogProps, 'open' | 'onOpenChange'> & { onBusyChange: (busy: boolean) => void }) {
  // One key per opening: a double click or a retry after a lost answer books once.
  const [idempotencyKey] = useState(randomId)
  const createOrder = useCreateOrder(idempotencyKey)
  const [formError, setFormError] = useState<string | null>(null)
  const formatPrice = usePriceFormat()
  const currency = useSiteCurrency()
  const siteMoney = useSiteMoney()
  const pickupPoints = tour.tourContent?.pickupPoints ?? []
  const [pickupId, setPickupId] = useState(pickupPoints[0]?.id ?? null)
  // A promo code the server accepted for this booking (decision 050), and its refusal by the
  // booking itself (used up in between, say).
  const [promo, setPromo] = useState<PromoQuote | null>(null)
  const [promoError, setPromoError] = useState<string | undefined>()
  // The channels this booking's messages go by (decision 051); none unless ticked.
  const [phoneChannels, setPhoneChannels] = useState<PhoneChannelName[]>([])
  // The whole date for this group (decision 053): offered while nobody has booked it.
  const privatePrice = tour.tourPricing?.privatePrice ?? null
  const privateOffered =
    privatePrice !== null && departure !== undefined && departure.seatsLeft === departure.capacity
  const [privateChosen, setPrivateChosen] = useState(false)
  const privately = privateOffered && privateChosen
  const priced = priceParty({
    adultMinor: toMinor(departure?.price ?? tour.price),
    pricing: pricingValuesOf(tour.tourPricing),
    party,
    extras,
    privately,
  })
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<OrderInput, unknown, OrderValues>({
    resolver: zodResolver(orderInputSchema),
    mode: 'onTouched',
    defaultValues: {
      tourId: tour._id,
      name: user.displayName,
      email: user.email,
      phone: user.phone ?? '',
    },
  })

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    onBusyChange(true)
    try {
      const order = await createOrder.mutateAsync({
        tourId: tour._id,
        name: values.name,
        email: values.email,
        phone: values.phone,
        ...(departure ? { departureId: departure._id } : {}),
        party,
        ...(extras.length > 0 && { extras }),
        ...(pickupId && { pickupId }),
        ...(promo && { promoCode: promo.code }),
        ...(phoneChannels.length > 0 && { phoneChannels }),
        ...(privately && { private: true }),
      })
      onBooked(order)
    } catch (error) {
      const fieldError = fieldErrorOf(error)
      if (fieldError?.field === 'promoCode') {
        setPromo(null)
        setPromoError(fieldError.message)
      } else if (fieldError && isFormField(fieldError.field)) {
        setError(fieldError.field, { type: 'server', message: fieldError.message })
        setFocus(fieldError.field)
      } else {
        setFormError(errorMessage(error, messages.booking.failed))
      }
    } finally {
      onBusyChange(false)
    }
  })

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-emerald-50/70 p-4 text-sm ring-1 ring-emerald-100">
        <dt className="font-medium text-slate-600">{messages.orders.tour}</dt>
        <dd className="font-semibold text-slate-900">{tour.placeName}</dd>
        <dt className="font-medium text-slate-600">{messages.tourPlans.price}</dt>
        <dd className="font-semibold text-slate-900 tabular-nums">
          {departure && departure.price !== tour.price ? (
            messages.dates.perPerson({ price: formatPrice(siteMoney(departure.price)) })
          ) : (
            <Price amount={siteMoney(tour.price)} approxClassName="font-normal text-slate-700" />
          )}
        </dd>
        <dt className="font-medium text-slate-600">{messages.dates.date}</dt>
        <dd className="font-semibold text-slate-900">
          {departure ? (
            <time dateTime={departure.date}>{formatShortDate(departure.date)}</time>
          ) : (
            messages.dates.toBeArranged
          )}
        </dd>
        {!isPartyProblem(priced) && (
          <>
            <dt className="font-medium text-slate-600">{messages.dates.travellers}</dt>
            <dd className="font-semibold text-slate-900">
              {adultsOnlyParty(priced.party) ? formatCount(priced.seats) : partyText(priced.party)}
            </dd>
            {priced.privateMinor !== null && (
              <>
                <dt className="font-medium text-slate-600">{messages.tourPricing.privateGroup}</dt>
                <dd className="font-semibold text-slate-900 tabular-nums">
                  <Price
                    amount={money(priced.privateMinor, currency)}
                    approxClassName="font-normal text-slate-700"
                  />
                </dd>
              </>
            )}
            {priced.extras.length > 0 && (
              <>
                <dt className="font-medium text-slate-600">{messages.tourPricing.extrasLegend}</dt>
                <dd className="font-semibold text-slate-900">{extrasText(priced.extras)}</dd>
              </>
            )}
            {promo && (
              <>
                <dt className="font-medium text-slate-600">{messages.promoCode.subtotal}</dt>
                <dd className="font-semibold text-slate-900 tabular-nums">
                  <Price
                    amount={money(priced.totalMinor, currency)}
                    approxClassName="font-normal text-slate-700"
                  />
                </dd>
                <dt className="font-medium text-emerald-800">
                  {messages.promoCode.discountLine({ code: promo.code })}
                </dt>
                <dd className="font-semibold text-emerald-800 tabular-nums">
                  −{formatPrice(money(toMinor(promo.discount), currency))}
                </dd>
              </>
            )}
            <dt className="font-medium text-slate-600">
              {privately
                ? `${messages.dates.total} · ${messages.tourPricing.privateGroup}`
                : messages.dates.total}
            </dt>
            <dd className="font-semibold text-slate-900 tabular-nums">
              <Price
                amount={money(priced.totalMinor - (promo ? toMinor(promo.discount) : 0), currency)}
                approxClassName="font-normal text-slate-700"
              />
            </dd>
          </>
        )}
      </dl>
      {privateOffered && departure && (
        <label className="mt-4 grid cursor-pointer grid-cols-[auto_1fr] gap-x-3 rounded-xl px-3 py-2.5 text-sm ring-1 ring-slate-200 has-[:checked]:bg-emerald-50 has-[:checked]:ring-2 has-[:checked]:ring-emerald-700">
          <input
            type="checkbox"
            name="private"
            checked={privateChosen}
            onChange={(event) => {
              setPrivateChosen(event.target.checked)
              // A code's quote was for the other price: ask again.
              setPromo(null)
            }}
            className="row-span-2 mt-1 size-4 accent-emerald-700"
          />
          <span className="font-semibold text-slate-900">
            {messages.tourPricing.privateChoice({
              price: formatPrice(money(toMinor(privatePrice), currency)),
            })}
          </span>
          <span className="text-slate-600">
            {messages.tourPricing.privateChoiceHint({ capacity: departure.capacity })}
          </span>
        </label>
      )}
      {/* What the tour needs of each traveller, and by when (issue 32 item 6). */}
      {departure && tour.tourPricing && tour.tourPricing.travellerDetails !== 'none' && (
        <p className="mt-3 text-sm text-slate-700">
          {messages.travellers.atBooking({
            required: tour.tourPricing.travellerDetails,
            date: formatLongDate(addDays(departure.date, -tour.tourPricing.detailsDueDays)),
          })}
        </p>
      )}

      <div className="mt-6 space-y-5">
        <TextField
          label={messages.booking.name}
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={messages.account.email}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={messages.account.phone}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          placeholder="+880 1712-345678"
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
      <PhoneChannelsField onChange={setPhoneChannels} />

      {pickupPoints.length > 0 && (
        <fieldset className="mt-6">
          <legend className="text-sm font-semibold text-slate-800">
            {messages.tourPricing.pickupLegend}
          </legend>
          <div className="mt-2 space-y-2">
            {pickupPoints.map((point) => (
              <label
                key={point.id}
                className="grid cursor-pointer grid-cols-[auto_1fr] gap-x-3 rounded-xl px-3 py-2.5 text-sm ring-1 ring-slate-200 has-[:checked]:bg-emerald-50 has-[:checked]:ring-2 has-[:checked]:ring-emerald-700"
              >
                <input
                  type="radio"
                  name="pickup"
                  value={point.id}
                  checked={pickupId === point.id}
                  onChange={() => setPickupId(point.id)}
                  className="row-span-2 mt-1 size-4 accent-emerald-700"
                />
                <span className="font-semibold text-slate-900">
                  {messages.tourPricing.pickupAt({
                    place: point.name,
                    time: localDigits(point.time, currentLocale()),
                  })}
                </span>
                <span className="text-slate-600">{point.address}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <div className="mt-6">
        <PromoCodeField
          applied={promo}
          onApplied={(quote) => {
            setPromo(quote)
            setPromoError(undefined)
          }}
          error={promoError}
          check={(code) =>
            checkPromoCode({
              code,
              tourId: tour._id,
              ...(departure ? { departureId: departure._id } : {}),
              party,
              ...(extras.length > 0 && { extras }),
              ...(privately && { private: true }),
            })
          }
        />
      </div>

      {policy && <div className="mt-6">{policy}</div>}

      {formError && <StatusAlert className="mt-5" tone="error" message={formError} />}

      <SubmitButton busy={createOrder.isPending} className="mt-6 w-full">
        {messages.booking.confirm}
      </SubmitButton>
    </form>
  )
}
