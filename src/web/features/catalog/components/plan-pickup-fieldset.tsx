/**
 * The plan form's pickup and meeting points (issue 32 item 3; decision 047): each with its kind,
 * name and address in English and (optionally) Bangla, its time in Dhaka and, optionally, its
 * latitude and longitude (the tour page's map), added, removed and moved up or down with buttons
 * (every change read out; focus stays on the button that moved, as the itinerary's days do).
 * The boxes are part of the content's draft (plan-content-fieldset.tsx), sent as
 * `content.pickupPoints` and checked by the same schema as the server's; a point keeps the id the
 * server gave it, so a booking that named it still finds it after an edit.
 */
import { focusRowAction, RowActions } from '#web/components/row-actions.tsx'
import { Plus } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import {
  pickupKinds,
  PICKUP_POINTS_MAX,
  type PickupKind,
  type PickupPointValues,
} from '#shared/contracts/tour-content.ts'
import { messages } from '#shared/messages.ts'
import { Button } from '#web/components/button.tsx'
import { FieldFrame, useField } from '#web/components/field-frame.tsx'
import { TextField } from '#web/components/text-field.tsx'

const f = () => messages.pickupForm

export interface PickupDraft {
  /** Stable across moves, for React and for focus. */
  key: string
  /** The server's id; null: a new point. */
  id: string | null
  kind: PickupKind
  name: string
  nameBn: string
  address: string
  addressBn: string
  time: string
  lat: string
  lng: string
}

let nextKey = 0
const newKey = () => `pickup-${nextKey++}`

const emptyPoint = (): PickupDraft => ({
  key: newKey(),
  id: null,
  kind: 'pickup',
  name: '',
  nameBn: '',
  address: '',
  addressBn: '',
  time: '',
  lat: '',
  lng: '',
})

export function pickupToDraft(points: PickupPointValues[] | undefined): PickupDraft[] {
  return (points ?? []).map((point) => ({
    key: newKey(),
    id: point.id,
    kind: point.kind,
    name: point.name,
    nameBn: point.nameBn ?? '',
    address: point.address,
    addressBn: point.addressBn ?? '',
    time: point.time,
    lat: point.lat === null ? '' : String(point.lat),
    lng: point.lng === null ? '' : String(point.lng),
  }))
}

/** A coordinate box: empty is none; a decimal comma is read as a point; junk is NaN (refused). */
const coordinateOf = (text: string) =>
  text.trim() === '' ? null : Number(text.trim().replace(',', '.'))

/** The request's `pickupPoints` the boxes make (unchecked: the schema checks them). */
export function pickupDraftToInput(points: PickupDraft[]) {
  return points.map(({ key: _key, lat, lng, ...point }) => ({
    ...point,
    lat: coordinateOf(lat),
    lng: coordinateOf(lng),
  }))
}

export function PlanPickupFieldset({
  points,
  onChange,
  errors,
  className = '',
}: {
  points: PickupDraft[]
  onChange: (points: PickupDraft[]) => void
  /** Messages by path within `content`: 'pickupPoints', 'pickupPoints.0.time'. */
  errors: Record<string, string>
  className?: string
}) {
  const id = useId()
  const list = useRef<HTMLOListElement>(null)
  const [announcement, setAnnouncement] = useState('')
  // The latest points between renders (two changes in one event).
  const current = useRef(points)
  useEffect(() => {
    current.current = points
  }, [points])
  const change = (next: PickupDraft[]) => {
    current.current = next
    onChange(next)
  }

  const focusLater = (key: string, action: 'up' | 'down' | 'remove') =>
    focusRowAction(() => list.current?.querySelector(`[data-point="${key}"]`), action)

  function move(index: number, step: -1 | 1) {
    const to = index + step
    const next = [...current.current]
    const [moved] = next.splice(index, 1)
    next.splice(to, 0, moved!)
    change(next)
    setAnnouncement(f().moved({ from: index + 1, to: to + 1 }))
    focusLater(moved!.key, step < 0 ? 'up' : 'down')
  }

  function remove(index: number) {
    const next = current.current.filter((_, i) => i !== index)
    change(next)
    setAnnouncement(f().removed({ n: index + 1 }))
    const neighbour = next[Math.min(index, next.length - 1)]
    if (neighbour) focusLater(neighbour.key, 'remove')
    else requestAnimationFrame(() => document.getElementById(`${id}-add`)?.focus())
  }

  function add() {
    const point = emptyPoint()
    change([...current.current, point])
    setAnnouncement(f().added({ n: current.current.length }))
    // The new point's name, to type it.
    requestAnimationFrame(() =>
      list.current
        ?.querySelector<HTMLInputElement>(`[data-point="${point.key}"] input[data-first]`)
        ?.focus(),
    )
  }

  const setPoint = (index: number, values: Partial<PickupDraft>) =>
    change(current.current.map((point, i) => (i === index ? { ...point, ...values } : point)))

  const box = (path: string) => ({
    'data-path': `pickupPoints.${path}`,
    error: errors[`pickupPoints.${path}`],
  })

  return (
    <fieldset className={`space-y-4 ${className}`}>
      <legend className="text-lg font-semibold text-slate-900">{f().legend}</legend>
      <p className="text-sm text-slate-600">{f().hint({ max: PICKUP_POINTS_MAX })}</p>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {errors.pickupPoints && (
        <p data-path="pickupPoints" tabIndex={-1} className="text-sm font-medium text-red-700">
          {errors.pickupPoints}
        </p>
      )}
      {points.length === 0 ? (
        <p className="text-sm text-slate-600">{f().none}</p>
      ) : (
        <ol ref={list} className="space-y-4">
          {points.map((point, index) => (
            <li
              key={point.key}
              data-point={point.key}
              className="rounded-xl p-4 ring-1 ring-slate-200 sm:flex sm:gap-4"
            >
              <fieldset className="min-w-0 flex-1 space-y-3">
                <legend className="font-semibold text-slate-900">
                  {f().point({ n: index + 1 })}
                </legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  <TextField
                    label={f().name}
                    data-first=""
                    {...box(`${index}.name`)}
                    value={point.name}
                    onChange={(event) => setPoint(index, { name: event.target.value })}
                  />
                  <TextField
                    label={f().nameBn}
                    lang="bn"
                    {...box(`${index}.nameBn`)}
                    value={point.nameBn}
                    onChange={(event) => setPoint(index, { nameBn: event.target.value })}
                  />
                  <TextField
                    label={f().address}
                    {...box(`${index}.address`)}
                    value={point.address}
                    onChange={(event) => setPoint(index, { address: event.target.value })}
                  />
                  <TextField
                    label={f().addressBn}
                    lang="bn"
                    {...box(`${index}.addressBn`)}
                    value={point.addressBn}
                    onChange={(event) => setPoint(index, { addressBn: event.target.value })}
                  />
                  <KindField
                    {...box(`${index}.kind`)}
                    value={point.kind}
                    onChange={(kind) => setPoint(index, { kind })}
                  />
                  <TextField
                    label={f().time}
                    hint={f().timeHint}
                    type="time"
                    {...box(`${index}.time`)}
                    value={point.time}
                    onChange={(event) => setPoint(index, { time: event.target.value })}
                  />
                  <TextField
                    label={f().lat}
                    hint={f().coordinatesHint}
                    inputMode="decimal"
                    autoComplete="off"
                    {...box(`${index}.lat`)}
                    value={point.lat}
                    onChange={(event) => setPoint(index, { lat: event.target.value })}
                  />
                  <TextField
                    label={f().lng}
                    inputMode="decimal"
                    autoComplete="off"
                    {...box(`${index}.lng`)}
                    value={point.lng}
                    onChange={(event) => setPoint(index, { lng: event.target.value })}
                  />
                </div>
              </fieldset>
              <RowActions
                className="mt-3 flex gap-2 sm:mt-0 sm:flex-col"
                index={index}
                count={points.length}
                labels={{
                  up: f().moveUp({ n: index + 1 }),
                  down: f().moveDown({ n: index + 1 }),
                  remove: f().remove({ n: index + 1 }),
                }}
                onMove={(step) => move(index, step)}
                onRemove={() => remove(index)}
              />
            </li>
          ))}
        </ol>
      )}
      <Button
        id={`${id}-add`}
        variant="outline"
        size="sm"
        disabled={points.length >= PICKUP_POINTS_MAX}
        onClick={add}
      >
        <Plus aria-hidden="true" className="size-4" />
        {f().add}
      </Button>
    </fieldset>
  )
}

/** Pickup point or meeting point: a native select, labelled like the other boxes. */
function KindField({
  value,
  onChange,
  error,
  'data-path': path,
}: {
  value: PickupKind
  onChange: (kind: PickupKind) => void
  error: string | undefined
  'data-path': string
}) {
  const field = useField({ error })
  return (
    <FieldFrame field={field} label={f().kind} error={error}>
      <select
        {...field.controlProps}
        data-path={path}
        value={value}
        onChange={(event) => onChange(event.target.value as PickupKind)}
      >
        {pickupKinds.map((kind) => (
          <option key={kind} value={kind}>
            {f()[kind]}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}
