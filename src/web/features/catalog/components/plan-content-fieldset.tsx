/**
 * The plan form's itinerary and lists (issue 32): its days in order, each with its title, text,
 * meals and overnight place in English and (optionally) Bangla, added, removed and moved up or
 * down with buttons (every change read out; focus stays on the button that moved, as the
 * pictures' list does), then the four lists of short items. The boxes are held here, outside
 * the form's own fields like the pictures; the form sends them as `content`, checked by the
 * same schema as the server's, and a refusal's `content.…` path lands under its box.
 */
import { focusRowAction, RowActions } from '#web/components/row-actions.tsx'
import { Plus, Trash2 } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import {
  mealKeys,
  tourContentInputSchema,
  tourListKeys,
  TOUR_DAYS_MAX,
  TOUR_LIST_ITEMS_MAX,
  type TourContentChecked,
  type TourContentValues,
  type TourListKey,
} from '#shared/contracts/tour-content.ts'
import { messages } from '#shared/messages.ts'
import { Button, IconButton } from '#web/components/button.tsx'
import { TextField } from '#web/components/text-field.tsx'
import { TextareaField } from '#web/components/textarea-field.tsx'
import { pickupToDraft, pickupDraftToInput, type PickupDraft } from './plan-pickup-fieldset.tsx'

const f = () => messages.tourContentForm
const t = () => messages.tourContent

export interface DayDraft {
  /** Stable across moves, for React and for focus. */
  key: string
  title: string
  titleBn: string
  text: string
  textBn: string
  breakfast: boolean
  lunch: boolean
  dinner: boolean
  overnight: string
  overnightBn: string
}
export interface ItemDraft {
  key: string
  text: string
  textBn: string
}
export type ContentDraft = { days: DayDraft[]; pickupPoints: PickupDraft[] } & Record<
  TourListKey,
  ItemDraft[]
>
/** Messages by path within `content`: 'days', 'days.0.title', 'bring.2.text', 'pickupPoints.1.time'. */
export type ContentErrors = Record<string, string>

let nextKey = 0
const newKey = () => `content-${nextKey++}`

export const emptyDay = (): DayDraft => ({
  key: newKey(),
  title: '',
  titleBn: '',
  text: '',
  textBn: '',
  breakfast: false,
  lunch: false,
  dinner: false,
  overnight: '',
  overnightBn: '',
})

export function contentToDraft(content: TourContentValues | undefined): ContentDraft {
  const list = (key: TourListKey) =>
    (content?.[key] ?? []).map((item) => ({
      key: newKey(),
      text: item.text,
      textBn: item.textBn ?? '',
    }))
  return {
    days: (content?.days ?? []).map((day) => ({
      key: newKey(),
      title: day.title,
      titleBn: day.titleBn ?? '',
      text: day.text,
      textBn: day.textBn ?? '',
      ...day.meals,
      overnight: day.overnight ?? '',
      overnightBn: day.overnightBn ?? '',
    })),
    inclusions: list('inclusions'),
    exclusions: list('exclusions'),
    bring: list('bring'),
    notes: list('notes'),
    pickupPoints: pickupToDraft(content?.pickupPoints),
  }
}

/** The request's `content` the boxes make (unchecked: the schema checks it). */
export function draftToInput(draft: ContentDraft) {
  const list = (key: TourListKey) => draft[key].map(({ text, textBn }) => ({ text, textBn }))
  return {
    days: draft.days.map(({ key: _key, breakfast, lunch, dinner, ...day }) => ({
      ...day,
      meals: { breakfast, lunch, dinner },
    })),
    inclusions: list('inclusions'),
    exclusions: list('exclusions'),
    bring: list('bring'),
    notes: list('notes'),
    pickupPoints: pickupDraftToInput(draft.pickupPoints),
  }
}

/**
 * The boxes checked as the server will: the schema, and no more days than the tour lasts
 * (`duration`, when it is a number). Answers the content to send, or the errors by path.
 */
export function checkDraft(
  draft: ContentDraft,
  duration: number,
): { content: TourContentChecked } | { errors: ContentErrors } {
  const parsed = tourContentInputSchema.safeParse(draftToInput(draft))
  if (!parsed.success) {
    const errors: ContentErrors = {}
    for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message
    return { errors }
  }
  const days = parsed.data.days.length
  if (Number.isInteger(duration) && days > duration) {
    return { errors: { days: f().moreDaysThanDuration({ days, duration }) } }
  }
  return { content: parsed.data }
}

/** Focuses the box (or the list's message) a path within `content` names. */
export function focusContentBox(path: string) {
  document.querySelector<HTMLElement>(`[data-path="${CSS.escape(path)}"]`)?.focus()
}

export function PlanContentFieldset({
  draft,
  onChange,
  errors,
  className = '',
}: {
  draft: ContentDraft
  onChange: (draft: ContentDraft) => void
  errors: ContentErrors
  className?: string
}) {
  const id = useId()
  const list = useRef<HTMLOListElement>(null)
  const [announcement, setAnnouncement] = useState('')
  // The latest boxes between renders (two changes in one event).
  const current = useRef(draft)
  useEffect(() => {
    current.current = draft
  }, [draft])
  const change = (next: ContentDraft) => {
    current.current = next
    onChange(next)
  }
  const days = draft.days

  const focusLater = (key: string, action: 'up' | 'down' | 'remove') =>
    focusRowAction(() => list.current?.querySelector(`[data-day="${key}"]`), action)

  function setDays(next: DayDraft[]) {
    change({ ...current.current, days: next })
  }

  function move(index: number, step: -1 | 1) {
    const to = index + step
    const next = [...current.current.days]
    const [moved] = next.splice(index, 1)
    next.splice(to, 0, moved!)
    setDays(next)
    setAnnouncement(f().dayMoved({ from: index + 1, to: to + 1 }))
    focusLater(moved!.key, step < 0 ? 'up' : 'down')
  }

  function remove(index: number) {
    const next = current.current.days.filter((_, i) => i !== index)
    setDays(next)
    setAnnouncement(f().dayRemoved({ n: index + 1 }))
    const neighbour = next[Math.min(index, next.length - 1)]
    if (neighbour) focusLater(neighbour.key, 'remove')
    else requestAnimationFrame(() => document.getElementById(`${id}-add-day`)?.focus())
  }

  function add() {
    const day = emptyDay()
    setDays([...current.current.days, day])
    setAnnouncement(f().dayAdded({ n: current.current.days.length }))
    // The new day's title, to type it.
    requestAnimationFrame(() =>
      list.current?.querySelector<HTMLInputElement>(`[data-day="${day.key}"] input`)?.focus(),
    )
  }

  const setDay = (index: number, values: Partial<DayDraft>) =>
    setDays(current.current.days.map((day, i) => (i === index ? { ...day, ...values } : day)))

  const box = (path: string) => ({ 'data-path': path, error: errors[path] })

  return (
    <div className={`space-y-8 ${className}`}>
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">{f().daysLegend}</legend>
        <p className="text-sm text-slate-600">{f().daysHint({ max: TOUR_DAYS_MAX })}</p>
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
        {errors.days && (
          <p data-path="days" tabIndex={-1} className="text-sm font-medium text-red-700">
            {errors.days}
          </p>
        )}
        {days.length === 0 ? (
          <p className="text-sm text-slate-600">{f().noDays}</p>
        ) : (
          <ol ref={list} className="space-y-4">
            {days.map((day, index) => (
              <li
                key={day.key}
                data-day={day.key}
                className="rounded-xl p-4 ring-1 ring-slate-200 sm:flex sm:gap-4"
              >
                <fieldset className="min-w-0 flex-1 space-y-3">
                  <legend className="font-semibold text-slate-900">
                    {f().day({ n: index + 1 })}
                  </legend>
                  <div className="grid gap-3 sm:grid-cols-2">
                    <TextField
                      label={f().title}
                      {...box(`days.${index}.title`)}
                      value={day.title}
                      onChange={(event) => setDay(index, { title: event.target.value })}
                    />
                    <TextField
                      label={f().titleBn}
                      lang="bn"
                      {...box(`days.${index}.titleBn`)}
                      value={day.titleBn}
                      onChange={(event) => setDay(index, { titleBn: event.target.value })}
                    />
                    <TextareaField
                      label={f().text}
                      rows={3}
                      {...box(`days.${index}.text`)}
                      value={day.text}
                      onChange={(event) => setDay(index, { text: event.target.value })}
                    />
                    <TextareaField
                      label={f().textBn}
                      lang="bn"
                      rows={3}
                      {...box(`days.${index}.textBn`)}
                      value={day.textBn}
                      onChange={(event) => setDay(index, { textBn: event.target.value })}
                    />
                    <TextField
                      label={f().overnightLabel}
                      hint={f().overnightHint}
                      {...box(`days.${index}.overnight`)}
                      value={day.overnight}
                      onChange={(event) => setDay(index, { overnight: event.target.value })}
                    />
                    <TextField
                      label={f().overnightBn}
                      lang="bn"
                      {...box(`days.${index}.overnightBn`)}
                      value={day.overnightBn}
                      onChange={(event) => setDay(index, { overnightBn: event.target.value })}
                    />
                  </div>
                  <fieldset>
                    <legend className="text-sm font-medium text-slate-800">
                      {f().mealsLegend}
                    </legend>
                    <div className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
                      {mealKeys.map((meal) => (
                        <label key={meal} className="flex items-center gap-2 text-slate-800">
                          <input
                            type="checkbox"
                            className="size-4 accent-emerald-700"
                            checked={day[meal]}
                            onChange={(event) => setDay(index, { [meal]: event.target.checked })}
                          />
                          {t()[meal]}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                </fieldset>
                <RowActions
                  className="mt-3 flex gap-2 sm:mt-0 sm:flex-col"
                  index={index}
                  count={days.length}
                  labels={{
                    up: f().moveUp({ n: index + 1 }),
                    down: f().moveDown({ n: index + 1 }),
                    remove: f().removeDay({ n: index + 1 }),
                  }}
                  onMove={(step) => move(index, step)}
                  onRemove={() => remove(index)}
                />
              </li>
            ))}
          </ol>
        )}
        <Button
          id={`${id}-add-day`}
          variant="outline"
          size="sm"
          disabled={days.length >= TOUR_DAYS_MAX}
          onClick={add}
        >
          <Plus aria-hidden="true" className="size-4" />
          {f().addDay}
        </Button>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">{f().listsLegend}</legend>
        <p className="text-sm text-slate-600">{f().listsHint({ max: TOUR_LIST_ITEMS_MAX })}</p>
        {tourListKeys.map((key) => (
          <ItemList
            key={key}
            formId={id}
            name={key}
            items={draft[key]}
            errors={errors}
            onChange={(items) => change({ ...current.current, [key]: items })}
          />
        ))}
      </fieldset>
    </div>
  )
}

function ItemList({
  formId,
  name,
  items,
  errors,
  onChange,
}: {
  formId: string
  name: TourListKey
  items: ItemDraft[]
  errors: ContentErrors
  onChange: (items: ItemDraft[]) => void
}) {
  const list = useRef<HTMLOListElement>(null)
  const title = messages.tourContent[name]
  const setItem = (index: number, values: Partial<ItemDraft>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...values } : item)))
  function add() {
    const item = { key: newKey(), text: '', textBn: '' }
    onChange([...items, item])
    requestAnimationFrame(() =>
      list.current?.querySelector<HTMLInputElement>(`[data-item="${item.key}"] input`)?.focus(),
    )
  }
  function remove(index: number) {
    const next = items.filter((_, i) => i !== index)
    onChange(next)
    const neighbour = next[Math.min(index, next.length - 1)]
    requestAnimationFrame(() => {
      const target = neighbour
        ? list.current?.querySelector<HTMLElement>(`[data-item="${neighbour.key}"] button`)
        : document.getElementById(`${formId}-add-${name}`)
      target?.focus()
    })
  }
  const box = (path: string) => ({ 'data-path': path, error: errors[path] })
  return (
    <fieldset className="rounded-xl p-4 ring-1 ring-slate-200">
      <legend className="px-1 font-semibold text-slate-900">{title}</legend>
      {errors[name] && (
        <p data-path={name} tabIndex={-1} className="text-sm font-medium text-red-700">
          {errors[name]}
        </p>
      )}
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{f().noItems}</p>
      ) : (
        <ol ref={list} className="space-y-3">
          {items.map((item, index) => (
            <li key={item.key} data-item={item.key} className="flex items-end gap-2">
              <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-2">
                <TextField
                  label={f().item}
                  {...box(`${name}.${index}.text`)}
                  value={item.text}
                  onChange={(event) => setItem(index, { text: event.target.value })}
                />
                <TextField
                  label={f().itemBn}
                  lang="bn"
                  {...box(`${name}.${index}.textBn`)}
                  value={item.textBn}
                  onChange={(event) => setItem(index, { textBn: event.target.value })}
                />
              </div>
              <IconButton
                action="remove"
                label={f().removeItem({ list: title, n: index + 1 })}
                onClick={() => remove(index)}
              >
                <Trash2 aria-hidden="true" className="size-5" />
              </IconButton>
            </li>
          ))}
        </ol>
      )}
      <Button
        id={`${formId}-add-${name}`}
        variant="outline"
        size="xs"
        className="mt-3"
        disabled={items.length >= TOUR_LIST_ITEMS_MAX}
        onClick={add}
      >
        <Plus aria-hidden="true" className="size-4" />
        {f().addItem({ list: title })}
      </Button>
    </fieldset>
  )
}
