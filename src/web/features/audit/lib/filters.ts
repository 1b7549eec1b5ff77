/**
 * The audit log's filters, kept in the page's address (`?area=plan&subject=…&actor=…&from=…&to=…`)
 * so Back and reload keep them, and turned into GET /api/audit's query. What the server would
 * refuse (an unknown area, a date that is not a real YYYY-MM-DD) is dropped when the address is
 * read, so a hand-edited link shows the log rather than an error.
 */
import type { AuditQuery } from '#shared/contracts/audit.ts'
import { isCalendarDate } from '#shared/dhaka-date.ts'

/** The areas that write to the log, in the order the Area select lists them. */
export const auditAreas = [
  'payment',
  'refund',
  'order',
  'plan',
  'departure',
  'user',
  'review',
  'mail',
  'upload',
  'exchange-rate',
  'message',
  'page',
  'promo-code',
  'gift-voucher',
] as const
export type AuditArea = (typeof auditAreas)[number]

export interface AuditFilters {
  area?: AuditArea
  subjectId?: string
  actor?: string
  /** YYYY-MM-DD, Dhaka. */
  from?: string
  to?: string
}

/** Each filter's name in the address: short, and readable when a link is shared. */
const param = {
  area: 'area',
  subjectId: 'subject',
  actor: 'actor',
  from: 'from',
  to: 'to',
} as const satisfies Record<keyof AuditFilters, string>

/** Entries per request: the server's own default page. */
export const AUDIT_PAGE_SIZE = 50

const isArea = (value: string): value is AuditArea =>
  (auditAreas as readonly string[]).includes(value)

function text(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

function day(value: string | null | undefined): string | undefined {
  const trimmed = text(value)
  return trimmed && isCalendarDate(trimmed) ? trimmed : undefined
}

/** Only the filters that are set, each cleaned as the address reader cleans it. */
export function cleanFilters(filters: AuditFilters): AuditFilters {
  const area = text(filters.area)
  const clean: AuditFilters = {
    area: area && isArea(area) ? area : undefined,
    subjectId: text(filters.subjectId),
    actor: text(filters.actor),
    from: day(filters.from),
    to: day(filters.to),
  }
  return Object.fromEntries(
    Object.entries(clean).filter(([, value]) => value !== undefined),
  ) as AuditFilters
}

export function filtersFromSearch(search: URLSearchParams): AuditFilters {
  return cleanFilters({
    area: (search.get(param.area) ?? undefined) as AuditArea | undefined,
    subjectId: search.get(param.subjectId) ?? undefined,
    actor: search.get(param.actor) ?? undefined,
    from: search.get(param.from) ?? undefined,
    to: search.get(param.to) ?? undefined,
  })
}

export function searchFromFilters(filters: AuditFilters): URLSearchParams {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(cleanFilters(filters))) {
    search.set(param[key as keyof AuditFilters], value)
  }
  return search
}

export function hasFilters(filters: AuditFilters): boolean {
  return Object.keys(cleanFilters(filters)).length > 0
}

/** GET /api/audit's query for one page: `cursor` is the previous page's nextCursor. */
export function auditQuery(filters: AuditFilters, cursor?: string): AuditQuery {
  const { area, subjectId, actor, from, to } = cleanFilters(filters)
  return { limit: AUDIT_PAGE_SIZE, cursor, action: area, subjectId, actor, from, to }
}

/** The query as a URL query string, without the unset values. */
export function auditQueryString(query: AuditQuery): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value))
  }
  return search.toString()
}
