/**
 * The waitlist as the lifecycle worker drives it: freed seats offered to the first in line. Other
 * features import this one through this module only (docs/architecture.md).
 */
export { offerFreedSeats } from './waitlist.ts'
