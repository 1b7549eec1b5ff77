/**
 * An entry's before and after (JSON objects, or null) as the compact list the log shows, one
 * line a field, named in the page's language: `Price: $80 → $95.50` (a field without a name in
 * the catalogue shows its raw one). A field only before (a deleted review's text) or
 * only after (a new plan's values) shows its one value. Money is stored in minor units (cents,
 * paisa): fields whose name ends in `Cents` are shown in the site's pricing currency, which the
 * caller gives (a plain function reads no query), like every price on the site; an exchange
 * rate in taka (`takaPerDollar: ৳120 → ৳121.50`).
 */
import { messages } from '#shared/messages.ts'
import { formatMoney, formatRate, money, type CurrencyCode } from '#shared/money.ts'

export interface FieldChange {
  field: string
  /** The field's name as people read it. */
  label: string
  /** Absent: the field was not recorded on that side. */
  before?: string
  after?: string
}

type Fields = Record<string, unknown>

/** A JSON object as its fields; another value (the contract promises objects) as one field. */
function fieldsOf(value: unknown): Fields {
  if (value === null || value === undefined) return {}
  if (typeof value === 'object' && !Array.isArray(value)) return value as Fields
  return { value }
}

const fieldLabels: Readonly<Record<string, string | undefined>> = messages.audit.fields

export function fieldLabel(field: string): string {
  return fieldLabels[field] ?? field
}

export function formatValue(field: string, value: unknown, currency: CurrencyCode): string {
  if (value === null || value === undefined) return messages.audit.none
  // Whole minor units only: anything else is no amount we recorded, and shows as it is.
  if (typeof value === 'number' && Number.isSafeInteger(value) && field.endsWith('Cents')) {
    return formatMoney(money(value, currency))
  }
  if (typeof value === 'number' && field === 'takaPerDollar') return formatRate(value)
  if (typeof value === 'boolean') return value ? messages.audit.yes : messages.audit.no
  if (typeof value === 'string') return value === '' ? messages.audit.none : value
  if (typeof value === 'number') return String(value)
  // A list of plain values (a series' dates) reads best as a list; anything deeper as JSON.
  if (Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object')) {
    return value.length === 0 ? messages.audit.none : value.map(String).join(', ')
  }
  return JSON.stringify(value)
}

/** `currency`: the site's pricing currency, which amounts in minor units are in. */
export function describeChange(
  before: unknown,
  after: unknown,
  currency: CurrencyCode,
): FieldChange[] {
  const was = fieldsOf(before)
  const now = fieldsOf(after)
  // The database keeps no key order (jsonb sorts keys), so the order is ours: what changed
  // first, then what only the after side records, then what only the before side does.
  const changed = Object.keys(now).filter((field) => field in was)
  const added = Object.keys(now).filter((field) => !(field in was))
  const removed = Object.keys(was).filter((field) => !(field in now))
  return [...changed, ...added, ...removed].map((field) => ({
    field,
    label: fieldLabel(field),
    ...(field in was ? { before: formatValue(field, was[field], currency) } : {}),
    ...(field in now ? { after: formatValue(field, now[field], currency) } : {}),
  }))
}
