/** A labelled search input with its magnifier, for filtering the dashboard's lists. */
import { Search } from 'lucide-react'

export function SearchBox({
  id,
  label,
  value,
  onChange,
  placeholder,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  placeholder: string
}) {
  return (
    <div className="w-full sm:max-w-sm">
      <label htmlFor={id} className="block font-semibold text-slate-800">
        {label}
      </label>
      <div className="relative mt-2">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500"
        />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          // The list's count line (id `${id}-count`) says how many match.
          aria-describedby={`${id}-count`}
          className="block w-full rounded-xl border-0 bg-white py-3 pr-4 pl-11 text-slate-900 shadow-sm ring-1 ring-slate-300 placeholder:text-slate-500 focus:ring-2 focus:ring-emerald-700 focus:outline-none"
        />
      </div>
    </div>
  )
}
