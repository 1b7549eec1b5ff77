import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { RecordId } from '#shared/contracts/common.ts'
import type { Place } from '#shared/contracts/catalog.ts'
import type { Order } from '#shared/contracts/orders.ts'
import type {
  ExtraChoice,
  ExtraLine,
  PartyInput,
  PickupChoice,
} from '#shared/contracts/tour-pricing.ts'
import { adultsOnly, isPartyProblem, priceParty, pricingValuesOf } from '#shared/party-price.ts'
import { dhakaToday } from '#shared/dhaka-date.ts'
import { toMinor } from '#shared/money.ts'
import type { Db } from '#server/db/client.ts'
import { departures, orders } from '#server/db/schema/index.ts'
import { cachedPlace, cachedTerms } from '#server/features/catalog/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { AppError, Conflict, invalidField, NotFound } from '#server/lib/errors.ts'
import {
  isDepartureFull,
  isForeignKeyViolation,
  isUniqueViolation,
  soldOutExtra,
} from '#server/lib/pg-errors.ts'
import { outboxInsert } from '#server/features/mail/index.ts'
import { bookingConfirmation } from '#server/features/mail/index.ts'
import {
  bookingPhone,
  grantAtBooking,
  phoneOutboxInsert,
} from '#server/features/phone-messages/index.ts'
import { rememberAccountLocale } from '#server/features/accounts/index.ts'
import { applyPromoCode } from '#server/features/promo-codes/index.ts'
import { newBookingReference } from './booking-reference.ts'
import { heldPrivately } from './private-groups.ts'
import { expireHolds, newHold } from './expire-holds.ts'
import { toMailOrder, toOrder } from './order-row.ts'
import { currentLocale, messages } from '#shared/messages.ts'

export interface CreateOrderInput {
  tourId: RecordId
  name: string
  email: string
  phone: string
  departureId?: string
  travellers?: number
  party?: PartyInput
  extras?: ExtraChoice[]
  pickupId?: string
  phoneChannels?: ('sms' | 'whatsapp')[]
  /** Upper case (the contract's promoCodeTextSchema); applied under its lock (decision 050). */
  promoCode?: string
  /** The whole departure, at the tour's private-group price (decision 053). */
  private?: boolean
}

/**
 * Books a tour for the signed-in user. The tour's name and price come from the catalogue, the
 * user from the session, and every order starts unpaid — whatever the client sent. With a
 * departure, the price is its per-person price (or the tour's) times the travellers, and the
 * seats are held for HOLD_HOURS: the orders trigger refuses the insert when they are not there,
 * inside the insert's own statement, so concurrent bookings never share the last seat. Every
 * order gets a booking reference. With an idempotency key, a retried request returns the order
 * it already created. The order keeps the request's language, its mails' (and the account's
 * from then on: accounts/account-locale.ts).
 *
 * A private group (decision 053) takes a date nobody has booked, at the tour's private-group
 * price: under the departure's row lock it checks the seats are all free and holds every one
 * (`travellers` is the capacity read under that lock), so a booking racing it is refused by the
 * seats trigger, and one it races waits and is counted first.
 */
export async function createOrder(args: {
  ctx: UserCtx
  input: CreateOrderInput
  idempotencyKey?: string
}): Promise<{ order: Order; created: boolean }> {
  try {
    return await bookOnce(args)
  } catch (error) {
    // A retry of a booking that took the last seats, or whose date closed since, is refused by
    // the checks before the insert: a refusal with a key first looks for the booking the key
    // made, and answers with it (only a refusal pays for the lookup: bookings are hot).
    if (args.idempotencyKey && error instanceof AppError && error.status < 500) {
      const existing = await findByKey(args.ctx, args.idempotencyKey)
      if (existing) return { order: existing, created: false }
    }
    throw error
  }
}

async function bookOnce({
  ctx,
  input,
  idempotencyKey,
}: {
  ctx: UserCtx
  input: CreateOrderInput
  idempotencyKey?: string
}): Promise<{ order: Order; created: boolean }> {
  // The catalogue cache answers most of the time; a change to the tour empties it. In English
  // whatever the page's language: the order keeps the name admins, receipts and mails show.
  const { value: tour } = await cachedPlace({ ctx, tourId: input.tourId, locale: 'en' }).catch(
    (error: unknown) => {
      if (error instanceof NotFound) throw invalidField('tourId', messages.errors.noSuchTour)
      throw error
    },
  )
  // Its Bangla name too, kept beside the English for Bangla pages and mails (the same cache).
  const { value: inBangla } = await cachedPlace({ ctx, tourId: input.tourId, locale: 'bn' })
  // The terms the customer saw and accepts; the cache answers them, a change of plan empties it.
  const { value: terms } = await cachedTerms({ ctx, tourId: { kind: 'uuid', value: tour._id } })
  // Who travels and what they take, priced as the page priced it: the adult's price is the
  // date's own, else the tour's; everything else is the tour's (decision 046).
  const pricing = pricingValuesOf(tour.tourPricing, (id) => {
    const bn = inBangla.tourPricing?.extras.find((extra) => extra.id === id)?.name
    return bn && bn !== tour.tourPricing?.extras.find((extra) => extra.id === id)?.name ? bn : null
  })
  const privately = input.private === true
  if (privately && !input.departureId) {
    throw invalidField('departureId', messages.tourPricing.privateNeedsDate)
  }
  const price = (adultMinor: number) => {
    const priced = priceParty({
      adultMinor,
      pricing,
      party: input.party ?? adultsOnly(input.travellers ?? 1),
      extras: input.extras,
      privately,
    })
    if (isPartyProblem(priced)) throw invalidField(priced.field, priced.message)
    return priced
  }
  const seats = price(toMinor(tour.price)).seats
  if (input.party && input.travellers !== undefined && input.travellers !== seats) {
    throw invalidField('travellers', messages.tourPricing.seatsDisagree({ seats }))
  }
  const pickup = input.pickupId ? pickupChoice(tour, inBangla, input.pickupId) : null
  // Consent to messages ticked in the form, for the number booked with (decision 051).
  if (input.phoneChannels?.length) {
    await grantAtBooking({ ctx, phone: input.phone, channels: input.phoneChannels })
  }
  const departure = input.departureId
    ? await bookableDeparture(ctx, tour._id, input.departureId, seats, privately)
    : undefined
  const priced = price(departure?.priceCents ?? toMinor(tour.price))
  const travellers = priced.seats

  for (let attempt = 0; ; attempt++) {
    const now = new Date()
    const row: typeof orders.$inferSelect = {
      id: randomUUID(),
      userId: ctx.user.id,
      tourId: tour._id,
      tourName: tour.placeName,
      tourNameBn: inBangla.placeName === tour.placeName ? null : inBangla.placeName,
      tourPriceCents: priced.totalMinor,
      privatePriceCents: priced.privateMinor,
      currency: ctx.pricingCurrency,
      name: input.name,
      email: input.email.toLowerCase(),
      phone: input.phone,
      isPaid: false,
      amountCents: null,
      paidAt: null,
      last4: null,
      paidWith: null,
      transactionRef: null,
      reference: newBookingReference(),
      departureId: departure?.id ?? null,
      departureDate: departure?.date ?? null,
      travellers,
      party: priced.party,
      extras: priced.extras.length > 0 ? priced.extras : null,
      pickup,
      ...(departure
        ? newHold(new Date(now.getTime() + ctx.holdHours * 3_600_000))
        : { holdExpiresAt: null, holdLimitAt: null }),
      expiredAt: null,
      idempotencyKey: idempotencyKey ?? null,
      paymentIntentId: null,
      cancelledAt: null,
      cancelReason: null,
      cancelledBy: null,
      paidCents: 0,
      refundedCents: 0,
      depositCents: null,
      balanceDueOn: null,
      cancellationPolicy: terms.cancellationPolicy,
      locale: currentLocale(),
      createdAt: now,
      adminNote: null,
      contactedAt: null,
      contactedBy: null,
      arrival: null,
      arrivalAt: null,
      arrivalBy: null,
      promoCodeId: null,
      promoCode: null,
      promoPercent: null,
      promoAmountCents: null,
      discountCents: 0,
      sale: null,
    }
    try {
      if (input.promoCode || (privately && departure)) {
        const code = input.promoCode
        await ctx.db.transaction(async (tx) => {
          if (code !== undefined) {
            // The code's row is locked until the order is in: its limits are counted under the
            // lock, so two bookings never both take its last use (decision 050). Locked before
            // the departure, as a seat booking's insert (its trigger) takes them.
            const applied = await applyPromoCode({
              db: tx,
              code,
              field: 'promoCode',
              userId: ctx.user.id,
              tourId: tour._id,
              subtotalMinor: priced.totalMinor,
              currency: row.currency,
              lock: true,
            })
            Object.assign(row, {
              tourPriceCents: priced.totalMinor - applied.discountMinor,
              promoCodeId: applied.id,
              promoCode: applied.code,
              promoPercent: applied.percent,
              promoAmountCents: applied.amountMinor,
              discountCents: applied.discountMinor,
            })
          }
          // A private group holds the whole date, checked free under its row lock (decision 053).
          if (privately && departure) {
            row.travellers = await holdWholeDeparture(tx, departure.id, travellers)
          }
          await insertWithMail(ctx, tx, row, tour.duration)
          // Nothing left to pay: paid at once, once the insert has counted its seats as a hold
          // (the seats trigger checks unpaid inserts only).
          if (row.tourPriceCents === 0) {
            await tx
              .update(orders)
              .set({ isPaid: true, holdExpiresAt: null })
              .where(eq(orders.id, row.id))
            Object.assign(row, { isPaid: true, holdExpiresAt: null })
          }
        })
      } else {
        await insertWithMail(ctx, ctx.db, row, tour.duration)
      }
    } catch (error) {
      if (attempt >= 3) throw error
      // A retry, or two tries with one key at the same moment: the key's unique index refuses
      // the second insert (no lookup before it: bookings are hot, retries rare), and it gets
      // the first. Otherwise the reference was drawn twice (about one in a million): draw again.
      if (isUniqueViolation(error)) {
        if (idempotencyKey) {
          const existing = await findByKey(ctx, idempotencyKey)
          if (existing) return { order: existing, created: false }
        }
        continue
      }
      if (departure && isDepartureFull(error)) {
        // Holds that ran out but were not swept yet still count in the trigger: free them, and
        // try once more before saying the seats are gone.
        if (attempt === 0 && (await expireHolds({ db: ctx.db, departureId: departure.id })) > 0) {
          continue
        }
        throw await noSeats(ctx, departure.id)
      }
      const extraId = soldOutExtra(error)
      if (extraId !== undefined) throw extraSoldOut(priced.extras, extraId)
      // The plan was deleted between the catalogue read and the insert.
      if (isForeignKeyViolation(error)) {
        throw invalidField('tourId', messages.errors.noSuchTour)
      }
      throw error
    }
    await rememberAccountLocale(ctx, row.locale)
    return { order: toOrder(row), created: true }
  }
}

async function insertWithMail(
  ctx: UserCtx,
  db: Db,
  row: typeof orders.$inferSelect,
  days: number,
): Promise<void> {
  // Its confirmation to the customer's phone, where they consented (decision 051): in the same
  // statement. Null without a provider configured: the statement is as before.
  const phone = phoneOutboxInsert(
    { userId: ctx.user.id, channels: ctx.phoneChannels },
    bookingPhone(toMailOrder(row)),
  )
  if (!ctx.user.emailVerified) {
    // Unverified: the order is kept and shown in My Booking; no mail to an unproven address.
    if (phone)
      await db.execute(sql`with new_order as (${db.insert(orders).values(row).getSQL()}) ${phone}`)
    else await db.insert(orders).values(row)
    if (phone) ctx.phoneQueued?.()
    return
  }
  // The order and its confirmation mail in one statement, so they commit together (no order
  // without its mail) in a quarter of a transaction's round trips: bookings are the hot write.
  // The mail goes to the account's verified address only.
  const mail = bookingConfirmation(toMailOrder(row), ctx.publicUrl, ctx.user.email, { days })
  await db.execute(
    phone
      ? sql`with new_order as (${db.insert(orders).values(row).getSQL()}), new_phone as (${phone}) ${outboxInsert(db, mail).getSQL()}`
      : sql`with new_order as (${db.insert(orders).values(row).getSQL()}) ${outboxInsert(db, mail).getSQL()}`,
  )
  ctx.mailQueued()
  if (phone) ctx.phoneQueued?.()
}

/** The pickup point a booking names, as the order keeps it; one the tour lacks is refused. */
function pickupChoice(tour: Place, inBangla: Place, id: string): PickupChoice {
  const point = tour.tourContent?.pickupPoints.find((p) => p.id === id)
  if (!point) throw invalidField('pickupId', messages.tourPricing.noSuchPickup)
  const bn = inBangla.tourContent?.pickupPoints.find((p) => p.id === id)
  const apart = (english: string, bangla: string | undefined) =>
    bangla && bangla !== english ? bangla : null
  return {
    id,
    name: point.name,
    nameBn: apart(point.name, bn?.name),
    time: point.time,
    address: point.address,
    addressBn: apart(point.address, bn?.address),
  }
}

/** The trigger refused an extra whose departure's stock is taken: which one, by its field. */
function extraSoldOut(extras: ExtraLine[], id: string): Conflict {
  const index = Math.max(
    0,
    extras.findIndex((line) => line.id === id),
  )
  const message = messages.tourPricing.soldOut({ name: extras[index]?.name ?? '' })
  return new Conflict(message, [{ path: `/extras/${index}/id`, message }])
}

function seatsGone(left: number): Conflict {
  const message = messages.errors.seatsGone({ left })
  return new Conflict(message, [{ path: '/travellers', message }])
}

/** Seats left on a departure by the trigger's count, after its holds that ran out leave. */
async function seatsLeft(ctx: UserCtx, departureId: string): Promise<number> {
  await expireHolds({ db: ctx.db, departureId })
  const [row] = await ctx.db
    .select({ capacity: departures.capacity, taken: departures.seatsTaken })
    .from(departures)
    .where(eq(departures.id, departureId))
  return row ? Math.max(0, row.capacity - row.taken) : 0
}

/**
 * A booking's departure, prepared once per database (a named statement: neither built by the
 * query builder nor planned again on each booking, like the public list's: list-departures.ts).
 */
const prepared = new WeakMap<Db, ReturnType<typeof prepareDeparture>>()
function prepareDeparture(db: Db) {
  return db
    .select({
      id: departures.id,
      tourId: departures.tourId,
      date: departures.date,
      state: departures.state,
      priceCents: departures.priceCents,
      capacity: departures.capacity,
      taken: departures.seatsTaken,
    })
    .from(departures)
    .where(eq(departures.id, sql.placeholder('departureId')))
    .prepare('booking_departure')
}
function departureQuery(db: Db) {
  let query = prepared.get(db)
  if (!query) {
    query = prepareDeparture(db)
    prepared.set(db, query)
  }
  return query
}

/**
 * The departure a booking names, if it can be booked: this tour's, open, after today in Dhaka,
 * with the seats (checked again by the trigger at the insert). Refusals name the field.
 */
async function bookableDeparture(
  ctx: UserCtx,
  tourId: string,
  departureId: string,
  travellers: number,
  privately: boolean,
) {
  const [departure] = await departureQuery(ctx.db).execute({ departureId })
  const refuse = (message: string) => invalidField('departureId', message)
  if (!departure) throw refuse(messages.errors.noSuchDeparture)
  if (departure.tourId !== tourId) throw refuse(messages.errors.departureOfAnotherTour)
  if (departure.state === 'cancelled') throw refuse(messages.errors.departureCancelled)
  if (departure.date <= dhakaToday()) throw refuse(messages.errors.departurePast)
  if (departure.state === 'closed') throw refuse(messages.errors.departureClosed)
  // A private group is checked again under the departure's lock (holdWholeDeparture); refused
  // here, it is told at once.
  if (privately && travellers > departure.capacity) throw privateTooBig(departure.capacity)
  if (
    privately &&
    departure.taken > 0 &&
    (await seatsLeft(ctx, departure.id)) < departure.capacity
  ) {
    throw privateDateTaken()
  }
  // One read answers most bookings; only a date that looks full frees its run-out holds and
  // looks again (the trigger decides at the insert either way).
  if (!privately && travellers > departure.capacity - departure.taken) {
    const left = await seatsLeft(ctx, departure.id)
    if (travellers > left) throw await noSeats(ctx, departure.id, left)
  }
  return departure
}

const privateTooBig = (capacity: number) =>
  invalidField('party', messages.tourPricing.privateTooBig({ capacity }))

function privateDateTaken(): Conflict {
  const message = messages.tourPricing.privateDateTaken
  return new Conflict(message, [{ path: '/departureId', message }])
}

/**
 * Under the departure's row lock (every booking's seats trigger takes it too): the date must
 * have no seat taken and room for the group; the group then holds all its seats. Answers the
 * capacity, the seats the order holds.
 */
async function holdWholeDeparture(tx: Db, departureId: string, travellers: number) {
  await expireHolds({ db: tx, departureId })
  const [locked] = await tx
    .select({ capacity: departures.capacity, taken: departures.seatsTaken })
    .from(departures)
    .where(eq(departures.id, departureId))
    .for('update')
  if (!locked) throw invalidField('departureId', messages.errors.noSuchDeparture)
  if (locked.taken > 0) throw privateDateTaken()
  if (travellers > locked.capacity) throw privateTooBig(locked.capacity)
  return locked.capacity
}

/**
 * The refusal of a booking its date has no seats for: a date a private group holds says so
 * (its seats are not for sale at all), any other how many are left.
 */
async function noSeats(ctx: UserCtx, departureId: string, known?: number): Promise<Conflict> {
  const left = known ?? (await seatsLeft(ctx, departureId))
  if (!(await heldPrivately(ctx.db, departureId))) return seatsGone(left)
  const message = messages.tourPricing.privateDateBooked
  return new Conflict(message, [{ path: '/departureId', message }])
}

async function findByKey(ctx: UserCtx, key: string): Promise<Order | undefined> {
  const [row] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, ctx.user.id), eq(orders.idempotencyKey, key)))
    .limit(1)
  return row ? toOrder(row) : undefined
}
