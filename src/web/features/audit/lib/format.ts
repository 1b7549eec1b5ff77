/**
 * How one entry's when, action and subject read: Dhaka time ("24 Nov 2026, 14:05"), a label per
 * known action (else its raw `area.verb`), and the subject's type with a short id, linked to its
 * admin page where one exists (a plan's editor, a departure's manifest, Manage Plan for the
 * exchange rate).
 */
import type { AuditEntry } from '#shared/contracts/audit.ts'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { formatMoment } from '#shared/dhaka-date.ts'

export const formatWhen = (iso: string): string => formatMoment(iso, 'dhakaTime')

const actionLabels: Readonly<Record<string, string | undefined>> = messages.audit.actions
const subjectTypes: Readonly<Record<string, string | undefined>> = messages.audit.subjectTypes

export function actionLabel(action: string): string {
  return actionLabels[action] ?? action
}

/** A UUID's first 8 characters (like a short commit id); short ids stay whole. */
export function shortId(id: string): string {
  return id.length > 12 ? id.slice(0, 8) : id
}

/** "Plan 1a2b3c4d": what the subject cell shows and its link or button names. */
export function subjectName(entry: Pick<AuditEntry, 'subjectType' | 'subjectId'>): string {
  const type = subjectTypes[entry.subjectType] ?? entry.subjectType
  return messages.audit.subjectLink({ type, shortId: shortId(entry.subjectId) })
}

/** Where the subject can be seen now: none for orders (no admin page of one) or a removed plan. */
export function subjectHref(
  entry: Pick<AuditEntry, 'action' | 'subjectType' | 'subjectId'>,
): string | undefined {
  switch (entry.subjectType) {
    case 'plan':
      return entry.action === 'plan.deleted' || entry.action === 'plan.archived'
        ? undefined
        : paths.dashboardEditPlan(entry.subjectId)
    case 'departure':
      return paths.dashboardManifest(entry.subjectId)
    case 'exchange-rate':
      // Admins see and set the rate on Manage Plan.
      return paths.dashboardPages.managePlan
    case 'page':
      return paths.dashboardPages.sitePages
    case 'promo-code':
      return paths.dashboardPromoCodeUses(entry.subjectId)
    case 'gift-voucher':
      return paths.dashboardPages.giftVouchers
    default:
      return undefined
  }
}
