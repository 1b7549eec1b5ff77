/**
 * Payments as the lifecycle worker drives them: the reconciler of intents left open. Other features
 * import this one through this module only (docs/architecture.md).
 */
export { reconcilePayments, type ReconcileProvider } from './reconcile-payments.ts'
