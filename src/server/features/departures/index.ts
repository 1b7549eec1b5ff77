/**
 * Departures as the lifecycle worker drives them: resuming cancellations a crash or a restart
 * interrupted. Other features import this one through this module only (docs/architecture.md).
 */
export { continueDepartureCancellations } from './cancel-departure.ts'
