/** Query keys of the audit log: one list per set of filters. */
import type { AuditFilters } from '../lib/filters.ts'

export const auditKeys = {
  all: ['audit'] as const,
  list: (filters: AuditFilters) => [...auditKeys.all, 'list', filters] as const,
}
