/**
 * The audit log as every feature writes it: one entry per admin action or money event. Other
 * features import this one through this module only (docs/architecture.md).
 */
export { changedFields, recordAudit } from './record-audit.ts'
