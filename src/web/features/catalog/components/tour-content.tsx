/**
 * A tour's itinerary and its four lists on its page (issue 32): the days as an ordered list,
 * each under its "Day n" heading with its meals and where the night is spent, then what is
 * included, what is not, what to bring and notes, each a list under its heading. Rendered by
 * the server with the page (no script needed); a list with no items is left out.
 */
import { BedDouble, Utensils } from 'lucide-react'
import type { MealKey, Meals, TourContent, TourListKey } from '#shared/contracts/tour-content.ts'
import { currentLocale, messages } from '#shared/messages.ts'

const m = () => messages.tourContent
// Not the contract's own arrays: its module reads the form's texts, which this page leaves out.
const mealKeys: readonly MealKey[] = ['breakfast', 'lunch', 'dinner']
const tourListKeys: readonly TourListKey[] = ['inclusions', 'exclusions', 'bring', 'notes']

export function mealsText(meals: Meals): string {
  const names = mealKeys.filter((key) => meals[key]).map((key) => m()[key])
  if (names.length === 0) return m().noMeals
  return m().meals({ meals: new Intl.ListFormat(currentLocale()).format(names) })
}

export function TourContentSections({
  content,
  className = '',
}: {
  content: TourContent
  className?: string
}) {
  const lists = tourListKeys.filter((key) => content[key].length > 0)
  if (content.days.length === 0 && lists.length === 0) return null
  return (
    <div className={`max-w-prose space-y-10 ${className}`}>
      {content.days.length > 0 && (
        <section aria-labelledby="tour-itinerary">
          <h2 id="tour-itinerary" className="text-xl font-bold text-slate-900">
            {m().itinerary}
          </h2>
          <ol className="mt-4 space-y-6 border-l-2 border-emerald-200 pl-5">
            {content.days.map((day, index) => (
              <li key={index} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 -left-[1.72rem] size-3 rounded-full bg-emerald-600 ring-4 ring-white"
                />
                <h3 className="text-lg font-semibold text-slate-900">
                  {m().dayTitle({ n: index + 1, title: day.title })}
                </h3>
                <p className="mt-1 leading-relaxed whitespace-pre-line text-slate-700">
                  {day.text}
                </p>
                <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
                  <li className="flex items-center gap-1.5">
                    <Utensils aria-hidden="true" className="size-4 text-emerald-700" />
                    {mealsText(day.meals)}
                  </li>
                  {day.overnight && (
                    <li className="flex items-center gap-1.5">
                      <BedDouble aria-hidden="true" className="size-4 text-emerald-700" />
                      {m().overnight({ place: day.overnight })}
                    </li>
                  )}
                </ul>
              </li>
            ))}
          </ol>
        </section>
      )}
      {lists.length > 0 && (
        <div className="grid gap-8 sm:grid-cols-2">
          {lists.map((key) => (
            <section key={key} aria-labelledby={`tour-list-${key}`}>
              <h2 id={`tour-list-${key}`} className="text-lg font-bold text-slate-900">
                {m()[key]}
              </h2>
              <ul className="mt-3 list-disc space-y-1.5 pl-5 text-slate-700 marker:text-emerald-700">
                {content[key].map((item, index) => (
                  <li key={index}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  )
}
